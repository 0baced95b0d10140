import { useEffect, useId, useRef, useState } from 'react';
import { readBarcodeText, warmUpBarcodeReader } from '../lib/barcode-reader.ts';
import './barcode-scanner.css';

// One barcode scanner for the shop and the crew app: the camera's picture read a few times a second, or a
// picture the user picks (a photo, or the screenshot of a pass held on the same phone). It knows nothing of
// what the code means: `onText` says whether the text was what the caller wanted. A native modal <dialog>
// (focus kept inside, Escape closes, the page behind inert); its words come from the caller, because the crew
// app bundles its own. Loaded on demand with the decoder it imports.

export interface ScannerTexts {
  title: string;
  intro: string;
  cameraLabel: string;
  cameraStarting: string;
  cameraDenied: string;
  cameraUnavailable: string;
  upload: string;
  uploadHint: string;
  reading: string;
  noCode: string;
  close: string;
}

export interface BarcodeScannerDialogProps {
  texts: ScannerTexts;
  /** The decoded text: null when it was taken (the dialog then closes), else what to tell the user. */
  onText: (text: string) => string | null;
  onClose: () => void;
}

type CameraState = 'starting' | 'on' | 'denied' | 'unavailable';

const SCAN_INTERVAL_MS = 250;
const READ_TIMEOUT_MS = 30_000;

export default function BarcodeScannerDialog({ texts, onText, onClose }: BarcodeScannerDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const titleId = useId();
  const introId = useId();
  const fileId = useId();
  const [camera, setCamera] = useState<CameraState>('starting');
  const [message, setMessage] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  // The latest handlers, so that the camera's loop started once sees them.
  const handlers = useRef({ onText, onClose });
  useEffect(() => {
    handlers.current = { onText, onClose };
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    warmUpBarcodeReader();
  }, []);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let lastRefused: string | null = null;
    async function scanFrame() {
      const video = videoRef.current;
      if (stopped || !video) return;
      const text = video.readyState >= 2 ? await readBarcodeText(video).catch(() => null) : null;
      if (stopped) return;
      if (text !== null && text !== lastRefused) {
        const refusal = handlers.current.onText(text);
        if (refusal === null) return;
        lastRefused = text;
        setMessage(refusal);
      }
      timer = setTimeout(scanFrame, SCAN_INTERVAL_MS);
    }
    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setCamera('unavailable');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment', width: { ideal: 1920 }, height: { ideal: 1080 } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) {
          const name = error instanceof DOMException ? error.name : '';
          setCamera(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable');
        }
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      setCamera('on');
      timer = setTimeout(scanFrame, SCAN_INTERVAL_MS);
    }
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  async function readFile(file: File | undefined) {
    if (!file) return;
    setReading(true);
    setMessage(null);
    // A decoder that could not start (its download cut) never answers: after a while the picture counts as unread.
    const text = await Promise.race([
      readBarcodeText(file).catch(() => null),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), READ_TIMEOUT_MS)),
    ]);
    setReading(false);
    if (text === null) {
      setMessage(texts.noCode);
      return;
    }
    const refusal = onText(text);
    if (refusal !== null) setMessage(refusal);
  }

  const cameraNote =
    camera === 'starting'
      ? texts.cameraStarting
      : camera === 'denied'
        ? texts.cameraDenied
        : camera === 'unavailable'
          ? texts.cameraUnavailable
          : null;
  return (
    <dialog
      ref={dialogRef}
      className="barcode-scanner"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // Escape closes this dialog only, not a dialog it was opened from (the header's flight selector).
        if (event.key === 'Escape') {
          event.stopPropagation();
          event.preventDefault();
          onClose();
        }
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <div className="barcode-scanner__body">
        <h2 id={titleId} className="h5">
          {texts.title}
        </h2>
        <p id={introId}>{texts.intro}</p>
        <div className="barcode-scanner__camera" hidden={camera === 'denied' || camera === 'unavailable'}>
          <video ref={videoRef} muted playsInline aria-label={texts.cameraLabel} />
        </div>
        <div className="barcode-scanner__file">
          <label htmlFor={fileId} className="form-label">
            {texts.upload}
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/*"
            className="form-control"
            aria-describedby={`${fileId}-hint`}
            onChange={(event) => {
              void readFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <p id={`${fileId}-hint`} className="form-text">
            {texts.uploadHint}
          </p>
        </div>
        <div role="status" className="barcode-scanner__status">
          {cameraNote && <p className="mb-2">{cameraNote}</p>}
          {reading && <p className="mb-2">{texts.reading}</p>}
        </div>
        <div role="alert">{message && <p className="alert alert-warning mb-2">{message}</p>}</div>
        <div className="barcode-scanner__actions">
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {texts.close}
          </button>
        </div>
      </div>
    </dialog>
  );
}

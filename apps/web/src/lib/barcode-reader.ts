import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

// Reads the text of the first barcode in a picture or a video frame: the browser's own BarcodeDetector where
// it has one (Chrome on Android, macOS, ChromeOS), otherwise ZXing-C++ compiled to WebAssembly (`zxing-wasm`),
// whose .wasm is one of our build's assets (never a CDN). This module is only ever imported dynamically, by the
// scanner dialog once it opens: neither the decoder nor its .wasm is part of a page's first download.

/** What boarding passes (PDF417, Aztec, QR) and the shop's own order codes (QR) are printed as. */
const detectorFormats = ['pdf417', 'aztec', 'qr_code', 'data_matrix'];
const zxingFormats = ['PDF417', 'Aztec', 'QRCode', 'DataMatrix'] as const;

export type BarcodeSource = Blob | HTMLVideoElement;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

let detector: Promise<BarcodeDetectorLike | null> | undefined;

/** The browser's detector when it reads at least one of our formats; null otherwise. */
function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  detector ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
    if (!Detector) return null;
    try {
      const supported = await Detector.getSupportedFormats();
      const formats = detectorFormats.filter((format) => supported.includes(format));
      return formats.length > 0 ? new Detector({ formats }) : null;
    } catch {
      return null;
    }
  })();
  return detector;
}

let zxing: Promise<typeof import('zxing-wasm/reader')> | undefined;

function zxingReader() {
  zxing ??= import('zxing-wasm/reader').then((module) => {
    module.prepareZXingModule({ overrides: { locateFile: () => wasmUrl } });
    return module;
  });
  // A failed download is tried again on the next read, not remembered.
  zxing.catch(() => {
    zxing = undefined;
  });
  return zxing;
}

function frameOf(video: HTMLVideoElement): ImageData | null {
  const { videoWidth: width, videoHeight: height } = video;
  if (width === 0 || height === 0) return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/** The text of the first barcode found, or null when there is none (or the picture cannot be read). */
export async function readBarcodeText(source: BarcodeSource): Promise<string | null> {
  const native = await nativeDetector();
  if (native) {
    const [first] = await native.detect(source).catch(() => []);
    if (first) return first.rawValue;
    // A still picture gets a second chance with ZXing, which reads some blurred PDF417s the platform does not.
    if (!(source instanceof Blob)) return null;
  }
  const { readBarcodes } = await zxingReader();
  const input = source instanceof Blob ? source : frameOf(source);
  if (!input) return null;
  const results = await readBarcodes(input, {
    formats: [...zxingFormats],
    tryHarder: true,
    maxNumberOfSymbols: 1,
  }).catch(() => []);
  const found = results.find((result) => result.isValid && result.text !== '');
  return found?.text ?? null;
}

/** Starts fetching and compiling the decoder while the traveller points the camera or picks a file. */
export function warmUpBarcodeReader(): void {
  void nativeDetector().then((native) => {
    if (!native) void zxingReader();
  });
}

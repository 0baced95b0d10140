import { MAX_ITEM_PICTURE_BYTES } from '@dutyfree/contracts';
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';

const ACCEPTED_PICTURES = ['image/jpeg', 'image/png', 'image/webp'];

/** The browser's courtesy check of a chosen file (the server reads the bytes and decides): a message key, or null. */
function pictureFileProblem(file: Blob): 'messages.pictureNotAPicture' | 'messages.pictureTooLarge' | null {
  if (!ACCEPTED_PICTURES.includes(file.type)) return 'messages.pictureNotAPicture';
  if (file.size > MAX_ITEM_PICTURE_BYTES) return 'messages.pictureTooLarge';
  return null;
}

/**
 * A picture chosen inside a form, sent with its other fields (a banner, the landing page) or alone (the
 * goods' pictures, `PictureUpload`): the picture the record has, a preview of the file chosen, and the field's error, whether the browser's
 * courtesy check or the server's refusal.
 */
export function PictureField({
  id,
  label,
  currentUrl,
  currentAlt,
  file,
  onChange,
  error,
}: {
  id: string;
  label: string;
  currentUrl: string | null;
  currentAlt: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The server's message for the `picture` field. */
  error: string | undefined;
}) {
  const { t } = useTranslation('staff');
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(chosen: File | null) {
    setProblem(null);
    const found = chosen && pictureFileProblem(chosen);
    if (found) setProblem(t(found));
    onChange(found ? null : chosen);
  }

  const shown = preview ?? currentUrl;
  // The server's refusal was of the file sent before: a new choice is judged afresh.
  const message = problem ?? (file ? undefined : error);
  return (
    <div className="back-office-picture mb-3">
      {shown ? (
        <img
          src={shown}
          alt={preview ? t('picture.previewAlt') : currentAlt}
          className="back-office-picture__image"
        />
      ) : (
        <p className="staff-empty">{t('picture.none')}</p>
      )}
      <Form.Group controlId={id}>
        <Form.Label>{label}</Form.Label>
        <Form.Control
          type="file"
          name="picture"
          accept={ACCEPTED_PICTURES.join(',')}
          isInvalid={Boolean(message)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(event) => choose((event.target as HTMLInputElement).files?.[0] ?? null)}
        />
        <Form.Text id={`${id}-hint`} className="d-block">
          {t('picture.hint')}
        </Form.Text>
        {message && (
          <Form.Control.Feedback id={`${id}-error`} type="invalid">
            {message}
          </Form.Control.Feedback>
        )}
      </Form.Group>
    </div>
  );
}

import { MAX_ITEM_PICTURE_BYTES } from '@dutyfree/contracts';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast-store.ts';
import { useDescribeStaffFailure } from '../staff-messages.ts';

export const ACCEPTED_PICTURES = ['image/jpeg', 'image/png', 'image/webp'];

/** The browser's courtesy check of a chosen file (the server reads the bytes and decides): a message key, or null. */
export function pictureFileProblem(
  file: Blob,
): 'messages.pictureNotAPicture' | 'messages.pictureTooLarge' | null {
  if (!ACCEPTED_PICTURES.includes(file.type)) return 'messages.pictureNotAPicture';
  if (file.size > MAX_ITEM_PICTURE_BYTES) return 'messages.pictureTooLarge';
  return null;
}

/** The upload call of whatever the picture belongs to (an item, a brand, a category). */
type PictureUploadCall = {
  mutate: (file: Blob, callbacks: { onSuccess: () => void; onError: (failure: unknown) => void }) => void;
  isPending: boolean;
};

/**
 * A picture of the goods' records: the one it has, a preview of the file chosen, and the upload. The
 * browser's checks of type and size only spare a wasted upload; the server reads the bytes and decides.
 */
export function PictureUpload({
  id,
  title,
  currentUrl,
  currentAlt,
  upload,
}: {
  /** Names the section's controls; unique on the page. */
  id: string;
  title: string;
  currentUrl: string | null;
  currentAlt: string;
  upload: PictureUploadCall;
}) {
  const { t } = useTranslation('staff');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const describeFailure = useDescribeStaffFailure();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(chosen: File | null) {
    setError(null);
    setFile(null);
    if (!chosen) return;
    const problem = pictureFileProblem(chosen);
    if (problem) return setError(t(problem));
    setFile(chosen);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!file) return setError(t('messages.pictureRequired'));
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        showToast({ variant: 'success', message: t('picture.uploaded') });
      },
      onError: (failure) => {
        const described = describeFailure(failure);
        setError(described.fields.picture ?? described.message ?? t('failures.unexpected'));
      },
    });
  }

  const shown = preview ?? currentUrl;
  return (
    <section className="back-office-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <Form noValidate onSubmit={submit} className="back-office-picture">
        {shown ? (
          <img
            src={shown}
            alt={preview ? t('picture.previewAlt') : currentAlt}
            className="back-office-picture__image"
          />
        ) : (
          <p className="staff-empty">{t('picture.none')}</p>
        )}
        <Form.Group controlId={id} className="mb-3">
          <Form.Label>{t('picture.choose')}</Form.Label>
          <Form.Control
            type="file"
            name="picture"
            accept={ACCEPTED_PICTURES.join(',')}
            isInvalid={Boolean(error)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            onChange={(event) => choose((event.target as HTMLInputElement).files?.[0] ?? null)}
          />
          <Form.Text id={`${id}-hint`} className="d-block">
            {t('picture.hint')}
          </Form.Text>
          {error && (
            <Form.Control.Feedback id={`${id}-error`} type="invalid">
              {error}
            </Form.Control.Feedback>
          )}
        </Form.Group>
        <Button type="submit" variant="outline-primary" disabled={upload.isPending}>
          {upload.isPending && (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          {t('picture.upload')}
        </Button>
      </Form>
    </section>
  );
}

import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast-store.ts';
import { useDescribeStaffFailure } from '../shared/staff-messages.ts';
import { PictureField } from './picture-field.tsx';

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
  const [error, setError] = useState<string | undefined>(undefined);
  const describeFailure = useDescribeStaffFailure();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!file) return setError(t('messages.pictureRequired'));
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        showToast({ variant: 'success', message: t('picture.uploaded') });
      },
      onError: (failure) => {
        // The file was refused: the message stands under the field until another is chosen.
        setFile(null);
        const described = describeFailure(failure);
        setError(described.fields.picture ?? described.message ?? t('failures.unexpected'));
      },
    });
  }

  return (
    <section className="back-office-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <Form noValidate onSubmit={submit}>
        <PictureField
          id={id}
          label={t('picture.choose')}
          currentUrl={currentUrl}
          currentAlt={currentAlt}
          file={file}
          onChange={(chosen) => {
            setError(undefined);
            setFile(chosen);
          }}
          error={error}
        />
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

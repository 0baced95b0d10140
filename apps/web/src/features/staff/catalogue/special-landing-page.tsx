import { type BackOfficeSpecialLanding, specialLandingDraft } from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../components/form-field.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import { AdminOnly } from '../back-office/admin-only.tsx';
import { EditorStatus, useEditor } from '../back-office/editor.tsx';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';
import { useSaveSpecialLanding, useSpecialLanding } from './api/special-landing.ts';
import { readAsBase64 } from './api/upload-item-picture.ts';
import { PictureField } from './picture-field.tsx';

type LandingFormValues = { whatIs: string; whatIsAr: string; whatIsZh: string };

/** The special-offers landing page's banner picture and 'What is' text, in three languages. Admins only. */
export function SpecialLandingPage() {
  const { t } = useTranslation('staff');
  const landing = useSpecialLanding();
  const failureMessage = useStaffFailureMessage();
  return (
    <AdminOnly title={t('specialLanding.title')}>
      <PageTitle>{t('specialLanding.title')}</PageTitle>
      <p>{t('specialLanding.intro')}</p>
      {landing.isPending ? (
        <LoadingIndicator label={t('specialLanding.loading')} />
      ) : landing.isError ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(landing.error)}
        </div>
      ) : (
        <LandingForm landing={landing.data} />
      )}
    </AdminOnly>
  );
}

function LandingForm({ landing }: { landing: BackOfficeSpecialLanding }) {
  const { t } = useTranslation('staff');
  const form = useForm<LandingFormValues>(() => ({
    whatIs: landing.whatIs ?? '',
    whatIsAr: landing.whatIsAr ?? '',
    whatIsZh: landing.whatIsZh ?? '',
  }));
  const [file, setFile] = useState<File | null>(null);
  const save = useSaveSpecialLanding();
  const editor = useEditor();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const picture = file && (await readAsBase64(file));
    editor.submit({
      parsed: parseForm(specialLandingDraft, { ...form.values, picture }),
      showErrors: form.showErrors,
      call: save,
      variables: (draft) => draft,
      saved: () => {
        setFile(null);
        return { message: t('specialLanding.saved') };
      },
    });
  }

  return (
    <Form ref={form.formRef} noValidate onSubmit={submit} className="back-office-form back-office-section">
      <EditorStatus editor={editor} />
      <PictureField
        id="special-picture"
        label={t('specialLanding.picture')}
        currentUrl={landing.imageUrl}
        currentAlt={t('specialLanding.pictureAlt')}
        file={file}
        onChange={setFile}
        error={form.errors.picture}
      />
      {landing.imageUrl === null && <p className="form-text">{t('specialLanding.shippedPicture')}</p>}
      <p className="form-text">{t('specialLanding.whatIsHint')}</p>
      <div lang="en" dir="ltr">
        <TextAreaField
          id="special-whatIs"
          label={t('specialLanding.whatIsEn')}
          rows={4}
          {...form.field('whatIs')}
        />
      </div>
      <div lang="ar" dir="rtl">
        <TextAreaField
          id="special-whatIsAr"
          label={t('specialLanding.whatIsAr')}
          rows={4}
          {...form.field('whatIsAr')}
        />
      </div>
      <div lang="zh" dir="ltr">
        <TextAreaField
          id="special-whatIsZh"
          label={t('specialLanding.whatIsZh')}
          rows={4}
          {...form.field('whatIsZh')}
        />
      </div>
      <Button type="submit" variant="primary" disabled={save.isPending}>
        {t('specialLanding.save')}
      </Button>
    </Form>
  );
}

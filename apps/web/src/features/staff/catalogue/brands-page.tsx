import { type BackOfficeBrand, brandDraft } from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { AdminOnly } from '../back-office/admin-only.tsx';
import {
  useDescribeStaffFailure,
  useStaffFailureMessage,
  useTranslateStaffErrors,
} from '../shared/staff-messages.ts';
import { useBrands, useSaveBrand, useUploadBrandLogo } from './api/brands.ts';
import { NameFields } from './name-fields.tsx';
import { PictureUpload } from './picture-upload.tsx';
import { type NameFormValues, nameFormValues } from './shelves-form.ts';

/** The brands: their names, logos and which are power brands (at most 21). Admins only. */
export function BrandsPage() {
  const { t } = useTranslation('staff');
  return (
    <AdminOnly title={t('brands.title')}>
      <PageTitle>{t('brands.title')}</PageTitle>
      <BrandList />
    </AdminOnly>
  );
}

function BrandList() {
  const { t } = useTranslation('staff');
  const brands = useBrands();
  const failureMessage = useStaffFailureMessage();
  // The brand being edited; null for a new one.
  const [editing, setEditing] = useState<number | null>(null);
  if (brands.isPending) return <LoadingIndicator label={t('brands.loading')} />;
  if (brands.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {failureMessage(brands.error)}
      </div>
    );
  }
  const brand = brands.data.brands.find((b) => b.id === editing);
  const powerBrands = brands.data.brands.filter((b) => b.powerBrand).length;
  return (
    <>
      <p>{t('brands.powerCount', { count: powerBrands })}</p>
      <div className="table-responsive back-office-scroll">
        <table className="table table-sm back-office-table">
          <caption className="visually-hidden">{t('brands.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('brands.logo')}</th>
              <th scope="col">{t('brands.name')}</th>
              <th scope="col">{t('brands.powerBrand')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('brands.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {brands.data.brands.map((row) => (
              <tr key={row.id}>
                <td>{row.imageUrl && <img src={row.imageUrl} alt="" className="back-office-thumb" />}</td>
                <td>{row.name}</td>
                <td>{row.powerBrand ? t('brands.yes') : t('brands.no')}</td>
                <td>
                  <Button variant="link" size="sm" className="p-0" onClick={() => setEditing(row.id)}>
                    {t('brands.edit', { name: row.name })}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {brand && (
        <Button variant="outline-primary" className="mt-3" onClick={() => setEditing(null)}>
          {t('brands.new')}
        </Button>
      )}
      <BrandForm key={brand?.id ?? 'new'} brand={brand} onCreated={setEditing} />
      {brand && <BrandLogo brand={brand} />}
    </>
  );
}

type BrandFormValues = NameFormValues & { powerBrand: string };

function BrandForm({
  brand,
  onCreated,
}: {
  brand: BackOfficeBrand | undefined;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation('staff');
  const form = useForm<BrandFormValues>(() => ({
    ...nameFormValues(brand),
    powerBrand: String(brand?.powerBrand ?? false),
  }));
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveBrand();
  const translateErrors = useTranslateStaffErrors();
  const describeFailure = useDescribeStaffFailure();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = parseForm(brandDraft, { ...form.values, powerBrand: form.values.powerBrand === 'true' });
    if (parsed.errors) return form.showErrors(translateErrors(parsed.errors));
    save.mutate(
      { brandId: brand?.id, draft: parsed.data },
      {
        onSuccess: (saved) => {
          showToast({ variant: 'success', message: t('brands.saved', { name: saved.name }) });
          if (!brand) onCreated(saved.id);
        },
        onError: (error) => {
          const described = describeFailure(error);
          form.showErrors(described.fields);
          setFailure(described.message);
        },
      },
    );
  }

  return (
    <section className="back-office-section" aria-labelledby="brand-form-title">
      <h2 id="brand-form-title">{brand ? t('brands.editTitle', { name: brand.name }) : t('brands.new')}</h2>
      <Form ref={form.formRef} noValidate onSubmit={submit} className="back-office-form">
        <div role="alert" className="form-alert">
          {failure && <div className="alert alert-danger mb-3">{failure}</div>}
        </div>
        <NameFields idPrefix="brand" form={form} />
        <Form.Check
          id="brand-powerBrand"
          type="checkbox"
          label={t('brands.powerBrandLabel')}
          checked={form.values.powerBrand === 'true'}
          isInvalid={Boolean(form.errors.powerBrand)}
          feedback={form.errors.powerBrand}
          feedbackType="invalid"
          onChange={(event) => form.setValue('powerBrand', String(event.target.checked))}
          className="mb-3"
        />
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {brand ? t('brands.save') : t('brands.create')}
        </Button>
      </Form>
    </section>
  );
}

function BrandLogo({ brand }: { brand: BackOfficeBrand }) {
  const { t } = useTranslation('staff');
  const upload = useUploadBrandLogo(brand.id);
  return (
    <PictureUpload
      id="brand-logo"
      title={t('brands.logo')}
      currentUrl={brand.imageUrl}
      currentAlt={t('brands.logoAlt', { name: brand.name })}
      upload={upload}
    />
  );
}

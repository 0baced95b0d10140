import { type BackOfficeBrand, brandDraft } from '@dutyfree/contracts';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import { AdminOnly } from '../back-office/admin-only.tsx';
import { type Editor, EditorStatus, useEditor } from '../back-office/editor.tsx';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';
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
  const editor = useEditor();
  if (brands.isPending) return <LoadingIndicator label={t('brands.loading')} />;
  if (brands.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {failureMessage(brands.error)}
      </div>
    );
  }
  const brand = brands.data.brands.find((b) => b.id === editor.editing);
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
              <tr key={row.id} {...editor.rowProps(row.id)}>
                <td>{row.imageUrl && <img src={row.imageUrl} alt="" className="back-office-thumb" />}</td>
                <td>{row.name}</td>
                <td>{row.powerBrand ? t('brands.yes') : t('brands.no')}</td>
                <td>
                  <Button variant="link" size="sm" className="p-0" onClick={() => editor.edit(row.id)}>
                    {t('brands.edit', { name: row.name })}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {brand && (
        <Button variant="outline-primary" className="mt-3" onClick={() => editor.edit(null)}>
          {t('brands.new')}
        </Button>
      )}
      {/* Beside the form, not in it: the form starts afresh for the record it has just created. */}
      <EditorStatus editor={editor} />
      <BrandForm key={brand?.id ?? 'new'} brand={brand} editor={editor} />
      {brand && <BrandLogo brand={brand} />}
    </>
  );
}

type BrandFormValues = NameFormValues & { powerBrand: string };

function BrandForm({ brand, editor }: { brand: BackOfficeBrand | undefined; editor: Editor }) {
  const { t } = useTranslation('staff');
  const form = useForm<BrandFormValues>(() => ({
    ...nameFormValues(brand),
    powerBrand: String(brand?.powerBrand ?? false),
  }));
  const save = useSaveBrand();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    editor.submit({
      parsed: parseForm(brandDraft, { ...form.values, powerBrand: form.values.powerBrand === 'true' }),
      showErrors: form.showErrors,
      call: save,
      variables: (draft) => ({ brandId: brand?.id, draft }),
      saved: (saved) => ({ message: t('brands.saved', { name: saved.name }), key: saved.id }),
    });
  }

  return (
    <section className="back-office-section" aria-labelledby="brand-form-title">
      <h2 id="brand-form-title">{brand ? t('brands.editTitle', { name: brand.name }) : t('brands.new')}</h2>
      <Form ref={form.formRef} noValidate onSubmit={submit} className="back-office-form">
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

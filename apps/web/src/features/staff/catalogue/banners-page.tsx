import { type BackOfficeBanner, bannerDraft } from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/form-field.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { AdminOnly } from '../back-office/admin-only.tsx';
import { type Editor, EditorStatus, useEditor } from '../back-office/editor.tsx';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';
import { useBanners, useDeleteBanner, useReorderBanners, useSaveBanner } from './api/banners.ts';
import { readAsBase64 } from './api/upload-item-picture.ts';
import { type BannerFormValues, bannerDraftInput, bannerFormValues, movedOrder } from './banner-form.ts';
import { PictureField } from './picture-field.tsx';

const SIZE_KEYS = { 1: 'small', 2: 'medium', 3: 'large' } as const;
const sizeKey = (size: number) => SIZE_KEYS[size as keyof typeof SIZE_KEYS] ?? 'large';

/** The home carousel's banners: their pictures or videos, sizes, titles, order, and which are shown. Admins only. */
export function BannersPage() {
  const { t } = useTranslation('staff');
  return (
    <AdminOnly title={t('banners.title')}>
      <PageTitle>{t('banners.title')}</PageTitle>
      <p>{t('banners.intro')}</p>
      <BannerList />
    </AdminOnly>
  );
}

function BannerList() {
  const { t } = useTranslation('staff');
  const banners = useBanners();
  const reorder = useReorderBanners();
  const remove = useDeleteBanner();
  const save = useSaveBanner();
  const failureMessage = useStaffFailureMessage();
  const editor = useEditor();
  if (banners.isPending) return <LoadingIndicator label={t('banners.loading')} />;
  if (banners.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {failureMessage(banners.error)}
      </div>
    );
  }
  const rows = banners.data.banners;
  const ids = rows.map((row) => row.id);
  const banner = rows.find((row) => row.id === editor.editing);
  const failed = (error: unknown) => showToast({ variant: 'warning', message: failureMessage(error) });

  function move(row: BackOfficeBanner, by: -1 | 1) {
    reorder.mutate(movedOrder(ids, row.id, by), {
      onSuccess: () => showToast({ variant: 'success', message: t('banners.moved', { title: row.title }) }),
      onError: failed,
    });
  }

  function toggle(row: BackOfficeBanner) {
    const draft = bannerDraft.parse({ ...row, active: !row.active, picture: null });
    save.mutate(
      { bannerId: row.id, draft },
      {
        onSuccess: (saved) =>
          showToast({
            variant: 'success',
            message: t(saved.active ? 'banners.shownNow' : 'banners.hiddenNow', { title: saved.title }),
          }),
        onError: failed,
      },
    );
  }

  function deleteBanner(row: BackOfficeBanner) {
    // A courtesy: the removal is audited on the server with what the banner was.
    if (!window.confirm(t('banners.confirmDelete', { title: row.title }))) return;
    remove.mutate(row.id, {
      onSuccess: () => {
        if (editor.editing === row.id) editor.edit(null);
        showToast({ variant: 'success', message: t('banners.deleted', { title: row.title }) });
      },
      onError: failed,
    });
  }

  const busy = reorder.isPending || remove.isPending || save.isPending;
  return (
    <>
      {rows.length === 0 ? (
        <p className="staff-empty">{t('banners.empty')}</p>
      ) : (
        <div className="table-responsive back-office-scroll">
          <table className="table table-sm back-office-table">
            <caption className="visually-hidden">{t('banners.caption')}</caption>
            <thead>
              <tr>
                {/* On a phone the rows' order says the position and the form the size: the table fits the screen. */}
                <th scope="col" className="d-none d-sm-table-cell">
                  {t('banners.position')}
                </th>
                <th scope="col">{t('banners.picture')}</th>
                <th scope="col">{t('banners.titleColumn')}</th>
                <th scope="col" className="d-none d-sm-table-cell">
                  {t('banners.size')}
                </th>
                <th scope="col">{t('banners.shown')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('banners.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.id} {...editor.rowProps(row.id)}>
                  <td className="d-none d-sm-table-cell">{index + 1}</td>
                  <td>
                    {row.imageUrl ? (
                      <img src={row.imageUrl} alt="" className="back-office-thumb" />
                    ) : (
                      t('banners.videoOnly')
                    )}
                  </td>
                  {/* A title in English reads left to right in the Arabic screen too. */}
                  <td dir="auto">{row.title}</td>
                  <td className="d-none d-sm-table-cell">{t(`banners.sizes.${sizeKey(row.size)}`)}</td>
                  <td>{row.active ? t('banners.yes') : t('banners.no')}</td>
                  <td>
                    <div className="back-office-actions">
                      <Button
                        variant="link"
                        size="sm"
                        className="p-0"
                        disabled={busy || index === 0}
                        onClick={() => move(row, -1)}
                      >
                        <Labelled text={t('banners.moveUp')} title={row.title} />
                      </Button>
                      <Button
                        variant="link"
                        size="sm"
                        className="p-0"
                        disabled={busy || index === rows.length - 1}
                        onClick={() => move(row, 1)}
                      >
                        <Labelled text={t('banners.moveDown')} title={row.title} />
                      </Button>
                      <Button
                        variant="link"
                        size="sm"
                        className="p-0"
                        disabled={busy}
                        onClick={() => toggle(row)}
                      >
                        <Labelled text={t(row.active ? 'banners.hide' : 'banners.show')} title={row.title} />
                      </Button>
                      <Button variant="link" size="sm" className="p-0" onClick={() => editor.edit(row.id)}>
                        <Labelled text={t('banners.edit')} title={row.title} />
                      </Button>
                      <Button
                        variant="link"
                        size="sm"
                        className="p-0 text-danger"
                        disabled={busy}
                        onClick={() => deleteBanner(row)}
                      >
                        <Labelled text={t('banners.delete')} title={row.title} />
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {banner && (
        <Button variant="outline-primary" className="mt-3" onClick={() => editor.edit(null)}>
          {t('banners.new')}
        </Button>
      )}
      {/* Beside the form, not in it: the form starts afresh for the record it has just created. */}
      <EditorStatus editor={editor} />
      <BannerForm key={banner?.id ?? 'new'} banner={banner} editor={editor} />
    </>
  );
}

/** A short action label; the banner's title completes its name for people who cannot see the row. */
function Labelled({ text, title }: { text: string; title: string }) {
  return (
    <>
      {text}
      <span className="visually-hidden"> ({title})</span>
    </>
  );
}

function BannerForm({ banner, editor }: { banner: BackOfficeBanner | undefined; editor: Editor }) {
  const { t } = useTranslation('staff');
  const form = useForm<BannerFormValues>(() => bannerFormValues(banner));
  const [file, setFile] = useState<File | null>(null);
  const save = useSaveBanner();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const picture = file && (await readAsBase64(file));
    editor.submit({
      parsed: parseForm(bannerDraft, bannerDraftInput(form.values, picture)),
      showErrors: form.showErrors,
      call: save,
      variables: (draft) => ({ bannerId: banner?.id, draft }),
      saved: (saved) => {
        setFile(null);
        return { message: t('banners.saved', { title: saved.title }), key: saved.id };
      },
    });
  }

  return (
    <section className="back-office-section" aria-labelledby="banner-form-title">
      <h2 id="banner-form-title">
        {banner ? t('banners.editTitle', { title: banner.title }) : t('banners.new')}
      </h2>
      <Form ref={form.formRef} noValidate onSubmit={submit} className="back-office-form">
        <div className="back-office-numbers">
          <div lang="en" dir="ltr">
            <TextField id="banner-title" label={t('banners.titleEn')} required {...form.field('title')} />
          </div>
          <div lang="ar" dir="rtl">
            <TextField id="banner-titleAr" label={t('banners.titleAr')} {...form.field('titleAr')} />
          </div>
          <div lang="zh" dir="ltr">
            <TextField id="banner-titleZh" label={t('banners.titleZh')} {...form.field('titleZh')} />
          </div>
        </div>
        <p className="form-text">{t('banners.titleHint')}</p>
        <SelectField id="banner-size" label={t('banners.size')} {...form.field('size')}>
          {([1, 2, 3] as const).map((size) => (
            <option key={size} value={size}>
              {t(`banners.sizes.${SIZE_KEYS[size]}`)}
            </option>
          ))}
        </SelectField>
        <PictureField
          id="banner-picture"
          label={banner?.imageUrl ? t('banners.replacePicture') : t('banners.choosePicture')}
          currentUrl={banner?.imageUrl ?? null}
          currentAlt={t('banners.pictureAlt', { title: banner?.title ?? '' })}
          file={file}
          onChange={setFile}
          error={form.errors.picture}
        />
        <TextField
          id="banner-videoUrl"
          label={t('banners.videoUrl')}
          hint={t('banners.videoUrlHint')}
          dir="ltr"
          {...form.field('videoUrl')}
        />
        <Form.Check
          id="banner-active"
          type="checkbox"
          label={t('banners.activeLabel')}
          checked={form.values.active === 'true'}
          onChange={(event) => form.setValue('active', String(event.target.checked))}
          className="mb-3"
        />
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {banner ? t('banners.save') : t('banners.create')}
        </Button>
      </Form>
    </section>
  );
}

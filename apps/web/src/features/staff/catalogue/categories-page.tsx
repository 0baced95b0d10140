import { type BackOfficeCategory, categoryDraft } from '@dutyfree/contracts';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form-field.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import { AdminOnly } from '../back-office/admin-only.tsx';
import { type Editor, EditorStatus, useEditor } from '../back-office/editor.tsx';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';
import { useCategories, useSaveCategory, useUploadCategoryImage } from './api/categories.ts';
import { NameFields } from './name-fields.tsx';
import { PictureUpload } from './picture-upload.tsx';
import { type NameFormValues, nameFormValues } from './shelves-form.ts';

/** The storefront's two-level category tree: names, images and where each sits. Admins only. */
export function CategoriesPage() {
  const { t } = useTranslation('staff');
  return (
    <AdminOnly title={t('categories.title')}>
      <PageTitle>{t('categories.title')}</PageTitle>
      <CategoryTree />
    </AdminOnly>
  );
}

function CategoryTree() {
  const { t } = useTranslation('staff');
  const categories = useCategories();
  const failureMessage = useStaffFailureMessage();
  const editor = useEditor();
  if (categories.isPending) return <LoadingIndicator label={t('categories.loading')} />;
  if (categories.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {failureMessage(categories.error)}
      </div>
    );
  }
  const all = categories.data.categories;
  const tops = all.filter((c) => c.parentId === null);
  const category = all.find((c) => c.id === editor.editing);
  const editButton = (row: BackOfficeCategory) => (
    <Button variant="link" size="sm" className="p-0" onClick={() => editor.edit(row.id)}>
      {t('categories.edit', { name: row.name })}
    </Button>
  );
  return (
    <>
      <ul className="back-office-tree">
        {tops.map((top) => (
          <li key={top.id}>
            <span {...editor.rowProps(top.id)}>{top.name}</span> {editButton(top)}
            <ul>
              {all
                .filter((sub) => sub.parentId === top.id)
                .map((sub) => (
                  <li key={sub.id}>
                    <span {...editor.rowProps(sub.id)}>{sub.name}</span> {editButton(sub)}
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
      {category && (
        <Button variant="outline-primary" className="mt-3" onClick={() => editor.edit(null)}>
          {t('categories.new')}
        </Button>
      )}
      {/* Beside the form, not in it: the form starts afresh for the record it has just created. */}
      <EditorStatus editor={editor} />
      <CategoryForm key={category?.id ?? 'new'} category={category} tops={tops} editor={editor} />
      {category && <CategoryImage category={category} />}
    </>
  );
}

type CategoryFormValues = NameFormValues & { parentId: string };

function CategoryForm({
  category,
  tops,
  editor,
}: {
  category: BackOfficeCategory | undefined;
  tops: BackOfficeCategory[];
  editor: Editor;
}) {
  const { t } = useTranslation('staff');
  const form = useForm<CategoryFormValues>(() => ({
    ...nameFormValues(category),
    parentId: category?.parentId ? String(category.parentId) : '',
  }));
  const save = useSaveCategory();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const { parentId, ...names } = form.values;
    editor.submit({
      parsed: parseForm(categoryDraft, { ...names, parentId: parentId === '' ? null : Number(parentId) }),
      showErrors: form.showErrors,
      call: save,
      variables: (draft) => ({ categoryId: category?.id, draft }),
      saved: (saved) => ({ message: t('categories.saved', { name: saved.name }), key: saved.id }),
    });
  }

  return (
    <section className="back-office-section" aria-labelledby="category-form-title">
      <h2 id="category-form-title">
        {category ? t('categories.editTitle', { name: category.name }) : t('categories.new')}
      </h2>
      <Form ref={form.formRef} noValidate onSubmit={submit} className="back-office-form">
        <NameFields idPrefix="category" form={form} />
        <SelectField id="category-parentId" label={t('categories.parent')} {...form.field('parentId')}>
          <option value="">{t('categories.topLevel')}</option>
          {tops
            .filter((top) => top.id !== category?.id)
            .map((top) => (
              <option key={top.id} value={top.id}>
                {top.name}
              </option>
            ))}
        </SelectField>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {category ? t('categories.save') : t('categories.create')}
        </Button>
      </Form>
    </section>
  );
}

function CategoryImage({ category }: { category: BackOfficeCategory }) {
  const { t } = useTranslation('staff');
  const upload = useUploadCategoryImage(category.id);
  return (
    <PictureUpload
      id="category-image"
      title={t('categories.image')}
      currentUrl={category.imageUrl}
      currentAlt={t('categories.imageAlt', { name: category.name })}
      upload={upload}
    />
  );
}

import { type BackOfficeItem, type ItemChoicesResponse, itemDraft } from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { type FieldErrorMap, parseForm } from '../../../lib/form-errors.ts';
import { AdminOnly } from '../back-office/admin-only.tsx';
import { EditorStatus, useEditor } from '../back-office/editor.tsx';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';
import { itemPath, staffPaths } from '../shared/staff-paths.ts';
import { StockHistory } from '../shared/stock-history.tsx';
import { useBackOfficeItem, useItemChoices } from './api/get-back-office-item.ts';
import { useSaveItem } from './api/save-item.ts';
import {
  emptyItemForm,
  type ItemFormValues,
  itemDraftInput,
  itemFormFieldOf,
  itemFormValues,
  stockMovedTo,
} from './item-form.ts';
import { ItemPictureUpload } from './item-picture-upload.tsx';
import { ItemPriceHistory } from './item-price-history.tsx';
import { VolumePricesEditor } from './volume-prices-editor.tsx';

/** A new item (`/staff/items/new`) or an existing one: its fields, its picture and its volume prices. */
export function ItemFormPage() {
  const { t } = useTranslation('staff');
  const { itemId } = useParams();
  const id = itemId && /^\d+$/.test(itemId) ? Number(itemId) : undefined;
  return (
    <AdminOnly title={id ? t('itemForm.editTitle') : t('itemForm.newTitle')}>
      <ItemLoader itemId={id} />
    </AdminOnly>
  );
}

function ItemLoader({ itemId }: { itemId: number | undefined }) {
  const { t } = useTranslation('staff');
  const item = useBackOfficeItem(itemId);
  const choices = useItemChoices();
  const failureMessage = useStaffFailureMessage();
  const failed = choices.error ?? item.error;
  if (failed) {
    return (
      <div className="alert alert-danger" role="alert">
        {failureMessage(failed)} <Link to={staffPaths.items}>{t('itemForm.backToItems')}</Link>
      </div>
    );
  }
  if (!choices.data || (itemId !== undefined && !item.data))
    return <LoadingIndicator label={t('itemForm.loading')} />;
  return (
    <>
      {/* Keyed by item, so that moving from one item to another starts from that item's values. */}
      <ItemForm key={item.data?.id ?? 'new'} item={item.data} choices={choices.data} />
      {item.data && (
        <>
          <ItemPictureUpload item={item.data} />
          <VolumePricesEditor itemId={item.data.id} />
          <StockHistory of={{ itemId: item.data.id }} />
          <ItemPriceHistory item={item.data} />
        </>
      )}
    </>
  );
}

/** Server and schema errors name the draft's fields; the form's own names are used where they differ. */
function onFormFields(errors: FieldErrorMap): FieldErrorMap {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [itemFormFieldOf[field] ?? field, message]),
  );
}

function ItemForm({ item, choices }: { item: BackOfficeItem | undefined; choices: ItemChoicesResponse }) {
  const { t } = useTranslation('staff');
  const form = useForm<ItemFormValues>(() => (item ? itemFormValues(item) : emptyItemForm));
  // Prices put back from the price history show in the form's fields as prices saved here do.
  const [shownPrices, setShownPrices] = useState(item && `${item.priceCents}/${item.listPriceCents}`);
  if (item && shownPrices !== `${item.priceCents}/${item.listPriceCents}`) {
    setShownPrices(`${item.priceCents}/${item.listPriceCents}`);
    const { price, listPrice } = itemFormValues(item);
    form.setValues((values) => ({ ...values, price, listPrice }));
  }
  const save = useSaveItem();
  const editor = useEditor('item');
  // The stock the form last showed: a save changes the stock from this figure only while it still is.
  const [shownStock, setShownStock] = useState(item?.stock);
  const savedItem = (saved: BackOfficeItem) => ({
    message: t('itemForm.saved', { name: saved.name }),
    // A new item continues on its own page, where its picture and volume prices are added.
    to: item ? undefined : itemPath(saved.id),
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    editor.submit({
      parsed: parseForm(itemDraft, itemDraftInput(form.values)),
      showErrors: (errors) => form.showErrors(onFormFields(errors)),
      call: save,
      variables: (draft) =>
        item
          ? ({ kind: 'update', itemId: item.id, draft: { ...draft, expectedStock: shownStock } } as const)
          : ({ kind: 'create', draft } as const),
      saved: (saved) => {
        setShownStock(saved.stock);
        return savedItem(saved);
      },
      // Orders moved the stock meanwhile: the refusal says the figure now, and saving again starts from it.
      refused: (error) => {
        const current = stockMovedTo(error);
        if (current !== undefined) setShownStock(current);
      },
    });
  }

  function toggleActive() {
    if (!item) return;
    editor.submit({
      parsed: { data: { itemId: item.id, active: !item.active }, errors: null },
      showErrors: form.showErrors,
      call: save,
      variables: (request) => ({ kind: 'setActive', request }) as const,
      saved: savedItem,
    });
  }

  const text = (name: keyof ItemFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField id={`item-${name}`} label={label} {...form.field(name)} {...extra} />
  );
  const longText = (name: keyof ItemFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextAreaField id={`item-${name}`} label={label} rows={3} {...form.field(name)} {...extra} />
  );

  return (
    <section>
      <p>
        <Link to={staffPaths.items}>{t('itemForm.backToItems')}</Link>
      </p>
      <PageTitle>{item ? t('itemForm.editTitleOf', { name: item.name }) : t('itemForm.newTitle')}</PageTitle>
      {item && (
        <p className="back-office-status">
          {item.active ? t('items.onSale') : t('items.offSale')}{' '}
          <Button variant="outline-secondary" size="sm" onClick={toggleActive} disabled={save.isPending}>
            {item.active ? t('itemForm.takeOffSale') : t('itemForm.putOnSale')}
          </Button>
        </p>
      )}
      <EditorStatus editor={editor} />
      <Form ref={form.formRef} noValidate onSubmit={submit} className="back-office-form">
        <fieldset>
          <legend>{t('itemForm.identity')}</legend>
          {text('itemCode', t('itemForm.itemCode'), {
            required: true,
            autoCapitalize: 'characters',
            spellCheck: false,
          })}
          <SelectField id="item-brandId" label={t('itemForm.brand')} required {...form.field('brandId')}>
            <option value="">{t('itemForm.choose')}</option>
            {choices.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="item-categoryId"
            label={t('itemForm.category')}
            required
            {...form.field('categoryId')}
          >
            <option value="">{t('itemForm.choose')}</option>
            {choices.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.parentId === null ? category.name : `— ${category.name}`}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="item-categoryType"
            label={t('itemForm.kind')}
            required
            {...form.field('categoryType')}
          >
            <option value="">{t('itemForm.choose')}</option>
            {choices.categoryTypes.map((kind) => (
              <option key={kind} value={kind}>
                {t(`itemForm.kinds.${kind}`, kind)}
              </option>
            ))}
          </SelectField>
        </fieldset>
        <fieldset>
          <legend>{t('itemForm.texts')}</legend>
          <div className="back-office-languages">
            <div lang="en" dir="ltr">
              {text('name', t('itemForm.nameEn'), { required: true })}
              {longText('description', t('itemForm.descriptionEn'), { required: true })}
            </div>
            <div lang="ar" dir="rtl">
              {text('nameAr', t('itemForm.nameAr'))}
              {longText('descriptionAr', t('itemForm.descriptionAr'))}
            </div>
            <div lang="zh" dir="ltr">
              {text('nameZh', t('itemForm.nameZh'))}
              {longText('descriptionZh', t('itemForm.descriptionZh'))}
            </div>
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('itemForm.priceAndStock')}</legend>
          <div className="back-office-numbers">
            {text('price', t('itemForm.price'), {
              required: true,
              inputMode: 'decimal',
              hint: t('itemForm.priceHint'),
            })}
            {text('listPrice', t('itemForm.listPrice'), {
              inputMode: 'decimal',
              hint: t('itemForm.listPriceHint'),
            })}
            {text('stock', t('itemForm.stock'), { required: true, inputMode: 'numeric' })}
            {text('milesToRedeem', t('itemForm.milesToRedeem'), { inputMode: 'numeric' })}
            {text('milesToEarn', t('itemForm.milesToEarn'), { inputMode: 'numeric' })}
          </div>
          <Form.Check
            id="item-travelExclusive"
            type="checkbox"
            label={t('itemForm.travelExclusive')}
            checked={form.values.travelExclusive === 'true'}
            onChange={(event) => form.setValue('travelExclusive', String(event.target.checked))}
          />
        </fieldset>
        <Button type="submit" variant="primary" size="lg" disabled={save.isPending}>
          {save.isPending && (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          {item ? t('itemForm.save') : t('itemForm.create')}
        </Button>
      </Form>
    </section>
  );
}

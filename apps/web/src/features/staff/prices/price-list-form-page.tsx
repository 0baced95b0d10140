import {
  type BackOfficePriceList,
  type PriceListItem,
  type PriceListKind,
  priceListDraft,
} from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { SelectField, TextField } from '../../../components/form-field.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { type FieldErrorMap, parseForm } from '../../../lib/form-errors.ts';
import { AdminOnly } from '../back-office/admin-only.tsx';
import { EditorStatus, useEditor } from '../back-office/editor.tsx';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';
import { priceListPath, staffPaths } from '../shared/staff-paths.ts';
import { usePriceList, useSavePriceList } from './api/price-lists.ts';
import {
  emptyPriceListForm,
  emptyRow,
  formFieldOf,
  type PriceListFormValues,
  type PriceSection,
  priceListDraftInput,
  priceListFormValues,
  priceSections,
  rowItemIds,
  withPickedItem,
} from './price-list-form.ts';
import { ItemFinder, type KnownItems, RowItems } from './price-list-items.tsx';

/** A new promotion code or offer (`/staff/prices/new?kind=`), or an existing one to edit or end. */
export function PriceListFormPage() {
  const { t } = useTranslation('staff');
  const { priceListId } = useParams();
  const id = priceListId && /^\d+$/.test(priceListId) ? Number(priceListId) : undefined;
  return (
    <AdminOnly title={id ? t('priceListForm.editTitle') : t('priceListForm.newTitle')}>
      <PriceListLoader priceListId={id} />
    </AdminOnly>
  );
}

function PriceListLoader({ priceListId }: { priceListId: number | undefined }) {
  const { t } = useTranslation('staff');
  const [search] = useSearchParams();
  const saved = usePriceList(priceListId);
  const failureMessage = useStaffFailureMessage();
  if (saved.error) {
    return (
      <div className="alert alert-danger" role="alert">
        {failureMessage(saved.error)} <Link to={staffPaths.priceLists}>{t('priceListForm.back')}</Link>
      </div>
    );
  }
  if (priceListId !== undefined && !saved.data) return <LoadingIndicator label={t('priceLists.loading')} />;
  const kind: PriceListKind = search.get('kind') === 'offer' ? 'offer' : 'promo';
  return (
    <PriceListForm
      key={saved.data?.priceList.id ?? kind}
      saved={saved.data?.priceList}
      items={saved.data?.items ?? []}
      kind={kind}
    />
  );
}

function PriceListForm({
  saved,
  items,
  kind,
}: {
  saved: BackOfficePriceList | undefined;
  items: readonly PriceListItem[];
  kind: PriceListKind;
}) {
  const { t } = useTranslation('staff');
  const [values, setValues] = useState<PriceListFormValues>(() =>
    saved ? priceListFormValues(saved) : emptyPriceListForm(kind),
  );
  const [known, setKnown] = useState<KnownItems>(() => new Map(items.map((item) => [item.id, item])));
  const knowAll = (more: readonly PriceListItem[]) =>
    setKnown((current) => new Map([...current, ...more.map((item) => [item.id, item] as const)]));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const save = useSavePriceList();
  const editor = useEditor('price-list');
  const set = (change: Partial<PriceListFormValues>) => setValues((current) => ({ ...current, ...change }));
  const showErrors = (map: FieldErrorMap) =>
    setErrors(
      Object.fromEntries(Object.entries(map).map(([field, message]) => [formFieldOf(field), message])),
    );
  const isPromo = values.kind === 'promo';

  function submit(event: React.FormEvent) {
    event.preventDefault();
    editor.submit({
      parsed: parseForm(priceListDraft, priceListDraftInput(values)),
      showErrors,
      call: save,
      variables: (draft) =>
        saved
          ? ({ kind: 'update', priceListId: saved.id, draft } as const)
          : ({ kind: 'create', draft } as const),
      saved: ({ priceList, items: named }) => {
        knowAll(named);
        return { message: t('priceListForm.saved'), to: saved ? undefined : priceListPath(priceList.id) };
      },
    });
  }

  function end() {
    if (!saved) return;
    editor.submit({
      parsed: { data: saved.id, errors: null },
      showErrors,
      call: save,
      variables: (priceListId) => ({ kind: 'end', priceListId }) as const,
      saved: ({ priceList }) => {
        setValues(priceListFormValues(priceList));
        return { message: t('priceListForm.ended') };
      },
    });
  }

  const title = saved
    ? t('priceListForm.editTitle')
    : isPromo
      ? t('priceListForm.newPromoTitle')
      : t('priceListForm.newOfferTitle');
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <p>
        <Link to={staffPaths.priceLists}>{t('priceListForm.back')}</Link>
      </p>
      {saved && isPromo && (
        <p className="lead">
          {saved.draft.usageLimit === null
            ? t('priceLists.usedUnlimited', { count: saved.usageCount })
            : t('priceLists.usedOf', { count: saved.usageCount, limit: saved.draft.usageLimit })}
        </p>
      )}
      <EditorStatus editor={editor} />
      <Form noValidate onSubmit={submit} className="back-office-form">
        <div role="alert" className="form-alert">
          {errors.unitRates && <div className="alert alert-danger mb-3">{errors.unitRates}</div>}
        </div>
        <div className="back-office-numbers">
          {isPromo && (
            <TextField
              id="price-list-promoCode"
              label={t('priceListForm.promoCode')}
              value={values.promoCode}
              error={errors.promoCode}
              autoCapitalize="characters"
              onChange={(event) => set({ promoCode: event.target.value })}
            />
          )}
          <SelectField
            id="price-list-rule"
            label={t('priceListForm.rule')}
            value={values.rule}
            error={errors.rule}
            onChange={(event) => set({ rule: event.target.value })}
          >
            {(['1', '2', '3', '4'] as const).map((rule) => (
              <option key={rule} value={rule}>
                {t(`priceListForm.rules.${rule}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          id="price-list-name"
          label={t('priceListForm.name')}
          value={values.name}
          error={errors.name}
          onChange={(event) => set({ name: event.target.value })}
        />
        <div className="back-office-numbers">
          <TextField
            id="price-list-nameAr"
            label={t('priceListForm.nameAr')}
            lang="ar"
            dir="rtl"
            value={values.nameAr}
            error={errors.nameAr}
            onChange={(event) => set({ nameAr: event.target.value })}
          />
          <TextField
            id="price-list-nameZh"
            label={t('priceListForm.nameZh')}
            lang="zh"
            value={values.nameZh}
            error={errors.nameZh}
            onChange={(event) => set({ nameZh: event.target.value })}
          />
        </div>
        <div className="back-office-numbers">
          <TextField
            id="price-list-validFrom"
            label={t('tiers.validFrom')}
            type="date"
            value={values.validFrom}
            error={errors.validFrom}
            onChange={(event) => set({ validFrom: event.target.value })}
          />
          <TextField
            id="price-list-validTo"
            label={t('tiers.validTo')}
            type="date"
            value={values.validTo}
            error={errors.validTo}
            onChange={(event) => set({ validTo: event.target.value })}
          />
          {isPromo && (
            <TextField
              id="price-list-usageLimit"
              label={t('priceListForm.usageLimit')}
              hint={t('priceListForm.usageLimitHint')}
              inputMode="numeric"
              value={values.usageLimit}
              error={errors.usageLimit}
              onChange={(event) => set({ usageLimit: event.target.value })}
            />
          )}
        </div>
        <Form.Check
          id="price-list-active"
          className="mb-3"
          label={t('priceListForm.active')}
          checked={values.active}
          onChange={(event) => set({ active: event.target.checked })}
        />
        {(Object.keys(priceSections) as PriceSection[]).map((section) => (
          <PriceRows
            key={section}
            section={section}
            rows={values[section]}
            errors={errors}
            known={known}
            onChange={(rows) => set({ [section]: rows })}
            onPick={(item) => {
              knowAll([item]);
              setValues((current) => ({
                ...current,
                [section]: withPickedItem(section, current[section], item.id),
              }));
            }}
          />
        ))}
        <div className="back-office-actions mt-4">
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {t('priceListForm.save')}
          </Button>
          {saved && (
            <Button variant="outline-danger" disabled={save.isPending} onClick={end}>
              {t('priceListForm.end')}
            </Button>
          )}
        </div>
      </Form>
    </>
  );
}

/** One section's rows (item rates, volume tiers, buy-get offers or bundles), each removable. */
function PriceRows({
  section,
  rows,
  errors,
  known,
  onChange,
  onPick,
}: {
  section: PriceSection;
  rows: PriceListFormValues[PriceSection];
  errors: FieldErrorMap;
  known: KnownItems;
  onChange: (rows: PriceListFormValues[PriceSection]) => void;
  onPick: (item: PriceListItem) => void;
}) {
  const { t } = useTranslation('staff');
  const titleId = `${section}-title`;
  const title = t(`priceListForm.sections.${section}.title`);
  return (
    <section className="back-office-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>{t(`priceListForm.sections.${section}.intro`)}</p>
      {rows.map((row, index) => (
        <fieldset key={row.rowKey} className="back-office-tier">
          <legend>{t('priceListForm.row', { number: index + 1 })}</legend>
          {priceSections[section].map((field) => (
            <TextField
              key={field}
              id={`${section}-${index}-${field}`}
              label={t(`priceListForm.fields.${field}`)}
              inputMode={field === 'price' ? 'decimal' : field === 'itemIds' ? 'text' : 'numeric'}
              value={row[field]}
              error={errors[`${section}.${index}.${field}`]}
              onChange={(event) =>
                onChange(rows.map((r, i) => (i === index ? { ...r, [field]: event.target.value } : r)))
              }
            />
          ))}
          <RowItems ids={rowItemIds(row)} known={known} />
          <Button
            variant="outline-danger"
            size="sm"
            className="back-office-tier__remove"
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            {t('priceListForm.remove', { number: index + 1 })}
          </Button>
        </fieldset>
      ))}
      <Button variant="outline-dark" onClick={() => onChange([...rows, emptyRow(section)])}>
        {t(`priceListForm.sections.${section}.add`)}
      </Button>
      <ItemFinder
        id={`${section}-find`}
        addLabel={(name) => t('priceListForm.find.addTo', { name, section: title })}
        onPick={onPick}
      />
    </section>
  );
}

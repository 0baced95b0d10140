import { itemVolumePricesDraft } from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { type FieldErrorMap, parseForm } from '../../../lib/form-errors.ts';
import { EditorStatus, useEditor } from '../back-office/editor.tsx';
import { centsToDollars } from '../back-office/typed-numbers.ts';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';
import { useItemVolumePrices, useSaveItemVolumePrices } from './api/item-volume-prices.ts';
import { type TierRow, volumePricesInput } from './item-form.ts';

const today = () => new Date().toISOString().slice(0, 10);
let lastRowKey = 0;
const emptyTier = (): TierRow => ({ rowKey: ++lastRowKey, startQuantity: '', endQuantity: '', price: '' });

/** Buy more, pay less: the item's tiers (from, to, unit price) and the days they run. */
export function VolumePricesEditor({ itemId }: { itemId: number }) {
  const { t } = useTranslation('staff');
  const saved = useItemVolumePrices(itemId);
  const failureMessage = useStaffFailureMessage();
  return (
    <section className="back-office-section" aria-labelledby="tiers-title">
      <h2 id="tiers-title">{t('tiers.title')}</h2>
      <p>{t('tiers.intro')}</p>
      {saved.isPending ? (
        <LoadingIndicator label={t('tiers.loading')} />
      ) : saved.isError ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(saved.error)}
        </div>
      ) : (
        <TierForm
          itemId={itemId}
          initial={
            saved.data.volumePrices
              ? {
                  validFrom: saved.data.volumePrices.validFrom,
                  validTo: saved.data.volumePrices.validTo,
                  tiers: saved.data.volumePrices.tiers.map((tier) => ({
                    rowKey: ++lastRowKey,
                    startQuantity: String(tier.startQuantity),
                    endQuantity: String(tier.endQuantity),
                    price: centsToDollars(tier.priceCents),
                  })),
                }
              : { validFrom: today(), validTo: today(), tiers: [emptyTier()] }
          }
        />
      )}
    </section>
  );
}

type TierFormValues = { validFrom: string; validTo: string; tiers: TierRow[] };

function TierForm({ itemId, initial }: { itemId: number; initial: TierFormValues }) {
  const { t } = useTranslation('staff');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const save = useSaveItemVolumePrices(itemId);
  const editor = useEditor();

  const setTier = (index: number, change: Partial<TierRow>) =>
    setValues((current) => ({
      ...current,
      tiers: current.tiers.map((tier, i) => (i === index ? { ...tier, ...change } : tier)),
    }));
  // Prices are typed in dollars; the server names the field priceCents.
  const errorOf = (field: string) => errors[field] ?? errors[field.replace(/\.price$/, '.priceCents')];

  function submit(event: React.FormEvent) {
    event.preventDefault();
    editor.submit({
      parsed: parseForm(
        itemVolumePricesDraft,
        volumePricesInput(values.validFrom, values.validTo, values.tiers),
      ),
      showErrors: setErrors,
      call: save,
      variables: (draft) => draft,
      saved: () => ({ message: t('tiers.saved') }),
    });
  }

  return (
    <Form noValidate onSubmit={submit} className="back-office-tiers">
      <EditorStatus editor={editor} />
      <div role="alert" className="form-alert">
        {errors.tiers && <div className="alert alert-danger mb-3">{errors.tiers}</div>}
      </div>
      <div className="back-office-numbers">
        <TextField
          id="tiers-validFrom"
          label={t('tiers.validFrom')}
          type="date"
          value={values.validFrom}
          error={errors.validFrom}
          onChange={(event) => setValues({ ...values, validFrom: event.target.value })}
        />
        <TextField
          id="tiers-validTo"
          label={t('tiers.validTo')}
          type="date"
          value={values.validTo}
          error={errors.validTo}
          onChange={(event) => setValues({ ...values, validTo: event.target.value })}
        />
      </div>
      {values.tiers.map((tier, index) => (
        <fieldset key={tier.rowKey} className="back-office-tier">
          <legend>{t('tiers.tier', { number: index + 1 })}</legend>
          <TextField
            id={`tier-${index}-start`}
            label={t('tiers.from')}
            inputMode="numeric"
            value={tier.startQuantity}
            error={errorOf(`tiers.${index}.startQuantity`)}
            onChange={(event) => setTier(index, { startQuantity: event.target.value })}
          />
          <TextField
            id={`tier-${index}-end`}
            label={t('tiers.to')}
            inputMode="numeric"
            value={tier.endQuantity}
            error={errorOf(`tiers.${index}.endQuantity`)}
            onChange={(event) => setTier(index, { endQuantity: event.target.value })}
          />
          <TextField
            id={`tier-${index}-price`}
            label={t('tiers.unitPrice')}
            inputMode="decimal"
            value={tier.price}
            error={errorOf(`tiers.${index}.price`)}
            onChange={(event) => setTier(index, { price: event.target.value })}
          />
          {values.tiers.length > 1 && (
            <Button
              variant="outline-danger"
              size="sm"
              className="back-office-tier__remove"
              onClick={() => setValues({ ...values, tiers: values.tiers.filter((_, i) => i !== index) })}
            >
              {t('tiers.remove', { number: index + 1 })}
            </Button>
          )}
        </fieldset>
      ))}
      <div className="back-office-actions">
        <Button
          variant="outline-secondary"
          onClick={() => setValues({ ...values, tiers: [...values.tiers, emptyTier()] })}
        >
          {t('tiers.add')}
        </Button>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t('tiers.save')}
        </Button>
      </div>
    </Form>
  );
}

import {
  type CustomsAllowance,
  type CustomsRuleVersion,
  customsAllowances,
  itemCategoryTypes,
} from '@dutyfree/contracts';
import { allowanceUnit } from '@dutyfree/pricing';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { isolate } from '../../../lib/bidi.ts';
import { useDisplayDates } from '../../../lib/display-dates.ts';
import { useRegionName } from '../../../lib/region-names.ts';
import { AdminOnly } from '../back-office/admin-only.tsx';
import { type Editor, EditorStatus, useEditor } from '../back-office/editor.tsx';
import { useExchangeRates } from '../shared/api/exchange-rates.ts';
import { useStaffTime } from '../shared/staff-format.ts';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';
import { useCustomsRuleHistory, useCustomsRules, useSaveCustomsRule } from './api/customs-rules.ts';
import './customs-rules.css';
import { customsRuleFormValues, parseCustomsRuleForm } from './customs-rule-form.ts';

/** A rule's destination as the admin reads it: the country (or the EU) in their language. */
function useDestinationName() {
  const regionName = useRegionName();
  return (rule: Pick<CustomsRuleVersion, 'region' | 'destination'>) =>
    regionName(rule.region, rule.destination);
}

/**
 * An allowance as the admin reads it: litres of alcohol, millilitres of fragrance, pieces and grams of
 * tobacco, or "no limit known".
 */
function useFigure() {
  const { t } = useTranslation('staff');
  return (kind: CustomsAllowance, value: number | null) => {
    if (value === null) return t('customsRules.noLimit');
    const unit = allowanceUnit(kind);
    return t(`customsRules.figures.${unit}`, { value: unit === 'litres' ? value / 1000 : value });
  };
}

/** The value of other goods allowed, as the admin reads it ("GBP 390"), or "no limit known". */
function useGoodsValue() {
  const { t } = useTranslation('staff');
  return (value: CustomsRuleVersion['goodsValue']) =>
    value === null
      ? t('customsRules.noLimit')
      : t('customsRules.goodsValueFigure', { code: value.currencyCode, value: value.allowed });
}

/** A value allowance as one comparable text (null: none kept). */
const goodsValueText = (value: CustomsRuleVersion['goodsValue']) =>
  value && `${value.allowed} ${value.currencyCode}`;

/** The kinds of goods a rule bans, as the admin reads them, or "none". */
function useBannedKinds() {
  const { t } = useTranslation('staff');
  return (types: CustomsRuleVersion['bannedCategoryTypes']) =>
    types.map((type) => t(`itemForm.kinds.${type}`)).join(', ') || t('customsRules.noBans');
}

/**
 * The destinations' customs rules: allowances, banned categories, legal ages, with the source each was
 * read from. A save is a new version that holds for orders placed after it; every version is listed.
 */
export function CustomsRulesPage() {
  const { t } = useTranslation('staff');
  return (
    <AdminOnly title={t('customsRules.title')}>
      <PageTitle>{t('customsRules.title')}</PageTitle>
      <p>{t('customsRules.intro')}</p>
      <RulesEditor />
    </AdminOnly>
  );
}

/** The rules, the one being edited and its history; asked of the server only for an admin. */
function RulesEditor() {
  const { t } = useTranslation('staff');
  const rules = useCustomsRules();
  const failureMessage = useStaffFailureMessage();
  const editor = useEditor<string>();
  const destinationName = useDestinationName();
  const figure = useFigure();
  const goodsValue = useGoodsValue();
  const bannedKinds = useBannedKinds();
  const editing = rules.data?.rules.find((rule) => rule.destination === editor.editing) ?? null;
  return (
    <>
      {rules.isPending ? (
        <LoadingIndicator label={t('customsRules.loading')} />
      ) : rules.isError ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(rules.error)}
        </div>
      ) : rules.data.rules.length === 0 ? (
        <p className="text-body-secondary">{t('customsRules.none')}</p>
      ) : (
        <div className="table-responsive back-office-scroll">
          <table className="table table-sm back-office-table">
            <caption className="visually-hidden">{t('customsRules.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('customsRules.destination')}</th>
                <th scope="col">{t('customsRules.version')}</th>
                {customsAllowances.map((kind) => (
                  <th scope="col" key={kind}>
                    {t(`customsRules.allowances.${kind}`)}
                  </th>
                ))}
                <th scope="col">{t('customsRules.goodsValue')}</th>
                <th scope="col">{t('customsRules.legalAgeAlcohol')}</th>
                <th scope="col">{t('customsRules.banned')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('customsRules.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rules.data.rules.map((rule) => (
                <tr key={rule.destination} {...editor.rowProps(rule.destination)}>
                  <th scope="row">{destinationName(rule)}</th>
                  <td>{rule.version}</td>
                  {customsAllowances.map((kind) => (
                    <td key={kind}>{figure(kind, rule.allowances[kind])}</td>
                  ))}
                  <td>{goodsValue(rule.goodsValue)}</td>
                  <td>{rule.legalAgeAlcohol ?? t('customsRules.noLimit')}</td>
                  {/* A ban is the rule that matters most where it holds: a destination banning alcohol
                      has no alcohol allowance, and its row would otherwise read as "no limit". */}
                  <td>{bannedKinds(rule.bannedCategoryTypes)}</td>
                  <td>
                    <Button
                      variant="link"
                      size="sm"
                      className="p-0 customs-rule-edit"
                      onClick={() => editor.edit(rule.destination)}
                    >
                      {t('customsRules.edit', { destination: destinationName(rule) })}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <RuleForm key={`${editing.destination}-${editing.version}`} rule={editing} editor={editor} />
      )}
      {editing && <RuleHistory rule={editing} />}
    </>
  );
}

function RuleForm({ rule, editor }: { rule: CustomsRuleVersion; editor: Editor<string> }) {
  const { t } = useTranslation('staff');
  const destinationName = useDestinationName();
  const form = useForm(() => customsRuleFormValues(rule));
  const [banned, setBanned] = useState<readonly string[]>(rule.bannedCategoryTypes);
  const save = useSaveCustomsRule();
  const rates = useExchangeRates();
  // The rule's own currency is offered while the shop's list loads (or if it failed), so that the form
  // never shows a value kept in a currency it does not list.
  const kept = rule.goodsValue?.currencyCode;
  const currencyCodes = [
    ...new Set([...(rates.data?.rates.map((rate) => rate.code) ?? []), ...(kept ? [kept] : [])]),
  ];
  const titleId = 'customs-rule-form-title';
  const name = destinationName(rule);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    editor.submit({
      parsed: parseCustomsRuleForm(rule.destination, form.values, banned),
      showErrors: form.showErrors,
      call: save,
      variables: (draft) => draft,
      saved: (saved) => ({
        message: t('customsRules.saved', { destination: name, version: saved.version }),
        key: saved.destination,
      }),
    });
  }

  return (
    <Form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      className="back-office-form mt-4"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="h4">
        {t('customsRules.formTitle', { destination: name, version: rule.version })}
      </h2>
      <EditorStatus editor={editor} />
      <p className="text-body-secondary">{t('customsRules.formHint')}</p>
      <fieldset className="customs-rule-fieldset">
        <legend className="h6">{t('customsRules.allowancesLegend')}</legend>
        <div className="customs-rule-figures">
          {customsAllowances.map((kind) => (
            <TextField
              key={kind}
              id={`customs-${kind}`}
              label={t(`customsRules.units.${allowanceUnit(kind)}`, {
                allowance: t(`customsRules.allowances.${kind}`),
              })}
              inputMode="decimal"
              autoComplete="off"
              {...form.field(`allowances.${kind}`)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="customs-rule-fieldset">
        <legend className="h6">{t('customsRules.goodsValueLegend')}</legend>
        <div className="customs-rule-figures">
          <TextField
            id="customs-goodsValue-allowed"
            label={t('customsRules.goodsValueAllowed')}
            inputMode="numeric"
            autoComplete="off"
            {...form.field('goodsValue.allowed')}
          />
          {/* The shop's currencies, the ones whose rate the value can be judged at. */}
          <SelectField
            id="customs-goodsValue-currencyCode"
            label={t('customsRules.goodsValueCurrency')}
            {...form.field('goodsValue.currencyCode')}
          >
            <option value="">{t('customsRules.goodsValueNoCurrency')}</option>
            {currencyCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      <fieldset className="customs-rule-fieldset">
        <legend className="h6">{t('customsRules.agesLegend')}</legend>
        <div className="customs-rule-figures">
          <TextField
            id="customs-legalAgeAlcohol"
            label={t('customsRules.legalAgeAlcohol')}
            inputMode="numeric"
            autoComplete="off"
            {...form.field('legalAgeAlcohol')}
          />
          <TextField
            id="customs-legalAgeTobacco"
            label={t('customsRules.legalAgeTobacco')}
            inputMode="numeric"
            autoComplete="off"
            {...form.field('legalAgeTobacco')}
          />
        </div>
      </fieldset>
      <fieldset className="customs-rule-fieldset">
        <legend className="h6">{t('customsRules.bannedLegend')}</legend>
        <div className="customs-rule-banned">
          {itemCategoryTypes.map((type) => (
            <Form.Check
              key={type}
              id={`customs-banned-${type}`}
              label={t(`itemForm.kinds.${type}`)}
              checked={banned.includes(type)}
              onChange={(event) =>
                setBanned((current) =>
                  event.target.checked ? [...current, type] : current.filter((kept) => kept !== type),
                )
              }
            />
          ))}
        </div>
      </fieldset>
      <TextField
        id="customs-sourceUrl"
        label={t('customsRules.sourceUrl')}
        dir="ltr"
        autoComplete="off"
        required
        {...form.field('sourceUrl')}
      />
      <TextField
        id="customs-sourceReadOn"
        label={t('customsRules.sourceReadOn')}
        type="date"
        required
        {...form.field('sourceReadOn')}
      />
      {/* The notes are in the language they were written in, whatever the screen's. */}
      <TextAreaField
        id="customs-missing"
        label={t('customsRules.missing')}
        dir="auto"
        rows={3}
        {...form.field('missing')}
      />
      <div className="d-flex gap-2">
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t('customsRules.save')}
        </Button>
        <Button variant="outline-secondary" onClick={() => editor.edit(null)}>
          {t('customsRules.cancel')}
        </Button>
      </div>
    </Form>
  );
}

/** Every version of the rule, newest first, each with what it changed from the one before. */
function RuleHistory({ rule }: { rule: CustomsRuleVersion }) {
  const { t } = useTranslation('staff');
  const history = useCustomsRuleHistory(rule.destination);
  const failureMessage = useStaffFailureMessage();
  const time = useStaffTime();
  const { day } = useDisplayDates();
  const figure = useFigure();
  const goodsValue = useGoodsValue();
  const bannedKinds = useBannedKinds();
  const titleId = 'customs-rule-history-title';
  const versions = history.data?.versions ?? [];
  return (
    <section className="back-office-section mt-4" aria-labelledby={titleId}>
      <h2 id={titleId} className="h4">
        {t('customsRules.historyTitle')}
      </h2>
      {history.isPending ? (
        <LoadingIndicator label={t('customsRules.historyLoading')} />
      ) : history.isError ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(history.error)}
        </div>
      ) : (
        <ol className="customs-rule-history" reversed>
          {versions.map((version, index) => {
            const before = versions[index + 1];
            const changed = before
              ? customsAllowances.filter((kind) => before.allowances[kind] !== version.allowances[kind])
              : [];
            const valueChanged =
              before && goodsValueText(before.goodsValue) !== goodsValueText(version.goodsValue);
            const agesChanged =
              before &&
              (before.legalAgeAlcohol !== version.legalAgeAlcohol ||
                before.legalAgeTobacco !== version.legalAgeTobacco);
            const bansChanged =
              before && before.bannedCategoryTypes.join() !== version.bannedCategoryTypes.join();
            return (
              <li key={version.version}>
                <p className="mb-1">
                  <strong>{t('customsRules.versionOf', { version: version.version })}</strong>{' '}
                  {t('customsRules.validFrom', {
                    from: time(new Date(version.validFrom).toISOString()),
                    who: version.changedBy ?? t('customsRules.published'),
                  })}
                </p>
                {before ? (
                  <ul>
                    {changed.map((kind) => (
                      <li key={kind}>
                        {t('customsRules.changedFigure', {
                          allowance: t(`customsRules.allowances.${kind}`),
                          before: figure(kind, before.allowances[kind]),
                          after: figure(kind, version.allowances[kind]),
                        })}
                      </li>
                    ))}
                    {valueChanged && (
                      <li>
                        {t('customsRules.changedFigure', {
                          allowance: t('customsRules.goodsValue'),
                          before: goodsValue(before.goodsValue),
                          after: goodsValue(version.goodsValue),
                        })}
                      </li>
                    )}
                    {agesChanged && (
                      <li>
                        {t('customsRules.changedAges', {
                          before: `${before.legalAgeAlcohol ?? '–'} / ${before.legalAgeTobacco ?? '–'}`,
                          after: `${version.legalAgeAlcohol ?? '–'} / ${version.legalAgeTobacco ?? '–'}`,
                        })}
                      </li>
                    )}
                    {bansChanged && (
                      <li>
                        {t('customsRules.changedBans', { after: bannedKinds(version.bannedCategoryTypes) })}
                      </li>
                    )}
                    {changed.length === 0 && !valueChanged && !agesChanged && !bansChanged && (
                      <li>{t('customsRules.changedSource')}</li>
                    )}
                  </ul>
                ) : (
                  <p className="mb-1">
                    {t('customsRules.firstVersion', {
                      source: isolate(version.sourceUrl),
                      readOn: isolate(day(version.sourceReadOn)),
                    })}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

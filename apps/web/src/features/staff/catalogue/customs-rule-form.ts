import {
  type CustomsAllowance,
  type CustomsRuleDraft,
  type CustomsRuleVersion,
  customsAllowances,
  customsRuleDraft,
} from '@dutyfree/contracts';
import { allowanceUnit } from '@dutyfree/pricing';
import { type ParsedForm, parseForm } from '../../../lib/form-errors.ts';

// The customs rule's form: alcohol is typed in litres (the figures customs publish), fragrance in
// millilitres, tobacco by the piece and in grams, the value of other goods in whole units of a currency,
// ages in years; an empty field is "no limit known" (null). The contracts' schema judges what was typed.

export type CustomsRuleFormValues = Record<string, string>;

const shown = (value: number | null, litres: boolean) =>
  value === null ? '' : litres ? String(value / 1000) : String(value);

const inLitres = (kind: CustomsAllowance) => allowanceUnit(kind) === 'litres';

export function customsRuleFormValues(rule: CustomsRuleVersion): CustomsRuleFormValues {
  const values: CustomsRuleFormValues = {
    legalAgeAlcohol: shown(rule.legalAgeAlcohol, false),
    legalAgeTobacco: shown(rule.legalAgeTobacco, false),
    sourceUrl: rule.sourceUrl,
    sourceReadOn: rule.sourceReadOn,
    missing: rule.missing ?? '',
    'goodsValue.allowed': shown(rule.goodsValue?.allowed ?? null, false),
    'goodsValue.currencyCode': rule.goodsValue?.currencyCode ?? '',
  };
  for (const kind of customsAllowances)
    values[`allowances.${kind}`] = shown(rule.allowances[kind], inLitres(kind));
  return values;
}

/** A typed figure: empty is null; a comma or the Arabic decimal separator is the decimal point. */
function typed(text: string, scale: number): number | null {
  const trimmed = text
    .trim()
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[,٫]/, '.');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * scale * 1000) / 1000;
}

export function parseCustomsRuleForm(
  destination: string,
  values: CustomsRuleFormValues,
  bannedCategoryTypes: readonly string[],
): ParsedForm<CustomsRuleDraft> {
  return parseForm(customsRuleDraft, {
    destination,
    legalAgeAlcohol: typed(values.legalAgeAlcohol ?? '', 1),
    legalAgeTobacco: typed(values.legalAgeTobacco ?? '', 1),
    allowances: Object.fromEntries(
      customsAllowances.map((kind) => [
        kind,
        typed(values[`allowances.${kind}`] ?? '', inLitres(kind) ? 1000 : 1),
      ]),
    ),
    // No amount is no value allowance, whatever currency is picked.
    goodsValue: values['goodsValue.allowed']?.trim()
      ? {
          allowed: typed(values['goodsValue.allowed'], 1),
          currencyCode: values['goodsValue.currencyCode'] ?? '',
        }
      : null,
    bannedCategoryTypes,
    sourceUrl: values.sourceUrl ?? '',
    sourceReadOn: values.sourceReadOn ?? '',
    missing: values.missing?.trim() ? values.missing : null,
  });
}

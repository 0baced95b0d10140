import type { BackOfficePriceList, PriceListDraftInput, PriceListKind } from '@dutyfree/contracts';
import { centsToDollars, dollarsToCents, wholeNumber } from '../back-office/typed-numbers.ts';

// The price list form holds what the admin typed, as text, in four sections of rows (what the pricing
// package prices): item rates, volume tiers, buy-get offers and bundles. Prices are typed in dollars and
// sent as whole cents; a bundle's items are typed as item numbers separated by commas.

export const priceSections = {
  unitRates: ['itemId', 'price'],
  volumeTiers: ['itemId', 'startQuantity', 'endQuantity', 'price'],
  buyGetOffers: ['itemId', 'buyQuantity', 'getQuantity', 'getItemId'],
  bundles: ['itemIds', 'price'],
} as const;
export type PriceSection = keyof typeof priceSections;

/** One row as typed; `rowKey` keeps each row's fields with it when another row is removed. */
export type PriceRow = { rowKey: string } & Record<string, string>;

export type PriceListFormValues = {
  kind: PriceListKind;
  promoCode: string;
  name: string;
  nameAr: string;
  nameZh: string;
  rule: string;
  validFrom: string;
  validTo: string;
  usageLimit: string;
  active: boolean;
} & Record<PriceSection, PriceRow[]>;

let lastRowKey = 0;
export function emptyRow(section: PriceSection): PriceRow {
  return Object.fromEntries([
    ['rowKey', String(++lastRowKey)],
    ...priceSections[section].map((field) => [field, '']),
  ]) as PriceRow;
}

/** The item numbers a row holds as typed (the item, a gift, a bundle's items); what does not read as one is left out. */
export function rowItemIds(row: PriceRow): number[] {
  return [row.itemId, row.getItemId, ...(row.itemIds ?? '').split(',')]
    .map((text) => wholeNumber(text ?? ''))
    .filter((id) => !Number.isNaN(id));
}

/** The most items a bundle holds (the contracts' limit). */
const BUNDLE_ITEMS = 10;

/**
 * The section's rows with an item found by the search: it fills the last row while that names no item
 * yet, else starts a new row; in bundles it joins the last bundle while that has room (a bundle is built
 * one find after another).
 */
export function withPickedItem(section: PriceSection, rows: PriceRow[], itemId: number): PriceRow[] {
  const last = rows.at(-1);
  const id = String(itemId);
  if (section === 'bundles') {
    const held = (last?.itemIds ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    if (last && held.length < BUNDLE_ITEMS)
      return [...rows.slice(0, -1), { ...last, itemIds: [...held, id].join(', ') }];
    return [...rows, { ...emptyRow(section), itemIds: id }];
  }
  if (last && (last.itemId ?? '').trim() === '') return [...rows.slice(0, -1), { ...last, itemId: id }];
  return [...rows, { ...emptyRow(section), itemId: id }];
}

const today = () => new Date().toISOString().slice(0, 10);

export function emptyPriceListForm(kind: PriceListKind): PriceListFormValues {
  return {
    kind,
    promoCode: '',
    name: '',
    nameAr: '',
    nameZh: '',
    rule: '2',
    validFrom: today(),
    validTo: today(),
    usageLimit: '',
    active: true,
    unitRates: [emptyRow('unitRates')],
    volumeTiers: [],
    buyGetOffers: [],
    bundles: [],
  };
}

/** The form's text for a saved value: cents as dollars, a bundle's items joined by commas. */
function asText(field: string, value: unknown): string {
  if (field === 'price') return centsToDollars(value as number);
  if (field === 'itemIds') return (value as number[]).join(', ');
  return String(value);
}

/** The draft's value for a typed one: whole cents, item numbers, or whole numbers (NaN when not). */
function fromText(field: string, text: string): number | number[] {
  if (field === 'price') return dollarsToCents(text);
  if (field === 'itemIds')
    return text
      .split(',')
      .filter((part) => part.trim() !== '')
      .map(wholeNumber);
  return wholeNumber(text);
}

/** The draft names the price `priceCents`; the form calls it `price`. */
const draftField = (field: string) => (field === 'price' ? 'priceCents' : field);

export function priceListFormValues({ draft }: BackOfficePriceList): PriceListFormValues {
  const rows = (section: PriceSection, saved: readonly Record<string, unknown>[]) =>
    saved.map(
      (entry) =>
        Object.fromEntries([
          ['rowKey', String(++lastRowKey)],
          ...priceSections[section].map((field) => [field, asText(field, entry[draftField(field)])]),
        ]) as PriceRow,
    );
  return {
    kind: draft.kind,
    promoCode: draft.promoCode ?? '',
    name: draft.name,
    nameAr: draft.nameAr ?? '',
    nameZh: draft.nameZh ?? '',
    rule: String(draft.rule),
    validFrom: draft.validFrom,
    validTo: draft.validTo,
    usageLimit: draft.usageLimit === null ? '' : String(draft.usageLimit),
    active: draft.active,
    unitRates: rows('unitRates', draft.unitRates),
    volumeTiers: rows('volumeTiers', draft.volumeTiers),
    buyGetOffers: rows('buyGetOffers', draft.buyGetOffers),
    bundles: rows('bundles', draft.bundles),
  };
}

/** The draft the contracts check. */
export function priceListDraftInput(values: PriceListFormValues): PriceListDraftInput {
  const entries = (section: PriceSection) =>
    values[section].map((row) =>
      Object.fromEntries(
        priceSections[section].map((field) => [draftField(field), fromText(field, row[field] ?? '')]),
      ),
    );
  return {
    kind: values.kind,
    promoCode: values.kind === 'promo' ? values.promoCode : null,
    name: values.name,
    nameAr: values.nameAr,
    nameZh: values.nameZh,
    rule: Number(values.rule) as PriceListDraftInput['rule'],
    validFrom: values.validFrom,
    validTo: values.validTo,
    usageLimit:
      values.kind === 'promo' && values.usageLimit.trim() !== '' ? wholeNumber(values.usageLimit) : null,
    active: values.active,
    unitRates: entries('unitRates') as PriceListDraftInput['unitRates'],
    volumeTiers: entries('volumeTiers') as PriceListDraftInput['volumeTiers'],
    buyGetOffers: entries('buyGetOffers') as PriceListDraftInput['buyGetOffers'],
    bundles: entries('bundles') as PriceListDraftInput['bundles'],
  };
}

/** Where a field error of the draft shows on the form: `unitRates.0.priceCents` → `unitRates.0.price`. */
export const formFieldOf = (field: string) => field.replace(/\.priceCents$/, '.price');

/** "55.25" units of a currency per dollar → 55250000 micros; anything else → NaN. */
export function unitsToMicros(text: string): number {
  const match = /^(\d{1,7})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 1_000_000 + Number((match[2] ?? '').padEnd(6, '0'));
}

/** 55250000 micros → "55.25". */
export function microsToUnits(micros: number): string {
  const fraction = String(micros % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return fraction ? `${Math.floor(micros / 1_000_000)}.${fraction}` : String(Math.floor(micros / 1_000_000));
}

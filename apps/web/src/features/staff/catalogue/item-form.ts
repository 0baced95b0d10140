import type { BackOfficeItem, ItemDraftInput, ItemVolumePricesDraftInput } from '@dutyfree/contracts';
import { centsToDollars, dollarsToCents, wholeNumber } from '../back-office/typed-numbers.ts';
import { conflictParams } from '../shared/staff-messages.ts';

// The item form holds what the admin typed, as text; these turn it into the contracts' drafts (prices in
// whole US cents) and back.

export type ItemFormValues = {
  itemCode: string;
  name: string;
  nameAr: string;
  nameZh: string;
  description: string;
  descriptionAr: string;
  descriptionZh: string;
  brandId: string;
  categoryId: string;
  categoryType: string;
  price: string;
  listPrice: string;
  stock: string;
  milesToRedeem: string;
  milesToEarn: string;
  travelExclusive: string;
};

export const emptyItemForm: ItemFormValues = {
  itemCode: '',
  name: '',
  nameAr: '',
  nameZh: '',
  description: '',
  descriptionAr: '',
  descriptionZh: '',
  brandId: '',
  categoryId: '',
  categoryType: '',
  price: '',
  listPrice: '',
  stock: '0',
  milesToRedeem: '0',
  milesToEarn: '0',
  travelExclusive: 'false',
};

export function itemFormValues(item: BackOfficeItem): ItemFormValues {
  return {
    itemCode: item.itemCode,
    name: item.name,
    nameAr: item.nameAr ?? '',
    nameZh: item.nameZh ?? '',
    description: item.description,
    descriptionAr: item.descriptionAr ?? '',
    descriptionZh: item.descriptionZh ?? '',
    brandId: String(item.brandId),
    categoryId: String(item.categoryId),
    categoryType: item.categoryType,
    price: centsToDollars(item.priceCents),
    listPrice: centsToDollars(item.listPriceCents),
    stock: String(item.stock),
    milesToRedeem: String(item.milesToRedeem),
    milesToEarn: String(item.milesToEarn),
    travelExclusive: String(item.travelExclusive),
  };
}

/** The draft the contracts check; a list price left empty is the price (nothing struck through). */
export function itemDraftInput(values: ItemFormValues): ItemDraftInput {
  const priceCents = dollarsToCents(values.price);
  return {
    itemCode: values.itemCode.trim().toUpperCase(),
    name: values.name,
    nameAr: values.nameAr,
    nameZh: values.nameZh,
    description: values.description,
    descriptionAr: values.descriptionAr,
    descriptionZh: values.descriptionZh,
    brandId: wholeNumber(values.brandId),
    categoryId: wholeNumber(values.categoryId),
    categoryType: values.categoryType as ItemDraftInput['categoryType'],
    priceCents,
    listPriceCents: values.listPrice.trim() === '' ? priceCents : dollarsToCents(values.listPrice),
    stock: wholeNumber(values.stock),
    milesToRedeem: wholeNumber(values.milesToRedeem),
    milesToEarn: wholeNumber(values.milesToEarn),
    travelExclusive: values.travelExclusive === 'true',
  };
}

/**
 * The stock as it stands now, when a save was refused because orders (or another admin) moved it since the
 * form was loaded; the next save adjusts from it. Undefined for any other failure.
 */
export function stockMovedTo(error: unknown): number | undefined {
  const current = conflictParams(error, 'backOffice.stockMovedMeanwhile')?.current;
  return typeof current === 'number' ? current : undefined;
}

/** The form's names for the draft's fields (the server answers with the draft's). */
export const itemFormFieldOf: Record<string, keyof ItemFormValues> = {
  priceCents: 'price',
  listPriceCents: 'listPrice',
};

/** One tier as typed; `rowKey` keeps each row's fields with it when another row is removed. */
export type TierRow = { rowKey: number; startQuantity: string; endQuantity: string; price: string };

export function volumePricesInput(
  validFrom: string,
  validTo: string,
  tiers: TierRow[],
): ItemVolumePricesDraftInput {
  return {
    validFrom,
    validTo,
    tiers: tiers.map((tier) => ({
      startQuantity: wholeNumber(tier.startQuantity),
      endQuantity: wholeNumber(tier.endQuantity),
      priceCents: dollarsToCents(tier.price),
    })),
  };
}

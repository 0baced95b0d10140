// The purchase rules of SPEC §4 single out products by item code rather than by a flag on the item, as
// the original shop did. The lists are configuration shared by the web app (which asks the questions),
// the API and the demo seed (which holds a product for every code): change them here and nowhere else.

/** SPEC §4/§9: the categories whose products first ask 'Are you over 18?'. */
export const AGE_GATED_CATEGORIES: readonly string[] = ['TOBACCO', 'LIQUOR'];

/** SPEC §9 age threshold. */
export const MINIMUM_PURCHASE_AGE = 18;

/**
 * SPEC §4/§9: the 8 TOBACCO and LIQUOR item codes that skip the age gate: alcohol-free and nicotine-free
 * goods and accessories sold in those categories.
 */
export const AGE_GATE_EXEMPT_ITEM_CODES: readonly string[] = [
  'LIQ-NA-01',
  'LIQ-NA-02',
  'LIQ-NA-03',
  'LIQ-NA-04',
  'TOB-NF-01',
  'TOB-NF-02',
  'TOB-NF-03',
  'TOB-NF-04',
];

/** The cosmetic ingredient whose ban in the EU triggers the 'Is your destination in Europe?' prompt. */
export const EU_BANNED_INGREDIENT = 'Lilial (butylphenyl methylpropional)';
export const EU_BAN_EFFECTIVE_DATE = '01.03.2022';

/** SPEC §4: cosmetics containing the EU-banned ingredient. */
export const EU_BANNED_COSMETIC_ITEM_CODES: readonly string[] = [
  'COS-EU-01',
  'COS-EU-02',
  'COS-EU-03',
  'COS-EU-04',
  'COS-EU-05',
];

type RuledItem = { itemCategory: string; itemCode: string };

/** Whether adding the item first asks 'Are you over 18?'. */
export function needsAgeCheck(item: RuledItem): boolean {
  return (
    AGE_GATED_CATEGORIES.includes(item.itemCategory) && !AGE_GATE_EXEMPT_ITEM_CODES.includes(item.itemCode)
  );
}

/** Whether adding the item first asks 'Is your destination in Europe?'. */
export function needsEuDestinationCheck(item: Pick<RuledItem, 'itemCode'>): boolean {
  return EU_BANNED_COSMETIC_ITEM_CODES.includes(item.itemCode);
}

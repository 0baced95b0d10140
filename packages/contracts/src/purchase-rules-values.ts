// Plain values of this area (messages, limits, names) apart from its zod schemas: the web app's first
// download needs these, and a bundler keeps a module whole, so schemas beside them would bring zod along.
//
// The purchase rules of SPEC §4 single out products by item code rather than by a flag on the item, as
// the original shop did. Which codes each rule names, and the reason the traveller is shown, are data an
// admin keeps in the back office (table purchase_rule); the categories and the age are fixed here.

/** SPEC §4/§9: the categories whose products first ask 'Are you over 18?'. */
export const AGE_GATED_CATEGORIES: readonly string[] = ['TOBACCO', 'LIQUOR'];

/** SPEC §9 age threshold. */
export const MINIMUM_PURCHASE_AGE = 18;

/**
 * The rules an admin keeps: `ageGateExempt` names the TOBACCO and LIQUOR goods that skip the age gate
 * (alcohol-free and nicotine-free goods, accessories); `euBan` the cosmetics that first ask 'Is your
 * destination in Europe?' and may not be ordered on a flight landing in the EU.
 */
export const purchaseRuleKinds = ['ageGateExempt', 'euBan'] as const;
export type PurchaseRuleKind = (typeof purchaseRuleKinds)[number];

/** A reason's longest text, in each language. */
export const MAX_PURCHASE_RULE_REASON_LENGTH = 500;

/** The shop's rules as the storefront reads them: each rule's codes and its reason in the reader's language. */
export type PurchaseRules = Record<PurchaseRuleKind, { itemCodes: readonly string[]; reason: string }>;

export const purchaseRuleMessages = {
  ruleNotFound: 'There is no such purchase rule.',
  ruleReasonRequired: 'Reason field is required.',
  ruleReasonTooLong: 'A reason is at most 500 characters.',
  ruleItemCodeUnknown: 'No item has this item code.',
  ruleItemCodeListed: 'This item code is already listed.',
  ruleItemCodeNotListed: 'This item code is not listed.',
} as const;

type RuledItem = { itemCategory: string; itemCode: string };

/** Whether adding the item first asks 'Are you over 18?'. */
export function needsAgeCheck(item: RuledItem, rules: Pick<PurchaseRules, 'ageGateExempt'>): boolean {
  return (
    AGE_GATED_CATEGORIES.includes(item.itemCategory) && !rules.ageGateExempt.itemCodes.includes(item.itemCode)
  );
}

/** Whether adding the item first asks 'Is your destination in Europe?'. */
export function needsEuDestinationCheck(
  item: Pick<RuledItem, 'itemCode'>,
  rules: Pick<PurchaseRules, 'euBan'>,
): boolean {
  return rules.euBan.itemCodes.includes(item.itemCode);
}

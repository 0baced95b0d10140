import { z } from 'zod';
import { backOfficeMessages } from './back-office-values.ts';
import { text } from './fields.ts';
import {
  MAX_PURCHASE_RULE_REASON_LENGTH,
  purchaseRuleKinds,
  purchaseRuleMessages,
} from './purchase-rules-values.ts';

// The purchase rules as data: the storefront reads each rule's codes and reason in its language; an admin
// lists the rules, adds and removes item codes and edits the reasons in the three languages. Admin calls
// live under /Staff/api/V1.0/ and answer failures as the items' calls do.

const ruleList = z.object({ itemCodes: z.array(z.string()), reason: z.string() });

/** GET PurchaseRules: what the add-to-cart questions and the checkout form ask by. */
/** No parameters: any given (a cache-buster) is dropped, so that every shopper shares one cached answer. */
export const purchaseRulesQuery = z.object({});

export const purchaseRulesResponse = z.object({ ageGateExempt: ruleList, euBan: ruleList });

export const purchaseRuleQuery = z.object({ rule: z.enum(purchaseRuleKinds) });
export type PurchaseRuleQuery = z.infer<typeof purchaseRuleQuery>;

const reason = () =>
  z
    .string({ error: purchaseRuleMessages.ruleReasonRequired })
    .trim()
    .min(1, { error: purchaseRuleMessages.ruleReasonRequired })
    .max(MAX_PURCHASE_RULE_REASON_LENGTH, { error: purchaseRuleMessages.ruleReasonTooLong })
    .pipe(text());

/** A rule's reason, in every language the shop speaks: the traveller reads it in theirs. */
export const purchaseRuleReasonDraft = z.object({ reason: reason(), reasonAr: reason(), reasonZh: reason() });
export type PurchaseRuleReasonDraft = z.infer<typeof purchaseRuleReasonDraft>;

/** An item code to add to a rule or take off it (codes are kept in capitals, as the items have them). */
export const purchaseRuleItemRequest = z.object({
  itemCode: z
    .string({ error: backOfficeMessages.itemCodeRequired })
    .trim()
    .toUpperCase()
    .min(1, { error: backOfficeMessages.itemCodeRequired })
    .max(100, { error: backOfficeMessages.itemCodeInvalid })
    .pipe(text()),
});
export type PurchaseRuleItemRequest = z.infer<typeof purchaseRuleItemRequest>;

export const backOfficePurchaseRule = z.object({
  rule: z.enum(purchaseRuleKinds),
  itemCodes: z.array(z.string()),
  reason: z.string(),
  reasonAr: z.string(),
  reasonZh: z.string(),
});
export type BackOfficePurchaseRule = z.infer<typeof backOfficePurchaseRule>;

export const backOfficePurchaseRulesResponse = z.object({ rules: z.array(backOfficePurchaseRule) });
export type BackOfficePurchaseRulesResponse = z.infer<typeof backOfficePurchaseRulesResponse>;

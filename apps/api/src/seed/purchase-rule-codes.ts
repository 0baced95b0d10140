import type { PurchaseRuleKind } from '@dutyfree/contracts';

// The demo shop's purchase rules of SPEC §4: the codes each rule names and the reason the traveller is
// shown. Migration 0018 filled a database with the same; the seed writes them again, so that a reseeded
// shop starts from them, and the demo catalogue holds an item for each code (see special-items.ts).
// Admins change them in the back office.

/** The cosmetic ingredient whose ban in the EU the demo's EU-banned cosmetics contain. */
export const EU_BANNED_INGREDIENT = 'Lilial (butylphenyl methylpropional)';
export const EU_BAN_EFFECTIVE_DATE = '01.03.2022';

/** SPEC §4/§9: the 8 TOBACCO and LIQUOR item codes that skip the age gate. */
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

/** SPEC §4: cosmetics containing the EU-banned ingredient. */
export const EU_BANNED_COSMETIC_ITEM_CODES: readonly string[] = [
  'COS-EU-01',
  'COS-EU-02',
  'COS-EU-03',
  'COS-EU-04',
  'COS-EU-05',
];

export type DemoPurchaseRule = {
  itemCodes: readonly string[];
  reason: string;
  reasonAr: string;
  reasonZh: string;
};

export const DEMO_PURCHASE_RULES: Record<PurchaseRuleKind, DemoPurchaseRule> = {
  ageGateExempt: {
    itemCodes: AGE_GATE_EXEMPT_ITEM_CODES,
    reason: 'Contains no alcohol, tobacco or nicotine, so no age check is needed.',
    reasonAr: 'لا يحتوي على كحول أو تبغ أو نيكوتين، لذا لا يلزم التحقق من العمر.',
    reasonZh: '不含酒精、烟草或尼古丁，无需年龄核验。',
  },
  euBan: {
    itemCodes: EU_BANNED_COSMETIC_ITEM_CODES,
    reason: `This product contains ${EU_BANNED_INGREDIENT}, an ingredient banned in cosmetics in the European Union since ${EU_BAN_EFFECTIVE_DATE}.`,
    reasonAr: `يحتوي هذا المنتج على ${EU_BANNED_INGREDIENT}، وهو مكوّن محظور في مستحضرات التجميل في الاتحاد الأوروبي منذ ${EU_BAN_EFFECTIVE_DATE}.`,
    reasonZh: `本产品含有 ${EU_BANNED_INGREDIENT}，自 ${EU_BAN_EFFECTIVE_DATE} 起欧盟禁止在化妆品中使用该成分。`,
  },
};

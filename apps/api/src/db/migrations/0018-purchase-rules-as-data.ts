import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time. The purchase rules become data an admin keeps: each rule (the age-gate exemption, the
// EU ban on cosmetics) with the reason the traveller is shown in the three languages, and the item codes
// it names. They are filled with the codes and texts the shop had as constants, so that an existing
// database keeps its behaviour. Codes are not a foreign key to item: a database is migrated before the
// demo seed writes its items, and the back office checks a code exists when an admin adds it.

const LILIAL = 'Lilial (butylphenyl methylpropional)';

const rules = [
  {
    code: 'ageGateExempt',
    reason: 'Contains no alcohol, tobacco or nicotine, so no age check is needed.',
    reason_ar: 'لا يحتوي على كحول أو تبغ أو نيكوتين، لذا لا يلزم التحقق من العمر.',
    reason_zh: '不含酒精、烟草或尼古丁，无需年龄核验。',
  },
  {
    code: 'euBan',
    reason: `This product contains ${LILIAL}, an ingredient banned in cosmetics in the European Union since 01.03.2022.`,
    reason_ar: `يحتوي هذا المنتج على ${LILIAL}، وهو مكوّن محظور في مستحضرات التجميل في الاتحاد الأوروبي منذ 01.03.2022.`,
    reason_zh: `本产品含有 ${LILIAL}，自 01.03.2022 起欧盟禁止在化妆品中使用该成分。`,
  },
];

const codes = {
  ageGateExempt: [
    'LIQ-NA-01',
    'LIQ-NA-02',
    'LIQ-NA-03',
    'LIQ-NA-04',
    'TOB-NF-01',
    'TOB-NF-02',
    'TOB-NF-03',
    'TOB-NF-04',
  ],
  euBan: ['COS-EU-01', 'COS-EU-02', 'COS-EU-03', 'COS-EU-04', 'COS-EU-05'],
};

export function purchaseRulesAsData(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('purchase_rule')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('reason_ar', 'text', (c) => c.notNull())
        .addColumn('reason_zh', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('purchase_rule_item')
        .addColumn('rule_code', 'text', (c) => c.notNull().references('purchase_rule.code'))
        .addColumn('item_code', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('purchase_rule_item_pk', ['rule_code', 'item_code'])
        .execute();
      // Checkout and the packing list look codes up by item.
      await db.schema
        .createIndex('purchase_rule_item_code_idx')
        .on('purchase_rule_item')
        .column('item_code')
        .execute();
      await db.insertInto('purchase_rule').values(rules).execute();
      await db
        .insertInto('purchase_rule_item')
        .values(
          Object.entries(codes).flatMap(([rule, itemCodes]) =>
            itemCodes.map((itemCode) => ({ rule_code: rule, item_code: itemCode })),
          ),
        )
        .execute();
    },
  };
}

import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time. A destination's customs rule is kept with every version it has had: `customs_rule`
// holds the version in force (and its number), `customs_rule_version` every version's figures, who made
// it (no one for the published figures the shop started with) and from when it holds. An order records
// the destination and version of the rule that judged it, so a later change never rewrites what an order
// was judged by. The rules kept so far become their version 1, holding from the day their source was read.

const FIGURES = [
  'legal_age_alcohol',
  'legal_age_tobacco',
  'alcohol_ml',
  'spirits_ml',
  'wine_ml',
  'beer_ml',
  'cigarettes',
  'cigars',
  'banned_category_types',
  'source_url',
  'source_read_on',
  'missing',
] as const;

export function customsRulesWithHistory(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('customs_rule')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable('customs_rule_version')
        .addColumn('destination', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('legal_age_alcohol', 'integer')
        .addColumn('legal_age_tobacco', 'integer')
        .addColumn('alcohol_ml', 'integer')
        .addColumn('spirits_ml', 'integer')
        .addColumn('wine_ml', 'integer')
        .addColumn('beer_ml', 'integer')
        .addColumn('cigarettes', 'integer')
        .addColumn('cigars', 'integer')
        .addColumn('banned_category_types', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('source_url', 'text', (c) => c.notNull())
        .addColumn('source_read_on', 'text', (c) => c.notNull())
        .addColumn('missing', 'text')
        .addColumn('staff_id', 'integer', (c) => c.references('staff_member.id'))
        .addColumn('valid_from', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('customs_rule_version_pk', ['destination', 'version'])
        .execute();
      const kept = await db
        .selectFrom('customs_rule')
        .select(['destination', ...FIGURES])
        .execute();
      if (kept.length > 0) {
        await db
          .insertInto('customs_rule_version')
          .values(
            kept.map((rule) => ({
              ...rule,
              version: 1,
              staff_id: null,
              valid_from: Date.parse(`${rule.source_read_on}T00:00:00Z`) || 0,
            })),
          )
          .execute();
      }
      await db.schema.alterTable('customer_order').addColumn('customs_rule_destination', 'text').execute();
      await db.schema.alterTable('customer_order').addColumn('customs_rule_version', 'integer').execute();
    },
  };
}

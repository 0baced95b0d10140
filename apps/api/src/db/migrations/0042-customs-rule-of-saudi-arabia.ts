import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time. Saudi Arabia's customs rule as its authority publishes it: intoxicants of every kind are
// among the goods travellers may not bring in, so the whole LIQUOR category is banned there. Written as
// version 1 of the rule, by no one (the published figures), holding from the day its source was read, as
// migration 0041 did for the rules kept before it. The allowances and legal ages were not read: NULL.

const READ_ON = '2026-11-28';

const rule = {
  destination: 'Saudi Arabia',
  legal_age_alcohol: null,
  legal_age_tobacco: null,
  alcohol_ml: null,
  spirits_ml: null,
  wine_ml: null,
  beer_ml: null,
  cigarettes: null,
  cigars: null,
  banned_category_types: 'LIQUOR',
  source_url: 'https://zatca.gov.sa/en/RulesRegulations/Taxes/Pages/customs_individual/Prohibited-goods.aspx',
  source_read_on: READ_ON,
  missing:
    'ZATCA (page updated 01 Oct 2023) lists "intoxicants … of all kinds" among goods travellers may not bring in (Minister of Finance decision 2597, 1439 AH). Allowances and legal ages not read; the ban is kept by category, so alcohol-free drinks sold as LIQUOR are refused too.',
};

export function customsRuleOfSaudiArabia(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db
        .insertInto('customs_rule')
        .values({ ...rule, version: 1 })
        .execute();
      await db
        .insertInto('customs_rule_version')
        .values({ ...rule, version: 1, staff_id: null, valid_from: Date.parse(`${READ_ON}T00:00:00Z`) })
        .execute();
    },
  };
}

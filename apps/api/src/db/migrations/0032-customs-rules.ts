import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time. What a destination's customs let a traveller bring in, as data: per country (or the EU
// for every airport marked is_eu) the legal age for alcohol and tobacco, the duty-free allowances
// (millilitres of alcohol in all, of spirits over 22 % abv, of wine, of beer; cigarettes and cigars by the
// piece), the category types that may not be brought in, and where each figure was read and when. A
// figure no source was found for stays NULL (no limit known, not "no limit"), and `missing` says so. The
// goods carry what the rules measure: volume, strength (tenths of a % abv) and pieces per pack, and the
// kind of allowance they count against. An order over an allowance records when the traveller confirmed
// that duty is due on arrival.

const READ_ON = '2026-11-28';

const rules = [
  {
    destination: 'United Arab Emirates',
    legal_age_alcohol: 18,
    legal_age_tobacco: 18,
    alcohol_ml: 4000,
    spirits_ml: null,
    wine_ml: null,
    beer_ml: null,
    cigarettes: 400,
    cigars: 50,
    banned_category_types: '',
    source_url:
      'https://fujcustoms.gov.ae/en/travelers-services/passenger-customs-guide.aspx; https://www.sharjahcustoms.gov.ae/en/Travelers-Guide',
    source_read_on: READ_ON,
    missing:
      'Alcohol is one allowance of 4 L for all kinds (or 2 packages of beer); newer press reports cite 200 cigarettes, not confirmed by a customs authority.',
  },
  {
    destination: 'EU',
    legal_age_alcohol: 17,
    legal_age_tobacco: 17,
    alcohol_ml: null,
    spirits_ml: 1000,
    wine_ml: 4000,
    beer_ml: 16000,
    cigarettes: 200,
    cigars: 50,
    banned_category_types: '',
    source_url: 'http://europa.eu/youreurope/citizens/travel/carry/alcohol-tobacco-cash/index_en.htm',
    source_read_on: READ_ON,
    missing:
      'Page updated 18/09/2017. Spirits may be swapped for 2 L of fortified or sparkling wine; member states may lower tobacco to 40 cigarettes or 10 cigars; perfume counts in the EUR 430 value allowance, not kept here.',
  },
  {
    destination: 'United States',
    legal_age_alcohol: 21,
    legal_age_tobacco: null,
    alcohol_ml: 1000,
    spirits_ml: null,
    wine_ml: null,
    beer_ml: null,
    cigarettes: 200,
    cigars: 100,
    banned_category_types: '',
    source_url: 'https://www.cbp.gov/travel/us-citizens/know-before-you-go (as quoted, not read first hand)',
    source_read_on: READ_ON,
    missing:
      'Legal age for tobacco not found in the source; Cuban goods are prohibited but the catalogue does not record origin; the USD 800 value exemption is not kept here.',
  },
];

export function customsRules(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('customs_rule')
        .addColumn('destination', 'text', (c) => c.primaryKey())
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
        .execute();
      await db.insertInto('customs_rule').values(rules).execute();
      await db.schema.alterTable('item').addColumn('customs_kind', 'text').execute();
      await db.schema.alterTable('item').addColumn('volume_ml', 'integer').execute();
      await db.schema.alterTable('item').addColumn('strength_abv_tenths', 'integer').execute();
      await db.schema.alterTable('item').addColumn('pieces', 'integer').execute();
      await db.schema.alterTable('customer_order').addColumn('duty_due_confirmed_at', 'bigint').execute();
    },
  };
}

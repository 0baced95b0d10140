import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time. Three more kinds of allowance a destination keeps: tobacco by weight (every tobacco
// product's grams together, as the East African Community counts them), fragrance in millilitres (in all,
// perfume, toilet water), and the value of the goods no other allowance counts, in whole units of one of
// the shop's currencies. The goods carry grams of tobacco per pack; fragrances count as perfume or toilet
// water by their millilitres. The South African rand becomes one of the shop's currencies, since South
// Africa's value allowance is in rand (the seed adds it to a new shop; this adds it to a running one).
// The published figures become each rule's next version, by no one, holding from when this runs, over
// whatever version is in force (an admin's change is kept). Every figure was read on 2026-11-28; the
// sources and what is not kept are in each version's `missing`.

const READ_ON = '2026-11-28';

type NewFigures = {
  tobacco_g?: number;
  fragrance_ml?: number;
  perfume_ml?: number;
  toilet_water_ml?: number;
  goods_value?: number;
  goods_value_currency?: string;
  /** Appended to the source in force when the new figures come from another page. */
  source?: string;
  missing: string;
};

const figures: Record<string, NewFigures> = {
  EU: {
    goods_value: 430,
    goods_value_currency: 'EUR',
    source: 'http://ec.europa.eu/taxation_customs/common/travellers/enter_eu/index_en.htm',
    missing:
      'Page updated 18/09/2017. Spirits may be swapped for 2 L of fortified or sparkling wine; member states may lower tobacco to 40 cigarettes or 10 cigars. Other goods (perfume included) up to EUR 430 for air travellers, alcohol and tobacco apart. The 250 g of tobacco is one option of a pro-rata "or" with the cigarettes and cigars, so no weight is kept.',
  },
  'United Arab Emirates': {
    goods_value: 3000,
    goods_value_currency: 'AED',
    missing:
      'Alcohol is one allowance of 4 L for all kinds (or 2 packages of beer); newer press reports cite 200 cigarettes, not confirmed by a customs authority. Gifts and personal baggage up to AED 3,000 (Fujairah customs); whether alcohol and tobacco count in it is not stated, so they are kept apart as elsewhere. The 500 g of tobacco is for loose tobacco only, which the shop does not sell, so no weight is kept. No perfume allowance is published.',
  },
  'United States': {
    goods_value: 800,
    goods_value_currency: 'USD',
    source:
      'https://cbp.gov/travel/us-citizens/know-before-you-go/shopping-abroad-duty-free-gifts-household-items',
    missing:
      'Legal age for tobacco not found in the source; Cuban goods are prohibited but the catalogue does not record origin. The USD 800 exemption is for US residents (USD 200 or 1,600 after some countries) and includes up to 1 L of alcohol, 200 cigarettes and 100 cigars; the shop counts alcohol and tobacco against their own allowances and the other goods against the 800. Visitors may bring USD 100 of gifts, which the shop does not judge apart.',
  },
  'Saudi Arabia': {
    goods_value: 3000,
    goods_value_currency: 'SAR',
    source: 'https://sauress.com/en/saudigazette/1604509 (Saudi Gazette, a secondary source)',
    missing:
      'ZATCA lists alcohol among prohibited goods. Personal belongings up to SAR 3,000 are exempt (Saudi Gazette and a report of Saudi Customs, secondary); whether tobacco counts in it is not stated. No tobacco weight or perfume allowance is published by ZATCA.',
  },
  'United Kingdom': {
    goods_value: 390,
    goods_value_currency: 'GBP',
    missing:
      'GOV.UK, arriving in Great Britain: 42 L beer and 18 L still wine, plus either 4 L of spirits over 22 % or 9 L of drinks up to 22 % (sparkling or fortified wine, cider), split pro rata; the 9 L swap is not kept. Tobacco is one allowance (200 cigarettes or 100 cigarillos or 50 cigars or 250 g or 200 heated-tobacco sticks, split pro rata) kept as two limits, so 200 cigarettes with 50 cigars pass here though HMRC counts them over; the 250 g is not kept. Other goods up to GBP 390 (GBP 270 by private plane or boat), alcohol and tobacco apart. No allowances under 17. Northern Ireland has other rules.',
  },
  Kenya: {
    tobacco_g: 250,
    fragrance_ml: 1000,
    perfume_ml: 250,
    goods_value: 500,
    goods_value_currency: 'USD',
    source: 'https://scribd.com/document/326940732/Passenger-Declaration-Form (KRA form F88)',
    missing:
      'KRA FAQ "What should I declare upon arrival in Kenya?": duty-free purchases of spirits, including liquors, over 1 L or wine over 2 L must be declared; kept as two limits, though the wording may mean one or the other. Form F88: cigarettes, cigars, cigarillos, tobacco and snuff not exceeding in all 250 g; perfumes and toiletries not exceeding in all one litre, of which perfume not more than a quarter. Goods over USD 500 must be declared (KRA FAQ); press reports of USD 2,000 (EAC, July 2024) and KSh 250,000 (February 2025) were not found on an authority page. No beer allowance and no legal ages found.',
  },
  China: {
    goods_value: 5000,
    goods_value_currency: 'CNY',
    source: 'http://english.wuhan.gov.cn (GACC Announcement No. 54 of 2010, as quoted)',
    missing:
      'Beijing Capital airport lists for declaration: over 1,500 ml of drinks above 12 % alcohol, over 400 cigarettes, over 100 cigars, over 500 g of cut tobacco; secondary pages quote the same from GACC Order No. 58. The 1.5 L counts only drinks above 12 %, the shop counts all alcohol. Tobacco is one allowance kept as two limits; the 500 g is for cut tobacco, which the shop does not sell. Under-16s may bring no alcohol (GACC notice of 1988, as quoted); for tobacco the quotes differ (16, or 18 with 20 cigars in a newer summary), so its age is not kept. Other goods up to CNY 5,000 for residents (CNY 2,000 for non-residents, goods left in China), alcohol and tobacco apart (Announcement No. 54 of 2010, as quoted). Travellers from Hong Kong or Macao have lower allowances.',
  },
  'South Africa': {
    perfume_ml: 50,
    toilet_water_ml: 250,
    goods_value: 5000,
    goods_value_currency: 'ZAR',
    missing:
      'SARS: 200 cigarettes and 20 cigars, 250 g of cigarette or pipe tobacco, 2 L of wine, 1 L in total of spirituous and other alcoholic beverages (beer included, as an earlier SARS page says); the 1 L is kept as a limit on spirits and one on beer, so 1 L of each passes here though SARS counts them together. The 250 g is for loose tobacco, which the shop does not sell. 50 ml of perfume and 250 ml of eau de toilette. Other goods up to R5,000 (R25,000 from Botswana, Lesotho, Namibia or Eswatini), once in 30 days. Under-18s may not claim the alcohol and tobacco allowances.',
  },
};

const FIGURE_COLUMNS = [
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

const NEW_COLUMNS = [
  ['tobacco_g', 'integer'],
  ['fragrance_ml', 'integer'],
  ['perfume_ml', 'integer'],
  ['toilet_water_ml', 'integer'],
  ['goods_value', 'integer'],
  ['goods_value_currency', 'text'],
] as const;

/** The demo catalogue's fragrances by child category: perfume or toilet water (millilitres from the name). */
const FRAGRANCE_KINDS: Record<string, string> = {
  'Eau de Parfum': 'perfume',
  'Fragrance Gift Sets': 'perfume',
  'Eau de Toilette': 'toiletWater',
};

function millilitres(name: string): number | null {
  const vials = /(\d+) x (\d+)ml\b/.exec(name);
  if (vials) return Number(vials[1]) * Number(vials[2]);
  const ml = /(\d+)ml\b/.exec(name);
  return ml ? Number(ml[1]) : null;
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
async function measureTheGoods(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('item').addColumn('tobacco_g', 'integer').execute();
  // A gram of tobacco a cigarette and 12 grams a cigar, typical of the kind, as the seed sets them.
  await db
    .updateTable('item')
    .set({ tobacco_g: sql`pieces` })
    .where('customs_kind', '=', 'cigarettes')
    .execute();
  await db
    .updateTable('item')
    .set({ tobacco_g: sql`pieces * 12` })
    .where('customs_kind', '=', 'cigars')
    .execute();
  const fragrances = await db
    .selectFrom('item')
    .innerJoin('category', 'category.id', 'item.category_id')
    .select(['item.id', 'item.name', 'category.name as category'])
    .where('category.name', 'in', Object.keys(FRAGRANCE_KINDS))
    .execute();
  const groups = new Map<string, number[]>();
  for (const item of fragrances) {
    const key = `${FRAGRANCE_KINDS[item.category]}:${millilitres(item.name) ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), item.id]);
  }
  for (const [key, ids] of groups) {
    const [kind, ml] = key.split(':');
    for (let start = 0; start < ids.length; start += 500) {
      await db
        .updateTable('item')
        .set({ customs_kind: kind, volume_ml: ml ? Number(ml) : null })
        .where('id', 'in', ids.slice(start, start + 500))
        .execute();
    }
  }
}

export function allowancesOfTobaccoFragranceAndValue(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      for (const table of ['customs_rule', 'customs_rule_version']) {
        for (const [column, type] of NEW_COLUMNS) {
          await db.schema.alterTable(table).addColumn(column, type).execute();
        }
      }
      await measureTheGoods(db);
      const shopCurrencies = await db.selectFrom('currency').select('id').execute();
      if (shopCurrencies.length > 0) {
        await db
          .insertInto('currency')
          .values({
            id: 8,
            code: 'ZAR',
            name: 'South African Rand',
            usd_rate_micros: 18_100_000,
            sort_order: 7,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      }
      const now = Date.now();
      for (const [destination, { source, ...newFigures }] of Object.entries(figures)) {
        const current = await db
          .selectFrom('customs_rule_version as v')
          .innerJoin('customs_rule as r', (join) =>
            join.onRef('r.destination', '=', 'v.destination').onRef('r.version', '=', 'v.version'),
          )
          .select(['v.version', ...FIGURE_COLUMNS.map((column) => `v.${column}` as const)])
          .where('v.destination', '=', destination)
          .executeTakeFirst();
        if (!current) continue;
        const { version, ...kept } = current;
        const next = {
          ...kept,
          ...newFigures,
          source_url: source ? `${kept.source_url}; ${source}`.slice(0, 500) : kept.source_url,
          source_read_on: READ_ON,
          destination,
          version: version + 1,
        };
        await db
          .insertInto('customs_rule_version')
          .values({ ...next, staff_id: null, valid_from: now })
          .execute();
        await db
          .updateTable('customs_rule')
          .set(next)
          .where('destination', '=', destination)
          .where('version', '=', version)
          .execute();
      }
    },
  };
}

import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time. The published customs rules of the timetable's other destinations: the United
// Kingdom, Kenya, China, South Africa, and Ethiopia (the hub, where a return flight lands). Each is
// written as version 1 of its rule, by no one (the published figures), holding from the day its source
// was read, as migrations 0041 and 0042 did. Figures follow 0032's mapping: a spirits allowance that may
// be swapped for other drinks is kept as spirits and the swap told in `missing`; one tobacco allowance
// that may be taken as cigarettes or cigars is kept as both limits. A figure no source was found for, or
// one given only by weight (the shop counts tobacco by the piece), stays NULL and `missing` says so.

const READ_ON = '2026-11-28';

const rules = [
  {
    destination: 'United Kingdom',
    legal_age_alcohol: 17,
    legal_age_tobacco: 17,
    alcohol_ml: null,
    spirits_ml: 4000,
    wine_ml: 18000,
    beer_ml: 42000,
    cigarettes: 200,
    cigars: 50,
    banned_category_types: '',
    source_url: 'https://www.gov.uk/duty-free-goods/arriving-in-Great-Britain',
    source_read_on: READ_ON,
    missing:
      'GOV.UK, arriving in Great Britain: 42 L beer and 18 L still wine, plus either 4 L of spirits over 22 % or 9 L of drinks up to 22 % (sparkling or fortified wine, cider), split pro rata; the 9 L swap is not kept. Tobacco is one allowance (200 cigarettes or 100 cigarillos or 50 cigars or 250 g or 200 heated-tobacco sticks, split pro rata) kept as two limits, so 200 cigarettes with 50 cigars pass here though HMRC counts them over. No allowances under 17. Northern Ireland has other rules; the value allowance is not kept.',
  },
  {
    destination: 'Kenya',
    legal_age_alcohol: null,
    legal_age_tobacco: null,
    alcohol_ml: null,
    spirits_ml: 1000,
    wine_ml: 2000,
    beer_ml: null,
    cigarettes: null,
    cigars: null,
    banned_category_types: '',
    source_url: 'http://www.kra.go.ke/component/kra_faq/faq/633',
    source_read_on: READ_ON,
    missing:
      'KRA FAQ "What should I declare upon arrival in Kenya?": duty-free purchases of spirits, including liquors, over 1 L or wine over 2 L must be declared; kept as two limits, though the wording may mean one or the other. Tobacco is 250 g in all (cigarettes, cigars, cigarillos, tobacco, snuff): given by weight, not kept. No beer allowance and no legal ages found on the page; the USD 500 value allowance is not kept.',
  },
  {
    destination: 'China',
    legal_age_alcohol: 16,
    legal_age_tobacco: null,
    alcohol_ml: 1500,
    spirits_ml: null,
    wine_ml: null,
    beer_ml: null,
    cigarettes: 400,
    cigars: 100,
    banned_category_types: '',
    source_url:
      'http://en.bcia.com.cn/guide/n_08.shtml (Beijing Capital airport; customs figures as quoted, not read first hand)',
    source_read_on: READ_ON,
    missing:
      'Beijing Capital airport lists for declaration: over 1,500 ml of drinks above 12 % alcohol, over 400 cigarettes, over 100 cigars, over 500 g of cut tobacco; secondary pages quote the same from GACC Order No. 58. The 1.5 L counts only drinks above 12 %, the shop counts all alcohol. Tobacco is one allowance kept as two limits. Under-16s may bring no alcohol (GACC notice of 1988, as quoted); for tobacco the quotes differ (16, or 18 with 20 cigars in a newer summary), so its age is not kept. Travellers from Hong Kong or Macao have lower allowances.',
  },
  {
    destination: 'South Africa',
    legal_age_alcohol: 18,
    legal_age_tobacco: 18,
    alcohol_ml: null,
    spirits_ml: 1000,
    wine_ml: 2000,
    beer_ml: 1000,
    cigarettes: 200,
    cigars: 20,
    banned_category_types: '',
    source_url: 'https://www.sars.gov.za/customs-and-excise/travellers/duties-and-taxes-for-travellers/',
    source_read_on: READ_ON,
    missing:
      'SARS: 200 cigarettes and 20 cigars, 250 g of cigarette or pipe tobacco, 2 L of wine, 1 L in total of spirituous and other alcoholic beverages (beer included, as an earlier SARS page says); the 1 L is kept as a limit on spirits and one on beer, so 1 L of each passes here though SARS counts them together. Under-18s may not claim the alcohol and tobacco allowances. The R5,000 goods allowance is not kept.',
  },
  {
    destination: 'Ethiopia',
    legal_age_alcohol: null,
    legal_age_tobacco: null,
    alcohol_ml: null,
    spirits_ml: null,
    wine_ml: null,
    beer_ml: null,
    cigarettes: null,
    cigars: null,
    banned_category_types: '',
    source_url:
      'https://www.adac.de/reise-freizeit/reiseplanung/reiseziele/aethiopien/uebersicht/einreise-und-zoll/ (a motoring club, not an authority)',
    source_read_on: READ_ON,
    missing:
      'No page of the Ethiopian customs authority giving passenger allowances was found; Ministry of Finance Directive 923/2014 E.C. on goods for personal use was found only as a scan without its list. ADAC cites 200 cigarettes or 50 cigars or 250 g tobacco and 1 L of alcoholic drinks for adults, not confirmed by an authority, so no allowance or legal age is kept.',
  },
];

export function customsRulesOfTheTimetable(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db
        .insertInto('customs_rule')
        .values(rules.map((rule) => ({ ...rule, version: 1 })))
        .execute();
      await db
        .insertInto('customs_rule_version')
        .values(
          rules.map((rule) => ({
            ...rule,
            version: 1,
            staff_id: null,
            valid_from: Date.parse(`${READ_ON}T00:00:00Z`),
          })),
        )
        .execute();
    },
  };
}

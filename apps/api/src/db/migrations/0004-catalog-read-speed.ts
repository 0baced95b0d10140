import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time. A listing finds its page's ids by walking an index in its sort order; these indexes
// hold only items for sale (`where is_active = 1`, which queries repeat word for word), so that the walk
// reads the index alone instead of visiting every row to ask whether it is still listed. Partial rather
// than led by is_active: SQLite without statistics takes any equality on a leading column for a narrow
// one, and would then walk the whole catalogue in price order to find one category's items. Every sort
// (price, case-insensitive name, date) has one for the whole catalogue, a category and a brand, plus the
// travel-exclusives and deals sections in their default price order. The same statements run on SQLite
// and PostgreSQL.

type Listing = { name: string; columns: string; where?: string };

const listings: Listing[] = [
  { name: 'price', columns: 'current_price_cents, id' },
  { name: 'name', columns: 'lower(name), id' },
  { name: 'registered', columns: 'registered_at, id' },
  { name: 'category_price', columns: 'category_id, current_price_cents, id' },
  { name: 'category_name', columns: 'category_id, lower(name), id' },
  { name: 'category_registered', columns: 'category_id, registered_at, id' },
  { name: 'brand_price', columns: 'brand_id, current_price_cents, id' },
  { name: 'brand_name', columns: 'brand_id, lower(name), id' },
  { name: 'brand_registered', columns: 'brand_id, registered_at, id' },
  { name: 'travel_exclusive_price', columns: 'is_travel_exclusive, current_price_cents, id' },
  { name: 'deal_price', columns: 'current_price_cents, id', where: 'current_price_cents < sales_rate_cents' },
];

export function catalogReadSpeed(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      for (const { name, columns, where } of listings) {
        const condition = where ? `is_active = 1 and ${where}` : 'is_active = 1';
        await sql
          .raw(`create index item_listed_${name}_idx on item (${columns}) where ${condition}`)
          .execute(db);
      }
    },
  };
}

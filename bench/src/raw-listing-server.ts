import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import Database from 'better-sqlite3';
import pg from 'pg';

// The yardstick of a cold listing page: the statements that read the same rows as the shop's listing call
// (the page's ids in the listing's order, those rows with their brand's name and main picture, the count,
// and the brands and categories its filters offer), written by hand, prepared once and run straight
// through the driver, the answer written with JSON.stringify. No framework, validation, cache or pricing:
// what is left of the shop's cost above this is its own. Started by bench/src/run.ts on the shop's
// database; answers the listing's query string at any path.

const port = Number(process.env.PORT);
const url = process.env.DATABASE_URL ?? '';
const PAGE_SIZE = 12;

type Statement = { sql: string; params: unknown[] };
type Run = (statement: Statement) => Promise<Record<string, unknown>[]>;

function sqliteRunner(file: string): Run {
  const database = new Database(file, { readonly: true });
  const prepared = new Map<string, Database.Statement>();
  return async ({ sql, params }) => {
    let statement = prepared.get(sql);
    if (!statement) {
      statement = database.prepare(sql);
      prepared.set(sql, statement);
    }
    return statement.all(...params) as Record<string, unknown>[];
  };
}

function postgresRunner(connectionString: string): Run {
  const pool = new pg.Pool({ connectionString, max: 10 });
  return async ({ sql, params }) => {
    // Numbered placeholders, and a name so that each connection plans the statement once, as the shop does.
    let n = 0;
    const text = sql.replace(/\?/g, () => `$${++n}`);
    const name = createHash('sha1').update(text).digest('hex').slice(0, 16);
    return (await pool.query({ name, text, values: params })).rows;
  };
}

const run = url.startsWith('postgres') ? postgresRunner(url) : sqliteRunner(url.replace(/^sqlite:/, ''));

const sortKeys: Record<string, string> = {
  ByName: 'lower(item.name)',
  ByDate: 'item.registered_at',
  ByPrice: 'item.current_price_cents',
  Default: 'item.current_price_cents',
};

const [{ usd_rate_micros: rateMicros }] = (await run({
  sql: 'select usd_rate_micros from currency where id = ?',
  params: [2],
})) as [{ usd_rate_micros: number }];

/** The listing's conditions, without the filter whose choices are being listed (as the shop's facets). */
function conditions(query: URLSearchParams, leaveOut?: 'brand' | 'category'): Statement {
  const where = ['item.is_active = 1'];
  const params: unknown[] = [];
  const brands = query.get('brands');
  const categories = query.get('categories');
  if (brands && leaveOut !== 'brand') {
    where.push('item.brand_id = ?');
    params.push(Number(brands));
  }
  if (categories && leaveOut !== 'category') {
    // A ticked department stands for its categories.
    where.push('item.category_id in (select id from category where id = ? or parent_id = ?)');
    params.push(Number(categories), Number(categories));
  }
  for (const [name, op] of [
    ['minPrice', '>='],
    ['maxPrice', '<='],
  ] as const) {
    const amount = query.get(name);
    if (amount !== null) {
      where.push(`item.current_price_cents ${op} ?`);
      params.push(Math.round((Number(amount) * 100 * 1_000_000) / Number(rateMicros)));
    }
  }
  return { sql: where.join(' and '), params };
}

async function listing(query: URLSearchParams) {
  const key = sortKeys[query.get('sort') ?? 'Default'] ?? sortKeys.Default!;
  const direction = query.get('sortDirection') === 'ASC' ? 'asc' : 'desc';
  const page = Math.max(1, Number(query.get('activePage') ?? 1));
  const all = conditions(query);
  const ids = await run({
    sql: `select item.id from item where ${all.sql} order by ${key} ${direction}, item.id ${direction} limit ? offset ?`,
    params: [...all.params, PAGE_SIZE, (page - 1) * PAGE_SIZE],
  });
  const pageIds = ids.map((row) => Number(row.id));
  const rows =
    pageIds.length === 0
      ? []
      : await run({
          sql:
            'select item.id, item.item_code, item.name, item.description, item.brand_id, brand.name as brand_name, ' +
            'item.category_id, item.category_type, item.current_price_cents, item.sales_rate_cents, ' +
            'item.is_percentage, item.order_quantity, item.miles_for_redeem, item.miles_for_accrual, ' +
            'item.is_travel_exclusive, item.youtube_url, item.registered_at, ' +
            '(select url from item_image where item_image.item_id = item.id ' +
            'order by is_default desc, sort_order, id limit 1) as picture ' +
            `from item join brand on brand.id = item.brand_id where item.is_active = 1 and item.id in (${pageIds.map(() => '?').join(', ')})`,
          params: pageIds,
        });
  const [count] = await run({ sql: `select count(*) as n from item where ${all.sql}`, params: all.params });
  const brandChoices = conditions(query, 'brand');
  const categoryChoices = conditions(query, 'category');
  const [brands, categories] = await Promise.all([
    run({
      sql: `select distinct item.brand_id from item where ${brandChoices.sql} order by 1`,
      params: brandChoices.params,
    }),
    run({
      sql: `select distinct item.category_id from item where ${categoryChoices.sql} order by 1`,
      params: categoryChoices.params,
    }),
  ]);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return {
    items: pageIds.flatMap((id) => byId.get(id) ?? []),
    totalCount: Number(count?.n ?? 0),
    filterBrandIds: brands.map((row) => Number(row.brand_id)),
    filterCategoryIds: categories.map((row) => Number(row.category_id)),
  };
}

createServer((request, response) => {
  const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
  listing(query).then(
    (answer) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    },
    (error: Error) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(error.message);
    },
  );
}).listen(port, '127.0.0.1');

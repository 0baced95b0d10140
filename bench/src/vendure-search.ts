import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apiPaths } from '@dutyfree/contracts';
import { API_NODE_FLAGS, apiEnvironment } from '../../apps/api/src/cli/node-flags.ts';
import { openDatabase } from '../../apps/api/src/db/database.ts';
import { benchmarkDatabase } from './catalogue-database.ts';
import { guestHeaders } from './guest.ts';
import { cpuMs, residentMb, type Server, startServer } from './processes.ts';
import { seededRandom } from './seeded-random.ts';

// `npm run bench:vendure-search -- --vendure /work/vendure-bench [--products 100000 --vendure-products 5000
//  --requests 1000 --connections 50 --port 3800 --postgres URL]`
// The shop's search side by side with Vendure's default search (DefaultSearchPlugin, SQL) in one run
// (issue 28): the same texts to both, 50 at once, each text asked once (cold: no kept answer serves it),
// drawn from words both catalogues' products hold. Prints each one's requests a second, latencies and
// CPU per request (its own process's, from /proc), and the ratio of the two throughputs. The shop runs
// first, then Vendure, each alone. Vendure is installed outside this repository (docs/performance.md,
// "Side by side with Vendure"); `--csv FILE` writes the products Vendure imports, taken from this
// benchmark's own catalogue, and stops.

const { values: options } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    'vendure-products': { type: 'string', default: '5000' },
    requests: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '4300' },
    postgres: { type: 'string' },
    vendure: { type: 'string', default: '/work/vendure-bench' },
    'vendure-database': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/vendure_bench' },
    csv: { type: 'string' },
  },
});
const products = Number(options.products);
const vendureProducts = Number(options['vendure-products']);
const requests = Number(options.requests);
const connections = Number(options.connections);
const port = Number(options.port);
const root = join(import.meta.dirname, '..', '..');
const databaseUrl = await benchmarkDatabase(products, options.postgres);

/** A CSV field, quoted when it must be. */
const field = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

if (options.csv) {
  // Every (products / vendure-products)th item of the shop's catalogue, in English, with its brand and
  // category as Vendure facets: the same words, a twentieth of the products at the defaults.
  const database = openDatabase(databaseUrl);
  const step = Math.max(1, Math.floor(products / vendureProducts));
  const rows = await database.db
    .selectFrom('item')
    .innerJoin('brand', 'brand.id', 'item.brand_id')
    .innerJoin('category', 'category.id', 'item.category_id')
    .select([
      'item.id',
      'item.name',
      'item.description',
      'item.current_price_cents',
      'brand.name as brand',
      'category.name as category',
    ])
    .where('item.is_active', '=', 1)
    .orderBy('item.id')
    .execute();
  await database.destroy();
  const header =
    'name,slug,description,assets,facets,optionGroups,optionValues,sku,price,taxCategory,stockOnHand,trackInventory,variantAssets,variantFacets';
  const chosen = rows.filter((_, n) => n % step === 0).slice(0, vendureProducts);
  const facet = (text: string) => text.replaceAll(/[|:]/g, ' ');
  const lines = chosen.map((row) =>
    [
      row.name,
      `${row.name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}-${row.id}`,
      row.description ?? '',
      '',
      `brand:${facet(row.brand)}|category:${facet(row.category)}`,
      '',
      '',
      `SKU-${row.id}`,
      (row.current_price_cents / 100).toFixed(2),
      'standard',
      '100',
      'false',
      '',
      '',
    ]
      .map(field)
      .join(','),
  );
  writeFileSync(options.csv, `${[header, ...lines].join('\n')}\n`);
  console.log(`${chosen.length} products written to ${options.csv}`);
  process.exit(0);
}

/** Seeded, so that two runs ask the same texts. */
const { random, pick } = seededRandom(20_261_128);
const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
const wordsOf = (text: string) => (text.match(/[\p{L}\p{N}]{3,}/gu) ?? []).map((word) => word.toLowerCase());

type Ask = (text: string) => Promise<{ ok: boolean; found: number }>;

/** Sends each text once, `connections` at a time: throughput, latencies, the server's CPU per request. */
async function load(server: Server, ask: Ask, texts: readonly string[]) {
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  let empty = 0;
  const cpuBefore = cpuMs(server.process.pid);
  const begun = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < texts.length) {
        const text = texts[next++]!;
        const sent = performance.now();
        const { ok, found } = await ask(text);
        latencies.push(performance.now() - sent);
        if (!ok) failed++;
        else if (found === 0) empty++;
      }
    }),
  );
  const seconds = (performance.now() - begun) / 1000;
  const cpu = cpuMs(server.process.pid) - cpuBefore;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: texts.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    cpuUs: (cpu * 1000) / texts.length,
    failed,
    empty,
    rss: residentMb(server.process.pid),
  };
}

const describe = (name: string, r: Awaited<ReturnType<typeof load>>) =>
  `${name}: ${r.perSecond.toFixed(0)} req/s, p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms,` +
  ` ${(r.cpuUs / 1000).toFixed(1)} ms CPU each, ${r.failed} failed, ${r.empty} found nothing, RSS ${r.rss.now} MB (peak ${r.rss.peak})`;

/** The machine's load average (1, 5, 15 minutes): the run shares it with other work. */
const load1 = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** What the benchmark reads of Vendure's shop API answers. */
type VendureData = {
  products?: { totalItems: number; items: { name: string; description: string }[] };
  search?: { totalItems: number };
};

// Vendure first, only to read its products' words; it is stopped while the shop is measured.
const vendureGraphql = (url: string) => async (query: string, variables: Record<string, unknown>) => {
  const response = await fetch(`${url}/shop-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { ok: response.ok, body: (await response.json()) as { data?: VendureData; errors?: unknown[] } };
};
const startVendure = () =>
  startServer(
    join(options.vendure, 'server.cjs'),
    port + 1,
    { VENDURE_PORT: String(port + 1), VENDURE_DATABASE_URL: options['vendure-database'] },
    '/health',
    [],
    180_000,
  );

let vendure = await startVendure();
const vendureWords = new Set<string>();
try {
  const graphql = vendureGraphql(vendure.url);
  const { body } = await graphql('query { products(options: { take: 1 }) { totalItems } }', {});
  const total = Number(body.data?.products?.totalItems ?? 0);
  if (total === 0) throw new Error(`Vendure at ${vendure.url} holds no products: ${JSON.stringify(body)}`);
  for (let n = 0; n < 40; n++) {
    const page = await graphql(
      'query ($skip: Int!) { products(options: { take: 50, skip: $skip }) { items { name description } } }',
      { skip: Math.floor(random() * Math.max(1, total - 50)) },
    );
    for (const item of page.body.data?.products?.items ?? [])
      for (const word of [...wordsOf(item.name), ...wordsOf(item.description)]) vendureWords.add(word);
  }
} finally {
  await vendure.stop();
}

const shop = await startServer(
  join(root, 'apps/api/src/server.ts'),
  port,
  {
    ...apiEnvironment(process.env),
    DATABASE_URL: databaseUrl,
    SEED_ON_START: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST: join(root, 'bench/.no-web'),
    // A search takes no payment; the sandbox provider would listen on PORT + 100, another server's port here.
    PAYMENT_SANDBOX: 'false',
  },
  '/health',
  API_NODE_FLAGS,
  300_000,
);
const headers = await guestHeaders(shop.url);
const shopWords = new Set<string>();
const engine = options.postgres ? 'PostgreSQL' : 'SQLite';
let shopResult: Awaited<ReturnType<typeof load>>;
let texts: string[];
try {
  type Page = { items: { name: string; description: string }[]; totalCount: number };
  const get = async (path: string) =>
    (await (
      await fetch(shop.url + path, { headers: { ...headers, 'accept-language': 'en' } })
    ).json()) as Page;
  const listed = await get(`${apiPaths.searchItems}?pageSize=1&currencyId=2`);
  const pages = Math.max(1, Math.floor(listed.totalCount / 60));
  for (let n = 0; n < 40; n++) {
    const page = await get(
      `${apiPaths.searchItems}?pageSize=60&currencyId=2&sort=ByDate&activePage=${1 + Math.floor(random() * pages)}`,
    );
    for (const item of page.items)
      for (const word of [...wordsOf(item.name), ...wordsOf(item.description)]) shopWords.add(word);
  }
  // Words both catalogues hold, so that each engine has something to find; one or two a text, each text once.
  const common = [...shopWords].filter((word) => vendureWords.has(word)).sort();
  const asked = new Set<string>();
  let tries = 0;
  while (asked.size < requests && tries++ < requests * 100) {
    const count = 1 + Math.floor(random() * 2);
    asked.add(Array.from({ length: count }, () => pick(common)).join(' '));
  }
  texts = [...asked];
  console.log(
    `${texts.length} texts of one or two words from the ${common.length} words both catalogues' products hold` +
      ` (shop ${shopWords.size}, Vendure ${vendureWords.size}), none asked twice, ${connections} at once; load average ${load1()}`,
  );
  shopResult = await load(
    shop,
    async (text) => {
      const response = await fetch(
        `${shop.url}${apiPaths.searchItems}?searchValue=${encodeURIComponent(text)}&currencyId=2`,
        { headers: { ...headers, 'accept-language': 'en' } },
      );
      const page = (await response.json()) as Page;
      return { ok: response.ok, found: page.totalCount ?? 0 };
    },
    texts,
  );
  console.log(
    describe(
      `shop (${engine}, ${products} products, a results page of 12 with its filter counts)`,
      shopResult,
    ),
  );
} finally {
  await shop.stop();
}

vendure = await startVendure();
try {
  const graphql = vendureGraphql(vendure.url);
  const query = `query ($term: String!) {
    search(input: { term: $term, take: 12, groupByProduct: true }) {
      totalItems
      items { productId productName slug priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } } }
      facetValues { count facetValue { id name facet { name } } }
    }
  }`;
  const vendureResult = await load(
    vendure,
    async (text) => {
      const { ok, body } = await graphql(query, { term: text });
      return { ok: ok && !body.errors, found: Number(body.data?.search?.totalItems ?? 0) };
    },
    texts,
  );
  console.log(
    describe(
      `Vendure (PostgreSQL, ${vendureProducts} products, DefaultSearchPlugin, 12 results with facet counts)`,
      vendureResult,
    ),
  );
  console.log(
    `shop / Vendure throughput: ${(shopResult.perSecond / vendureResult.perSecond).toFixed(1)}×;` +
      ` CPU per search ${(vendureResult.cpuUs / shopResult.cpuUs).toFixed(1)}× less; load average ${load1()}`,
  );
} finally {
  await vendure.stop();
}

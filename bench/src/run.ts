import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apiPaths } from '@dutyfree/contracts';
import autocannon, { type Request } from 'autocannon';
import { API_NODE_FLAGS, apiEnvironment, compileApiModules } from '../../apps/api/src/cli/node-flags.ts';
import { benchmarkDatabase } from './catalogue-database.ts';
import { guestHeaders } from './guest.ts';
import {
  cpuMs,
  describeBreakdown,
  type MemoryReport,
  memoryProbe,
  type ResidentBreakdown,
  residentBreakdown,
  residentMb,
  startServer,
} from './processes.ts';

// `npm run bench [-- --products 100000 --duration 10 --connections 50 --port 3411 --postgres postgres://…
//   --node-args="--cpu-prof --cpu-prof-dir=/tmp/prof"]`
// Load on the catalogue reads a traveller's browser makes most, each printed as requests/s and p99 and as
// a ratio to a bare Fastify JSON endpoint measured in the same run, with the shop's CPU time per request
// and its resident memory after each call. Traffic goes to 127.0.0.1 only, and every load is bounded by
// its duration.

const { values: options } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    postgres: { type: 'string' },
    // Production's default: what a request costs with the logging operators get out of the box.
    'log-level': { type: 'string', default: 'info' },
    // The bare Fastify yardstick listens on this port and the shop on the next one.
    port: { type: 'string', default: '3411' },
    // Extra arguments for the shop's node process, e.g. to profile it.
    'node-args': { type: 'string', default: '' },
  },
});
const products = Number(options.products);
const duration = Number(options.duration);
const connections = Number(options.connections);
const port = Number(options.port);

/**
 * Whether the shop's reply cache could answer what a row measured: `warm`, the same few requests repeat and
 * a kept answer is sent after the first; `partly`, answers repeat by chance within the 10 s they are kept;
 * `cold`, no answer repeats, so every request does the whole work.
 */
type Cache = 'warm' | 'partly' | 'cold';

type Measurement = {
  name: string;
  cache: Cache | '–';
  requestsPerSecond: number;
  p99: number;
  errors: number;
  /** The measured server's CPU time per answered request, in µs. */
  cpuMicros: number;
  /** The measured server's resident memory once the call's load ended, in MB. */
  residentMb: number;
  /** The same memory by kind of mapping (/proc/<pid>/smaps). */
  breakdown: ResidentBreakdown | undefined;
};

async function measure(
  name: string,
  cache: Cache | '–',
  url: string,
  requests: Request[],
  headers: Record<string, string> = {},
  pid: number | undefined = shop.process.pid,
) {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections, duration, headers, requests });
  const cpu = cpuMs(pid) - cpuBefore;
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    name,
    cache,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors,
    cpuMicros: (cpu * 1000) / Math.max(1, result.requests.total),
    residentMb: residentMb(pid).now,
    breakdown: residentBreakdown(pid),
  } satisfies Measurement;
}

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)]!;
}

const root = join(import.meta.dirname, '..', '..');
const databaseUrl = await benchmarkDatabase(products, options.postgres);
const baseline = await startServer(join(root, 'bench/src/baseline-server.ts'), port, {}, '/baseline');
const probe = memoryProbe('bench-catalogue');
// As `npm start` does: the shop's process reads its modules compiled, without the type stripper.
compileApiModules();
const shop = await startServer(
  join(root, 'apps/api/src/server.ts'),
  port + 1,
  {
    ...apiEnvironment(process.env),
    DATABASE_URL: databaseUrl,
    SEED_ON_START: 'false',
    LOG_LEVEL: options['log-level'],
    WEB_DIST: join(root, 'bench/.no-web'),
    ...probe.env,
  },
  '/health',
  [...API_NODE_FLAGS, ...probe.nodeArgs, ...options['node-args'].split(' ').filter(Boolean)],
  // The shop listens once its search index is built: 100,000 products on PostgreSQL took over a minute
  // on the shared machine at its busiest.
  300_000,
);

try {
  const headers = {
    ...(await guestHeaders(shop.url)),
    'content-type': 'application/json',
    // What every browser sends: answers that are kept compressed go out compressed.
    'accept-encoding': 'gzip, deflate, br',
  };
  type Page = {
    items: { id: number; name: string }[];
    totalCount: number;
    filterBrandIds: number[];
    filterCategoryIds: number[];
  };
  const get = async (path: string) => (await (await fetch(shop.url + path, { headers })).json()) as Page;

  // Inputs drawn from the catalogue itself, so that every request asks for something that exists.
  const firstPage = await get(`${apiPaths.searchItems}?section=new-arrivals&pageSize=60&currencyId=2`);
  const all = await get(`${apiPaths.searchItems}?searchType=2&pageSize=12&currencyId=2`);
  const pages = Math.max(1, Math.ceil(all.totalCount / 12));
  const itemIds = firstPage.items.map((i) => i.id);
  const terms = firstPage.items.map((i) => i.name.split(' ')[0]!.slice(0, 4).toLowerCase());

  const listing = (page: number) =>
    `${apiPaths.searchItems}?searchType=2&sort=ByPrice&sortDirection=DESC&activePage=${page}&currencyId=2`;
  // A listing no earlier request asked for: brand, category, price band, order and page drawn at random,
  // so that (with the catalogue's brands and categories) the answers hardly ever repeat.
  const sorts = ['ByName', 'ByPrice', 'ByDate'] as const;
  const maybe = (chance: number, part: () => string) => (Math.random() < chance ? part() : '');
  const filteredListing = () => {
    const minPrice = Math.floor(Math.random() * 300);
    return (
      `${apiPaths.searchItems}?searchType=2&currencyId=2&sort=${pick(sorts)}` +
      `&sortDirection=${pick(['ASC', 'DESC'])}&activePage=${1 + Math.floor(Math.random() * 20)}` +
      maybe(0.6, () => `&brands=${pick(all.filterBrandIds)}`) +
      maybe(0.6, () => `&categories=${pick(all.filterCategoryIds)}`) +
      maybe(0.7, () => `&minPrice=${minPrice}&maxPrice=${minPrice + 20 + Math.floor(Math.random() * 500)}`)
    );
  };
  const results: Measurement[] = [];
  const bare = () =>
    measure(
      'bare Fastify JSON',
      '–',
      `${baseline.url}/baseline`,
      [{ method: 'GET' }],
      {},
      baseline.process.pid,
    );
  const baselineBefore = await bare();
  const afterStart = residentMb(shop.process.pid).now;
  const startBreakdown = residentBreakdown(shop.process.pid);
  const startMemory = await probe.read(shop);
  results.push(
    await measure(
      'cheapest guarded call (Currency/GetAll)',
      'warm',
      shop.url,
      [{ method: 'GET', path: `${apiPaths.currencies}?currencyId=2` }],
      headers,
    ),
    await measure(
      'GetPreOrderItems',
      'warm',
      shop.url,
      [{ method: 'GET', path: `${apiPaths.preOrderItems}?currencyId=2` }],
      headers,
    ),
    await measure('listing, warm page 1', 'warm', shop.url, [{ method: 'GET', path: listing(1) }], headers),
    await measure(
      'listing, random page of 12',
      'partly',
      shop.url,
      [
        {
          method: 'GET',
          setupRequest: (r) => ({ ...r, path: listing(1 + Math.floor(Math.random() * pages)) }),
        },
      ],
      headers,
    ),
    await measure(
      'listing, random filters, sort and page',
      'cold',
      shop.url,
      [{ method: 'GET', setupRequest: (r) => ({ ...r, path: filteredListing() }) }],
      headers,
    ),
    await measure(
      'listing, deep page',
      'warm',
      shop.url,
      [{ method: 'GET', path: listing(Math.max(1, pages - 1)) }],
      headers,
    ),
    await measure(
      'product details',
      'warm',
      shop.url,
      [
        {
          method: 'POST',
          setupRequest: (r) => ({
            ...r,
            path: apiPaths.productDetails,
            body: JSON.stringify({ currencyId: 3, itemIds: [pick(itemIds)] }),
          }),
        },
      ],
      headers,
    ),
    await measure(
      'autosuggest',
      'warm',
      shop.url,
      [
        {
          method: 'GET',
          setupRequest: (r) => ({
            ...r,
            path: `${apiPaths.autoSuggest}?searchText=${encodeURIComponent(pick(terms))}&currencyId=2`,
          }),
        },
      ],
      headers,
    ),
    await measure(
      'search results page',
      'warm',
      shop.url,
      [
        {
          method: 'GET',
          setupRequest: (r) => ({
            ...r,
            path: `${apiPaths.searchItems}?searchType=2&searchValue=${encodeURIComponent(pick(terms))}&activePage=${1 + Math.floor(Math.random() * 3)}&currencyId=2`,
          }),
        },
      ],
      headers,
    ),
  );
  // The same cold listings through the raw statements alone, in a process of their own on the same database.
  const raw = await startServer(
    join(root, 'bench/src/raw-listing-server.ts'),
    port + 2,
    { DATABASE_URL: databaseUrl },
    '/health',
  );
  const rawListing = await measure(
    'raw statements of the same listings (yardstick)',
    'cold',
    raw.url,
    [{ method: 'GET', setupRequest: (r) => ({ ...r, path: filteredListing() }) }],
    {},
    raw.process.pid,
  );
  await raw.stop();
  const baselineAfter = await bare();
  const yardstick = (baselineBefore.requestsPerSecond + baselineAfter.requestsPerSecond) / 2;
  const ratio = (name: string) => (results.find((r) => r.name === name)?.requestsPerSecond ?? 0) / yardstick;

  console.log(
    `\nCatalogue of ${all.totalCount} products on ${databaseUrl.split(':')[0]}; ${connections} connections, ${duration} s each; LOG_LEVEL=${options['log-level']}.`,
  );
  console.log(
    `Yardstick: bare Fastify JSON at ${Math.round(yardstick)} req/s (mean of a run before and after).\n`,
  );
  console.log(
    '| call | cache could answer | req/s | p99 ms | ratio to bare Fastify | CPU µs/request | RSS after, MB | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  const bareCpu = (baselineBefore.cpuMicros + baselineAfter.cpuMicros) / 2;
  console.log(
    `| bare Fastify JSON (mean) | – | ${Math.round(yardstick)} | – | 1.000 | ${bareCpu.toFixed(0)} | – | 0 |`,
  );
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.cache} | ${Math.round(r.requestsPerSecond)} | ${r.p99} | ${(r.requestsPerSecond / yardstick).toFixed(3)} | ${r.cpuMicros.toFixed(0)} | ${r.residentMb} | ${r.errors} |`,
    );
  }
  const peak = residentMb(shop.process.pid).peak;
  const memory = await probe.read(shop);
  const mb = (bytes: number | undefined) => Math.round((bytes ?? 0) / 2 ** 20);
  console.log(`\nShop process memory: ${afterStart} MB after start-up, peak ${peak} MB under load.`);
  console.log(
    '\n| resident memory by mapping, MB | node binary | other files | C heap [heap] | thread arenas | other anonymous | total |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [when, b] of [
    ['after start-up', startBreakdown],
    ...results.map((r) => [`after ${r.name}`, r.breakdown] as const),
  ] as const) {
    if (b)
      console.log(
        `| ${when} | ${b.nodeBinary} | ${b.otherFiles} | ${b.brkHeap} | ${b.threadArenas} | ${b.otherAnonymous} | ${b.total} |`,
      );
  }
  console.log(`At the end: ${describeBreakdown(residentBreakdown(shop.process.pid))}.`);
  const v8 = (when: string, report: MemoryReport | undefined) => {
    if (!report) return;
    const spaces = Object.entries(report.spaces)
      .map(([space, bytes]) => `${space} ${mb(bytes)}`)
      .join(', ');
    console.log(
      `${when}: RSS ${mb(report.rss)} MB, V8 heap ${mb(report.heapUsed)} used of ${mb(report.heapTotal)} MB (${spaces}), ` +
        `outside the heap ${mb(report.external)} MB (buffers ${mb(report.arrayBuffers)} MB).`,
    );
  };
  v8('After start-up', startMemory);
  v8('At the end', memory);

  const coldListing = results.find((r) => r.name === 'listing, random filters, sort and page')!;
  console.log(
    `\nRaw statements of the same random listings: ${Math.round(rawListing.requestsPerSecond)} req/s, ` +
      `${rawListing.cpuMicros.toFixed(0)} µs of CPU each; the shop's cold listing costs ` +
      `${(coldListing.cpuMicros / rawListing.cpuMicros).toFixed(2)}× that.`,
  );
  const goals: [string, number, number][] = [
    [
      'cold listing within 2× its raw statements (inverted: 2 / ratio)',
      (2 * rawListing.cpuMicros) / coldListing.cpuMicros,
      1,
    ],
    ['home lists ≥ 0.40 of bare Fastify', ratio('GetPreOrderItems'), 0.4],
    ['product details ≥ 0.40', ratio('product details'), 0.4],
    ['warm listing page ≥ 0.40', ratio('listing, warm page 1'), 0.4],
    ['random (cold) listing page ≥ 0.10', ratio('listing, random page of 12'), 0.1],
    ['deep page ≥ 0.5 of page 1', ratio('listing, deep page') / ratio('listing, warm page 1'), 0.5],
    ['search results page ≥ 0.05', ratio('search results page'), 0.05],
    ['memory under load ≤ 250 MB (inverted: 250 / peak)', 250 / peak, 1],
  ];
  console.log('\n| goal | measured | met |');
  console.log('|---|---|---|');
  for (const [goal, measured, target] of goals) {
    console.log(`| ${goal} | ${measured.toFixed(3)} | ${measured >= target ? 'yes' : 'no'} |`);
  }
} finally {
  await shop.stop();
  await baseline.stop();
}

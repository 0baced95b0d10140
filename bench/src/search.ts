import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apiPaths } from '@dutyfree/contracts';
import { API_NODE_FLAGS, apiEnvironment, compileApiModules } from '../../apps/api/src/cli/node-flags.ts';
import { openDatabase } from '../../apps/api/src/db/database.ts';
import { SearchDocumentsRepository } from '../../apps/api/src/modules/catalog/search-documents.repository.ts';
import { updateIndex } from '../../apps/api/src/modules/catalog/search-index.service.ts';
import { SearchIndex } from '../../apps/api/src/modules/catalog/search-index.ts';
import { benchmarkDatabase } from './catalogue-database.ts';
import { guestHeaders } from './guest.ts';
import {
  cpuMs,
  describeBreakdown,
  memoryProbe,
  residentBreakdown,
  residentMb,
  startServer,
} from './processes.ts';
import { seededRandom } from './seeded-random.ts';

// `npm run bench:search [-- --products 100000 --requests 2000 --connections 50 --port 4300 --postgres postgres://…]`
// The catalogue's search where nothing is cached (decision 0038): every request asks a text never asked
// before in the run, drawn from the catalogue's own words (with typos and prefixes as travellers type
// them), so that no kept answer serves it. Prints p50 and p95 of a results page (with its filter counts)
// and of an autosuggest, for one client and for `connections` at once, with the shop's CPU per request,
// the time its index took to build, and its resident memory (now and at its peak) and V8 heap. First, in
// this process before the shop starts, the index alone: a full build against the update of one product
// (read from the database and put again, as a back-office change of it does), and what the index holds.
// Traffic goes to 127.0.0.1 only.

const { values: options } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '2000' },
    connections: { type: 'string', default: '50' },
    postgres: { type: 'string' },
    port: { type: 'string', default: '4300' },
  },
});
const products = Number(options.products);
const requests = Number(options.requests);
const connections = Number(options.connections);

const root = join(import.meta.dirname, '..', '..');
const databaseUrl = await benchmarkDatabase(products, options.postgres);
const engine = options.postgres ? 'postgres' : 'sqlite';

/** The index built in full in this process, then one product at a time updated: their times, and its size. */
async function indexAlone() {
  const database = openDatabase(databaseUrl);
  try {
    const documents = new SearchDocumentsRepository(database.db);
    const before = process.memoryUsage();
    const building = performance.now();
    const index = new SearchIndex();
    await documents.eachBatch(2_000, (batch) => {
      for (const document of batch) index.put(document);
    });
    index.compact();
    const buildMs = performance.now() - building;
    const after = process.memoryUsage();
    const updates: number[] = [];
    for (let n = 0; n < 21; n++) {
      const id = 1 + ((n * 7_919) % products);
      const updating = performance.now();
      await updateIndex(index, documents, [id]);
      updates.push(performance.now() - updating);
    }
    updates.sort((a, b) => a - b);
    const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
    console.log(
      `${engine}, ${products} products, the index alone: full build ${(buildMs / 1000).toFixed(1)} s;` +
        ` one product's update (read and put again) median ${updates[10]!.toFixed(1)} ms, slowest of 21` +
        ` ${updates[20]!.toFixed(1)} ms; ${index.size} items held in ${mb(after.arrayBuffers - before.arrayBuffers)} MB` +
        ` of typed arrays (before collecting the build's garbage: V8 heap +${mb(after.heapUsed - before.heapUsed)} MB)`,
    );
  } finally {
    await database.destroy();
  }
}
await indexAlone();

const probe = memoryProbe('bench-search');
const started = performance.now();
// As `npm start` does: the shop's process reads its modules compiled, without the type stripper.
compileApiModules();
const shop = await startServer(
  join(root, 'apps/api/src/server.ts'),
  Number(options.port),
  {
    ...apiEnvironment(process.env),
    DATABASE_URL: databaseUrl,
    SEED_ON_START: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST: join(root, 'bench/.no-web'),
    ...probe.env,
  },
  '/health',
  [...API_NODE_FLAGS, ...probe.nodeArgs],
  // 100,000 products' index took over a minute to build on the shared machine at its busiest.
  300_000,
);
// The server listens once its index is built (an onReady hook of the search routes).
const readyMs = performance.now() - started;

/** Seeded, so that two runs ask the same texts. */
const { random, pick } = seededRandom(20_261_128);

/** A word as a traveller might type it: as written, one letter dropped, or two neighbours swapped. */
function typed(word: string): string {
  const roll = random();
  if (word.length < 5 || roll < 0.6) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  if (roll < 0.8) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

try {
  const headers = await guestHeaders(shop.url);
  type Page = { items: { name: string; brand: string; description: string }[]; totalCount: number };
  const get = async (path: string, language = 'en') =>
    (await (
      await fetch(shop.url + path, { headers: { ...headers, 'accept-language': language } })
    ).json()) as Page;

  // The vocabulary: the words of random listing pages' names, brands and descriptions, in each language.
  const vocabulary = new Set<string>();
  const listed = await get(`${apiPaths.searchItems}?pageSize=1&currencyId=2`);
  const pages = Math.max(1, Math.floor(listed.totalCount / 60));
  for (let n = 0; n < 40; n++) {
    const page = await get(
      `${apiPaths.searchItems}?pageSize=60&currencyId=2&sort=ByDate&activePage=${1 + Math.floor(random() * pages)}`,
      pick(['en', 'ar', 'zh']),
    );
    for (const item of page.items) {
      for (const text of [item.name, item.brand, item.description]) {
        for (const word of text.match(/[\p{L}\p{N}]{3,}/gu) ?? []) vocabulary.add(word.toLowerCase());
      }
    }
  }
  const words = [...vocabulary];
  const asked = new Set<string>();
  /** A text never asked before: one to three words, some mistyped, the last sometimes cut short. */
  const freshText = (prefix: boolean): string => {
    for (let tries = 0; tries < 100_000; tries++) {
      const count = 1 + Math.floor(random() * 3);
      const parts = Array.from({ length: count }, () => typed(pick(words)));
      if (prefix) {
        const last = parts[count - 1]!;
        parts[count - 1] = last.slice(0, Math.max(2, Math.ceil(last.length * (0.4 + random() * 0.6))));
      }
      const text = parts.join(' ');
      if (!asked.has(text)) {
        asked.add(text);
        return text;
      }
    }
    throw new Error("The catalogue's words give no text that was not asked already");
  };

  type Kind = 'results page' | 'autosuggest';
  const pathOf = (kind: Kind) =>
    kind === 'results page'
      ? `${apiPaths.searchItems}?searchValue=${encodeURIComponent(freshText(false))}&currencyId=2`
      : `${apiPaths.autoSuggest}?searchText=${encodeURIComponent(freshText(true))}&currencyId=2`;

  const run = async (kind: Kind, clients: number) => {
    const paths = Array.from({ length: requests }, () => pathOf(kind));
    const latencies: number[] = [];
    let next = 0;
    let failed = 0;
    const cpuBefore = cpuMs(shop.process.pid);
    const begun = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < paths.length) {
          const path = paths[next++]!;
          const sent = performance.now();
          const response = await fetch(shop.url + path, {
            headers: { ...headers, 'accept-language': pick(['en', 'ar', 'zh']) },
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - sent);
          if (!response.ok) failed++;
        }
      }),
    );
    const seconds = (performance.now() - begun) / 1000;
    const cpu = cpuMs(shop.process.pid) - cpuBefore;
    latencies.sort((a, b) => a - b);
    console.log(
      [
        `${engine} cold ${kind}, ${clients === 1 ? '1 client' : `${clients} concurrent`}:`,
        `p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p95 ${percentile(latencies, 0.95).toFixed(1)} ms,`,
        `${Math.round(requests / seconds)} req/s, ${((cpu * 1000) / requests).toFixed(0)} µs CPU each,`,
        `${failed} failed, RSS ${residentMb(shop.process.pid).now} MB`,
      ].join(' '),
    );
  };

  const memory = await probe.read(shop);
  console.log(
    `${engine}, ${products} products: listening after ${(readyMs / 1000).toFixed(1)} s (the index built first);` +
      ` RSS ${residentMb(shop.process.pid).now} MB, V8 heap ${Math.round((memory?.heapUsed ?? 0) / 2 ** 20)} MB;` +
      ` ${words.length} words to draw ${requests} texts per row from, none asked twice (cold: no kept answer serves them);` +
      ` ${describeBreakdown(residentBreakdown(shop.process.pid))}`,
  );
  for (const kind of ['results page', 'autosuggest'] as const) {
    await run(kind, 1);
    await run(kind, connections);
  }
  const loaded = await probe.read(shop);
  console.log(
    `${engine}: peak RSS ${residentMb(shop.process.pid).peak} MB; after the load RSS ${residentMb(shop.process.pid).now} MB,` +
      ` V8 heap ${Math.round((loaded?.heapUsed ?? 0) / 2 ** 20)} MB used of ${Math.round((loaded?.heapTotal ?? 0) / 2 ** 20)} MB,` +
      ` buffers ${Math.round((loaded?.arrayBuffers ?? 0) / 2 ** 20)} MB; ${describeBreakdown(residentBreakdown(shop.process.pid))}`,
  );
} finally {
  await shop.stop();
}

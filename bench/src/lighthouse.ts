import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { apiPaths, searchTypes } from '@dutyfree/contracts';
import { guestHeaders } from './guest.ts';
import { startServer } from './processes.ts';

// `npm run bench:lighthouse [-- --runs 3 --build --before /tmp/web-main --chromium /usr/bin/chromium --save DIR]`
// Lighthouse (mobile preset: a mid-range phone on slow 4G and a 4× slower CPU, simulated) on the home page,
// a listing, a product page and search results of the production build, served by the real server on a
// fresh demo shop of its own. Prints the median of the runs per page and whether each goal is met
// (score ≥ 95, TBT ≤ 200 ms, LCP ≤ 1.5 s, CLS ≤ 0.05, JS ≤ 140 KB gzip), and the phases of the LCP as the
// run's trace observed them. `--before DIR` also serves another web build (e.g. main's, built with
// `npx vite build apps/web --outDir DIR`) from a second server and measures it in the same run, the two
// taking turns, so that a busy machine weighs on both alike. `--save DIR` keeps each run's Lighthouse JSON
// (`<build>-<page>-<run>.json`) for reading the rest of its audits. Runs one Lighthouse at a time.

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    build: { type: 'boolean', default: false },
    chromium: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    save: { type: 'string' },
    before: { type: 'string' },
  },
});
const runs = Number(options.runs);

const root = join(import.meta.dirname, '..', '..');
const webDist = join(root, 'apps/web/dist');
const lighthouseCli = join(root, 'node_modules/lighthouse/cli/index.js');

const GOALS = { score: 95, tbtMs: 200, lcpMs: 1500, cls: 0.05, jsGzipKb: 140 };

/** The newest modification time under a folder, so that a build older than its sources is redone. */
function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
}

function buildIfNeeded() {
  const built = join(webDist, 'index.html');
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/contracts/src',
  ];
  const stale =
    !existsSync(built) ||
    sources.some((source) => newestChange(join(root, source)) > statSync(built).mtimeMs);
  if (!options.build && !stale) return;
  console.log('Building the web app for production …');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the production build failed');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

type Run = {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsGzipBytes: number;
  jsSentBytes: number;
  /** Requests the first paint waited for (Lighthouse's render-blocking insight), and what they sent. */
  blockingRequests: number;
  blockingSentBytes: number;
  /** The LCP's phases in the run's own trace (not the simulation the score uses), ms. */
  ttfbMs: number;
  loadDelayMs: number;
  loadDurationMs: number;
  renderDelayMs: number;
};

type LcpSubpart = { subpart?: string; duration?: number };

/** Lighthouse's LCP breakdown: a list whose first table has one row per phase (absent phases are 0). */
function lcpPhases(details: { items?: { items?: LcpSubpart[] }[] } | undefined) {
  const rows = details?.items?.[0]?.items ?? [];
  const phase = (name: string) => rows.find((row) => row.subpart === name)?.duration ?? 0;
  return {
    ttfbMs: phase('timeToFirstByte'),
    loadDelayMs: phase('resourceLoadDelay'),
    loadDurationMs: phase('resourceLoadDuration'),
    renderDelayMs: phase('elementRenderDelay'),
  };
}

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number; totalBytes?: number };

/** What a script weighs gzipped at the build's setting: its .gz file, or the file gzipped here. */
function gzipBytesOfScript(dist: string, url: URL): number {
  const file = join(dist, decodeURIComponent(url.pathname));
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  if (existsSync(file)) return gzipSync(readFileSync(file), { level: 9 }).length;
  return 0;
}

/** Lighthouse on a busy machine now and then loses its trace (NO_NAVSTART); such a run is tried again. */
function lighthouse(dist: string, url: string, saveAs?: string, attempts = 3): Run {
  try {
    return lighthouseOnce(dist, url, saveAs);
  } catch (error) {
    if (attempts <= 1) throw error;
    console.warn(`${(error as Error).message.split('\n')[0]} — trying again`);
    return lighthouse(dist, url, saveAs, attempts - 1);
  }
}

function lighthouseOnce(dist: string, url: string, saveAs?: string): Run {
  const result = spawnSync(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    {
      env: { ...process.env, CHROME_PATH: options.chromium },
      maxBuffer: 256 * 1024 * 1024,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}: ${result.stderr}`);
  if (saveAs) writeFileSync(saveAs, result.stdout);
  const report = JSON.parse(result.stdout) as {
    runtimeError?: { message: string };
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
  };
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  const requests = (report.audits['network-requests']?.details?.items ?? []) as NetworkRequest[];
  const scripts = requests.filter(
    (request) => request.resourceType === 'Script' && request.url.startsWith(new URL(url).origin),
  );
  const blocking = (report.audits['render-blocking-insight']?.details?.items ?? []) as NetworkRequest[];
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    jsGzipBytes: scripts.reduce((sum, request) => sum + gzipBytesOfScript(dist, new URL(request.url)), 0),
    jsSentBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    blockingRequests: blocking.length,
    blockingSentBytes: blocking.reduce((sum, request) => sum + (request.totalBytes ?? 0), 0),
    ...lcpPhases(
      report.audits['lcp-breakdown-insight']?.details as Parameters<typeof lcpPhases>[0] | undefined,
    ),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The pages measured, as paths: a listing, a product and a search that exist in the demo shop, read from its API. */
async function pagesOf(base: string): Promise<[string, string][]> {
  const home = (await (
    await fetch(`${base}${apiPaths.preOrderItems}?currencyId=1`, { headers: await guestHeaders(base) })
  ).json()) as {
    allInOneList: { id: number; brand: string; itemCategory: string; itemCategoryId: number }[];
  };
  const item = home.allInOneList[0];
  if (!item) throw new Error('the demo shop has no products');
  const search = new URLSearchParams({ searchValue: item.brand, searchType: searchTypes.all });
  return [
    ['home', '/'],
    ['listing', `/product-list/${encodeURIComponent(item.itemCategory)}/${item.itemCategoryId}`],
    ['product', `/product-detail/${item.id}`],
    ['search', `/SearchResult?${search.toString()}`],
  ];
}

/** The real server on a fresh demo shop of its own, serving one web build. */
async function shopServing(dist: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dutyfree-bench-lighthouse-'));
  const server = await startServer(
    join(root, 'apps/api/src/server.ts'),
    await freePort(),
    {
      DATABASE_URL: `sqlite:${join(dataDir, 'shop.db')}`,
      WEB_DIST: dist,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
    },
    '/health',
  );
  return {
    dist,
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Measured = { median: Run; scores: number[] };

function medianRun(measured: Run[]): Measured {
  const of = (key: keyof Run) => median(measured.map((run) => run[key]));
  const keys = Object.keys(measured[0]!) as (keyof Run)[];
  return {
    scores: measured.map((run) => run.score),
    median: Object.fromEntries(keys.map((key) => [key, of(key)])) as Run,
  };
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

buildIfNeeded();
const builds = [
  ...(options.before ? [{ name: 'before', dist: options.before }] : []),
  { name: 'after', dist: webDist },
];
const shops = await Promise.all(builds.map((build) => shopServing(build.dist)));

if (options.save) mkdirSync(options.save, { recursive: true });
try {
  const pages = await pagesOf(shops[0]!.url);
  // One warm-up load each, so that the first measured run does not pay for a server's cold caches.
  for (const shop of shops) lighthouse(shop.dist, shop.url + pages[0]![1]);
  const rows: { page: string; path: string; results: Measured[] }[] = [];
  for (const [page, path] of pages) {
    const measured: Run[][] = shops.map(() => []);
    // The builds take turns, so that what else the machine is doing weighs on both alike.
    for (let i = 0; i < runs; i++) {
      shops.forEach((shop, index) => {
        const saveAs = options.save && join(options.save, `${builds[index]!.name}-${page}-${i + 1}.json`);
        measured[index]!.push(lighthouse(shop.dist, shop.url + path, saveAs));
      });
    }
    rows.push({ page, path, results: measured.map(medianRun) });
  }

  const mark = (met: boolean) => (met ? 'met' : 'MISSED');
  console.log(
    `\nLighthouse mobile preset, median of ${runs} runs per page (Chromium at ${options.chromium}).\n`,
  );
  console.log(
    '| page | build | score (runs) | TBT ms | LCP s | CLS | initial JS KB gzip (sent) | render-blocking requests (KB sent) |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { page, path, results } of rows) {
    results.forEach(({ median: m, scores }, index) => {
      console.log(
        `| ${page} \`${path}\` | ${builds[index]!.name} | ${m.score} (${scores.join(', ')}) | ${Math.round(m.tbtMs)} | ${seconds(m.lcpMs)} | ${m.cls.toFixed(3)} | ${(m.jsGzipBytes / 1024).toFixed(1)} (${(m.jsSentBytes / 1024).toFixed(1)}) | ${m.blockingRequests} (${(m.blockingSentBytes / 1024).toFixed(1)}) |`,
      );
    });
  }
  console.log(
    "\nLCP phases in the runs' own traces (median ms; the score uses a simulated slow 4G phone instead):\n",
  );
  console.log('| page | build | TTFB | resource load delay | resource load time | render delay |');
  console.log('|---|---|---|---|---|---|');
  for (const { page, results } of rows) {
    results.forEach(({ median: m }, index) => {
      console.log(
        `| ${page} | ${builds[index]!.name} | ${Math.round(m.ttfbMs)} | ${Math.round(m.loadDelayMs)} | ${Math.round(m.loadDurationMs)} | ${Math.round(m.renderDelayMs)} |`,
      );
    });
  }
  console.log(`\nGoals (${builds.at(-1)!.name}):`);
  for (const { page, results } of rows) {
    const m = results.at(-1)!.median;
    console.log(
      `  ${page}: score ≥ ${GOALS.score} ${mark(m.score >= GOALS.score)}; TBT ≤ ${GOALS.tbtMs} ms ${mark(m.tbtMs <= GOALS.tbtMs)}; LCP ≤ ${GOALS.lcpMs / 1000} s ${mark(m.lcpMs <= GOALS.lcpMs)}; CLS ≤ ${GOALS.cls} ${mark(m.cls <= GOALS.cls)}; JS ≤ ${GOALS.jsGzipKb} KB gzip ${mark(m.jsGzipBytes <= GOALS.jsGzipKb * 1024)}`,
    );
  }
} finally {
  await Promise.all(shops.map((shop) => shop.stop()));
}

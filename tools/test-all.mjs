// `npm test`: every test of the shop, then one line `tests: N passed, M failed`.
//
//   1. unit and API tests (Vitest): API tests run on SQLite, and on PostgreSQL when it is reachable
//      (only on PostgreSQL when DATABASE_URL=postgres://… is set);
//   2. a production build of the web app;
//   3. user journeys in Debian's Chromium (Playwright) against that build, served by the real server on a
//      fresh database: SQLite by default, a fresh PostgreSQL database when DATABASE_URL=postgres://… is set.
//
// Options: --only unit | --only e2e
//          --engine-only: only what the database engine can change, for a second run on another engine (CI's
//          PostgreSQL run after its SQLite one): the API tests, which run every call on the engine, and the
//          journeys tagged `@engine` (on the layout each runs on), one per user task that writes (a card payment, miles, on board, a
//          hand-over, the crew app's sync, an admin's item and cancellation, a staff account). The other
//          journeys cross the same calls the API tests already cover on every engine, so a second run of
//          them proved nothing new and cost CI twenty minutes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = join(import.meta.dirname, '..');
// Each engine's run keeps its reports apart, so that runs on two engines can go side by side (CI does).
const engineName = process.env.DATABASE_URL?.split(':')[0] ?? 'default';
const resultsDir = join(root, 'test-results', engineName);
const webDist = join(tmpdir(), `dutyfree-e2e-web-${process.pid}`);
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const engineOnly = process.argv.includes('--engine-only');

/** How long each phase took, printed above the summary line (CI lists them at the end of its log). */
const phaseMinutes = [];

function run(phase, command, args, env = {}) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  phaseMinutes.push(`time: ${phase} ${((performance.now() - started) / 60_000).toFixed(1)} min`);
  return result.status ?? 1;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((c) => c && existsSync(c));
}

async function freshE2eDatabase() {
  const url = process.env.DATABASE_URL;
  if (url?.startsWith('postgres')) {
    const name = `dutyfree_e2e_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    return {
      url: target.toString(),
      async drop() {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'dutyfree-e2e-'));
  return {
    url: `sqlite:${join(dir, 'shop.db')}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Failed Vitest tests as `file › name`, from its JSON report. */
function vitestFailures(report) {
  return report.testResults.flatMap((file) => {
    const path = file.name.replace(`${root}/`, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    // A file that fails before its tests run (an import error) has no failed test to name.
    if (failed.length === 0 && file.status === 'failed') return [`${path} › ${file.message.split('\n')[0]}`];
    return failed.map((test) => `${path} › ${test.fullName}`);
  });
}

/**
 * Playwright tests of one outcome (`unexpected`: failed; `flaky`: passed on the second try) as
 * `[project] file › title`, from its JSON report's nested suites.
 */
function playwrightTests(suites, status) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === status)
        .map((test) => `[${test.projectName}] e2e/tests/${spec.file} › ${spec.title}`),
    ),
    ...playwrightTests(suite.suites ?? [], status),
  ]);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
// Named again just above the summary line, so the end of a long CI log says what failed.
const failures = [];
const flaky = [];
let runnerFailed = false;
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

if (only !== 'e2e') {
  const vitestJson = join(resultsDir, 'vitest.json');
  const status = run('unit and API tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
    ...(engineOnly ? ['--project', 'api'] : []),
  ]);
  const report = readJson(vitestJson);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    failures.push(...vitestFailures(report));
  }
  if (status !== 0 && (!report || report.numFailedTests === 0)) runnerFailed = true;
}

if (only !== 'unit') {
  const chromium = findChromium();
  if (!chromium) {
    console.error(
      '\nChromium is needed for the browser tests and was not found.\n' +
        'Install it with `sudo apt-get install chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to its binary.\n',
    );
    runnerFailed = true;
  } else if (
    run('web build', 'npx', [
      'vite',
      'build',
      'apps/web',
      '--outDir',
      webDist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ]) !== 0
  ) {
    runnerFailed = true;
  } else {
    const database = await freshE2eDatabase();
    const playwrightJson = join(resultsDir, 'playwright.json');
    const selection = engineOnly ? ['--grep', '@engine'] : [];
    const status = run(
      'journeys',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...selection],
      {
        CHROMIUM_PATH: chromium,
        E2E_DATABASE_URL: database.url,
        E2E_WEB_DIST: webDist,
        E2E_OUTPUT_DIR: join(resultsDir, 'journeys'),
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      },
    );
    await database.drop();
    rmSync(webDist, { recursive: true, force: true });
    const playwrightReport = readJson(playwrightJson);
    const stats = playwrightReport?.stats;
    if (stats) {
      failures.push(...playwrightTests(playwrightReport.suites, 'unexpected'));
      flaky.push(...playwrightTests(playwrightReport.suites, 'flaky'));
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
    }
    if (status !== 0 && (!stats || stats.unexpected === 0)) runnerFailed = true;
  }
}

if (runnerFailed) totals.failed += 1;
for (const [heading, names] of [
  ['flaky (passed on the second try)', flaky],
  ['failed', failures],
]) {
  if (names.length > 0) console.log(`\n${heading}:\n${names.map((name) => `  ${name}`).join('\n')}`);
}
console.log(`\n${phaseMinutes.join('\n')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);

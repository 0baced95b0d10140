import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// PostgreSQL's own tests (races SQLite cannot have, the crash drill) are named `*.postgres.test.ts`: a
// run that DATABASE_URL pins to SQLite leaves them out rather than finding no test in them.
const sqliteOnly = process.env.DATABASE_URL?.startsWith('sqlite') ?? false;

// Test files share their worker's modules (`isolate: false`): importing the app and a DOM once per worker
// instead of once per file took the run from about 8 minutes to about 4 on two cores. Each API test file
// opens its own database and app; each screen test file starts from a clean page (vitest-setup.ts). A file
// that replaces a module with `vi.mock` needs modules of its own, so those run isolated, found by reading.
const webTests = 'apps/web/src/**/*.test.{ts,tsx}';
const mockingWebTests = globSync(webTests, { cwd: import.meta.dirname }).filter((file) =>
  readFileSync(`${import.meta.dirname}/${file}`, 'utf8').includes('vi.mock('),
);

// One runner for every unit and API test; each workspace is a project so that the web tests get a DOM
// and the API tests get a real database without stepping on each other.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: sqliteOnly ? ['**/*.postgres.test.ts'] : [],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'bench',
          include: ['bench/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web-build',
          include: ['apps/web/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: [webTests],
          exclude: mockingWebTests,
          environment: 'jsdom',
          isolate: false,
          // A screen test walks several renders, each waiting for faked data (vitest-setup.ts); on two busy
          // cores the run's default 5 s has cut off tests that pass in under one.
          testTimeout: 20_000,
          setupFiles: ['apps/web/src/testing/vitest-setup.ts'],
        },
      },
      {
        test: {
          name: 'web-mocking',
          include: mockingWebTests,
          environment: 'jsdom',
          testTimeout: 20_000,
          setupFiles: ['apps/web/src/testing/vitest-setup.ts'],
        },
      },
    ],
  },
});

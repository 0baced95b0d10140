import { defineConfig } from 'vitest/config';

// PostgreSQL's own tests (races SQLite cannot have, the crash drill) are named `*.postgres.test.ts`: a
// run that DATABASE_URL pins to SQLite leaves them out rather than finding no test in them.
const sqliteOnly = process.env.DATABASE_URL?.startsWith('sqlite') ?? false;

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
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: sqliteOnly ? ['**/*.postgres.test.ts'] : [],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A screen test walks several renders, each waiting for faked data (vitest-setup.ts); on two busy
          // cores the run's default 5 s has cut off tests that pass in under one.
          testTimeout: 20_000,
          setupFiles: ['apps/web/src/testing/vitest-setup.ts'],
        },
      },
    ],
  },
});

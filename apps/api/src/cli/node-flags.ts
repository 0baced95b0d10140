import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * V8 settings every API process starts with (`npm start`, each process of `start:cluster`, the
 * benchmarks). On a machine with several GB of memory V8 lets the young generation grow to 64 MB a
 * semi-space, two of them: 128 MB of resident memory that an API process, whose requests leave a few KB of
 * short-lived objects each, fills with garbage under load. 8 MB a semi-space holds what is in flight for
 * 50 connections with room to spare: it cut the catalogue benchmark's peak by 28 MB against 16 MB, at the
 * same CPU per request (38–516 µs against 40–535 on a quiet machine, docs/performance.md); 128 MB to 16
 * had cut about 110 MB.
 *
 * After each full collection V8 lets the old generation grow to up to four times what survived before the
 * next one. Under load what is promoted there is mostly garbage (answers in flight when the young
 * generation was collected, kept answers pushed out of their cache), and the buffers it holds keep their
 * bytes in the C heap until that next collection. 1.5 times took the catalogue benchmark's peak from about
 * 300 MB to 230 (decision 32). With the search index of 100,000 products it was 251–258 MB at 1.5 times,
 * 237–251 at 1.35 and 231–232 at 1.25, which costs some 3–10 % more CPU per request (docs/performance.md,
 * decision 63): a process that outgrows its memory is stopped, one that spends a little more CPU is not.
 */
export const API_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8', '--heap-growing-percent=25'];

/**
 * Where node keeps the modules it has compiled, the types stripped from the shop's TypeScript among them
 * (a folder of node_modules: nothing to commit, gone with a fresh install).
 */
const COMPILE_CACHE = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '..',
  'node_modules',
  '.cache',
  'node-compile',
);

/**
 * Process settings every API process starts with, unless its environment sets them already:
 *
 * - `MALLOC_ARENA_MAX`: glibc gives each thread that allocates an arena of its own, up to eight per core;
 *   V8's and libuv's worker threads held 17–29 MB of them in the catalogue benchmark. Two arenas, the main
 *   thread's and one shared by every worker, kept them near 10 MB, and the main thread, which answers the
 *   requests, still never waits for a worker's lock (docs/performance.md). glibc reads it once, at start.
 * - `NODE_COMPILE_CACHE`: node runs the shop's TypeScript as it is, stripping the types with a compiler it
 *   loads on the first `.ts` file and keeps for the process's life, some 15 MB of resident memory. With the
 *   cache, and its modules compiled ahead (`compileApiModules`), an API process reads them stripped and
 *   never loads that compiler; so does the search index's builder, which inherits the setting.
 */
export const API_ENVIRONMENT: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  NODE_COMPILE_CACHE: COMPILE_CACHE,
};

/**
 * The modules an API process loads: `npm start`'s and every process of `start:cluster` (the server). Each
 * imports the rest of the shop; none does anything when imported rather than run.
 */
const API_ENTRY_MODULES = ['start.ts', 'web-build.ts', join('..', 'server.ts')].map((file) =>
  join(import.meta.dirname, file),
);

/**
 * Compiles the API's modules into `NODE_COMPILE_CACHE` in a short process of its own, so that an API
 * process started next reads every one of them compiled and never loads the type stripper, even on the
 * first start after a change (node compiles only what changed; the rest it reads). `npm start` does this
 * before it starts over, `start:cluster` before its processes start, and the benchmarks before they
 * measure one.
 */
export function compileApiModules(): void {
  const imports = API_ENTRY_MODULES.map(
    (file) => `await import(${JSON.stringify(pathToFileURL(file).href)});`,
  );
  const result = spawnSync(
    process.execPath,
    [...API_NODE_FLAGS, '--input-type=module', '--eval', imports.join('\n')],
    {
      env: apiEnvironment(process.env),
      stdio: ['ignore', 'ignore', 'inherit'],
      // A module that kept the process alive once imported must not hold up the start for good.
      timeout: 120_000,
    },
  );
  // Not fatal: the API process then compiles what it lacks itself, as it would without the cache.
  if (result.status !== 0 || result.error)
    console.warn('The API modules could not be compiled ahead; starting without.');
}

/** The environment an API process starts with: `env`, and `API_ENVIRONMENT` for what it leaves unset. */
export function apiEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...API_ENVIRONMENT, ...env };
}

/**
 * For `npm start`, whose command line can neither set variables on every platform nor keep node flags in
 * one place with `start:cluster` and the benchmarks: a process that lacks `API_NODE_FLAGS` or
 * `API_ENVIRONMENT` starts over with them, in place (same process id, nothing kept from the first start).
 * The API's flags go before the process's own, so that a flag the operator gave still wins. Where there is
 * no `execve` (Windows), the process runs as it was started.
 */
export function startAsApiProcess(): void {
  if (process.execve === undefined) return;
  const missingFlags = API_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
  const missingSettings = Object.keys(API_ENVIRONMENT).some((name) => process.env[name] === undefined);
  if (missingFlags.length === 0 && !missingSettings) return;
  compileApiModules();
  process.execve(
    process.execPath,
    [process.execPath, ...missingFlags, ...process.execArgv, ...process.argv.slice(1)],
    apiEnvironment(process.env),
  );
}

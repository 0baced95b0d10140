/**
 * V8 settings every API process starts with (`npm start`, each process of `start:cluster`, the
 * benchmarks). On a machine with several GB of memory V8 lets the young generation grow to 64 MB a
 * semi-space, two of them: 128 MB of resident memory that an API process, whose requests leave a few KB of
 * short-lived objects each, fills with garbage under load. 16 MB cut the catalogue benchmark's peak by
 * about 110 MB at no measurable CPU cost per request; 8 MB and `--optimize-for-size` cost CPU.
 *
 * After each full collection V8 lets the old generation grow to up to four times what survived before the
 * next one. Under load what is promoted there is mostly garbage (answers in flight when the young
 * generation was collected, kept answers pushed out of their cache), and the buffers it holds keep their
 * bytes in the C heap until that next collection: 1.5 times took the catalogue benchmark's peak from about
 * 300 MB to 230 at no CPU per request these runs could see; 1.25 times to 210 MB, at a visible cost
 * (docs/performance.md).
 */
export const API_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16', '--heap-growing-percent=50'];

/**
 * C library settings every API process starts with, unless its environment sets them already. glibc gives
 * each thread that allocates an arena of its own, up to eight per core; V8's and libuv's worker threads
 * held 17–29 MB of them in the catalogue benchmark. Two arenas, the main thread's and one shared by every
 * worker, kept them near 10 MB, and the main thread, which answers the requests, still never waits for a
 * worker's lock (docs/performance.md). glibc reads the setting once, when the process starts.
 */
export const API_ENVIRONMENT: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };

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
  process.execve(
    process.execPath,
    [process.execPath, ...missingFlags, ...process.execArgv, ...process.argv.slice(1)],
    apiEnvironment(process.env),
  );
}

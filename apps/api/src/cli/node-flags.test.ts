import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ENVIRONMENT, API_NODE_FLAGS, apiEnvironment } from './node-flags.ts';

describe('apiEnvironment', () => {
  it('adds the C library settings to an environment that lacks them, and keeps what the operator set', () => {
    expect(apiEnvironment({ PORT: '3000' })).toEqual({ ...API_ENVIRONMENT, PORT: '3000' });
    expect(apiEnvironment({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
  });
});

describe.runIf(process.execve !== undefined)('startAsApiProcess', () => {
  // A process that starts over prints its environment, flags and arguments; `npm start` calls this first.
  const script = `
    import { startAsApiProcess } from ${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'node-flags.ts')).href)};
    startAsApiProcess();
    console.log(JSON.stringify({ arenas: process.env.MALLOC_ARENA_MAX, compileCache: process.env.NODE_COMPILE_CACHE, args: process.argv.slice(2), flags: process.execArgv }));
  `;
  const directory = mkdtempSync(join(tmpdir(), 'start-over-'));
  const file = join(directory, 'start.mjs');
  writeFileSync(file, script);
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  const run = (flags: readonly string[], env: NodeJS.ProcessEnv) => {
    const result = spawnSync(process.execPath, [...flags, file, 'kept', 'argument'], {
      env,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    return JSON.parse(result.stdout) as {
      arenas?: string;
      compileCache?: string;
      args: string[];
      flags: string[];
    };
  };
  const { MALLOC_ARENA_MAX: _, NODE_COMPILE_CACHE: __, ...withoutSettings } = process.env;

  it('starts a bare process over once with the settings, the node flags and its arguments', () => {
    const started = run([], withoutSettings);
    expect(started.arenas).toBe(API_ENVIRONMENT.MALLOC_ARENA_MAX);
    expect(started.compileCache).toBe(API_ENVIRONMENT.NODE_COMPILE_CACHE);
    expect(started.args).toEqual(['kept', 'argument']);
    expect(started.flags).toEqual(API_NODE_FLAGS);
  });

  it("adds the API's flags before the operator's own, which still win", () => {
    const started = run(['--max-semi-space-size=32'], withoutSettings);
    expect(started.flags).toEqual([...API_NODE_FLAGS, '--max-semi-space-size=32']);
  });

  it('leaves a process that has the flags and the settings as it is', () => {
    const started = run(API_NODE_FLAGS, {
      ...withoutSettings,
      MALLOC_ARENA_MAX: '4',
      NODE_COMPILE_CACHE: directory,
    });
    expect(started.arenas).toBe('4');
    expect(started.compileCache).toBe(directory);
    expect(started.flags).toEqual(API_NODE_FLAGS);
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ENVIRONMENT, API_NODE_FLAGS, apiEnvironment } from './node-flags.ts';

describe('API_NODE_FLAGS', () => {
  it('are what `npm start` starts the API process with', () => {
    const manifest = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../../../package.json'), 'utf8'),
    ) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.start).toContain(`node ${API_NODE_FLAGS.join(' ')} apps/api/src/cli/start.ts`);
  });
});

describe('apiEnvironment', () => {
  it('adds the C library settings to an environment that lacks them, and keeps what the operator set', () => {
    expect(apiEnvironment({ PORT: '3000' })).toEqual({ ...API_ENVIRONMENT, PORT: '3000' });
    expect(apiEnvironment({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
  });
});

describe.runIf(process.platform === 'linux')('startOverWithApiEnvironment', () => {
  // A process that starts over prints its id and environment; `npm start` calls this first thing.
  const script = `
    import { startOverWithApiEnvironment } from ${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'node-flags.ts')).href)};
    startOverWithApiEnvironment();
    console.log(JSON.stringify({ arenas: process.env.MALLOC_ARENA_MAX, args: process.argv.slice(2), flags: process.execArgv }));
  `;
  const directory = mkdtempSync(join(tmpdir(), 'start-over-'));
  const file = join(directory, 'start.mjs');
  writeFileSync(file, script);
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  const run = (env: NodeJS.ProcessEnv) => {
    const result = spawnSync(process.execPath, [...API_NODE_FLAGS, file, 'kept', 'argument'], {
      env,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    return JSON.parse(result.stdout) as { arenas?: string; args: string[]; flags: string[] };
  };
  const { MALLOC_ARENA_MAX: _, ...withoutSettings } = process.env;

  it('starts the process over once with the settings, its node flags and its arguments', () => {
    const started = run(withoutSettings);
    expect(started.arenas).toBe(API_ENVIRONMENT.MALLOC_ARENA_MAX);
    expect(started.args).toEqual(['kept', 'argument']);
    expect(started.flags).toEqual(API_NODE_FLAGS);
  });

  it('leaves a process whose environment sets them as it is', () => {
    expect(run({ ...withoutSettings, MALLOC_ARENA_MAX: '4' }).arenas).toBe('4');
  });
});

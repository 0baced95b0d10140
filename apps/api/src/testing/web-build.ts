import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repositoryRoot = join(import.meta.dirname, '..', '..', '..', '..');

/**
 * A production build of the web app (browser and server renderer), made with the very command the shop
 * and the browser journeys use. About half a minute: made once per test file.
 */
export function buildWebApp(): { dist: string; remove: () => void } {
  const dist = mkdtempSync(join(tmpdir(), 'dutyfree-web-build-'));
  const build = spawnSync(
    'npx',
    ['vite', 'build', 'apps/web', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
    // Vitest's NODE_ENV=test would give a development build, unlike the shop's.
    { cwd: repositoryRoot, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) throw new Error(`The web build failed:\n${build.stdout}${build.stderr}`);
  return { dist, remove: () => rmSync(dist, { recursive: true, force: true }) };
}

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';

/** Builds the web app once when there is no build yet (about a minute), so that one command starts the shop. */
export function ensureWebBuild(config: Config): void {
  if (!config.webDist || existsSync(join(config.webDist, 'index.html'))) return;
  console.log('No build of the web app yet: building it once (about a minute)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@dutyfree/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { startServer } from '../server.ts';

// `npm start`: the production server, building the web app first when no build is there yet.
try {
  const config = loadConfig();
  if (config.webDist && !existsSync(join(config.webDist, 'index.html'))) {
    console.log('No build of the web app yet: building it once (about a minute)…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@dutyfree/web'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  await startServer(config);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

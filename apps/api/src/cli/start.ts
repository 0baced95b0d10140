import { ConfigError, loadConfig } from '../config.ts';
import { startServer } from '../server.ts';
import { ensureWebBuild } from './web-build.ts';

// `npm start`: the production server, building the web app first when no build is there yet.
try {
  const config = loadConfig();
  ensureWebBuild(config);
  await startServer(config);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

import { startAsApiProcess } from './node-flags.ts';

// `npm start`: the production server, building the web app first when no build is there yet. The
// process starts over with the API's node flags and environment before the server's modules are loaded,
// which a start over would load again. Imported rather than run (to compile it, see node-flags.ts), it does
// nothing.
if (import.meta.main) {
  startAsApiProcess();
  const { ConfigError, loadConfig } = await import('../config.ts');
  const { startServer } = await import('../server.ts');
  const { ensureWebBuild } = await import('./web-build.ts');
  try {
    const config = loadConfig();
    ensureWebBuild(config);
    await startServer(config);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}

import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the server bundle goes inside the build; the API loads `<WEB_DIST>/server/entry-server.js`. */
const SERVER_DIR = 'server';

/**
 * One `vite build` makes both halves of the app: the browser's (into outDir, whatever the command line
 * says) and the server renderer's (into outDir/server). The server bundle carries every library it uses,
 * so that the API can load it from any folder without a node_modules beside it.
 */
export function serverRendering(): Plugin {
  let clientOutDir = 'dist';
  return {
    name: 'dutyfree:server-rendering',
    config(config) {
      clientOutDir = resolve(config.root ?? '.', config.build?.outDir ?? 'dist');
      return {
        // Vite builds every environment below (browser first) when the config has a builder.
        builder: {},
        environments: {
          ssr: {
            build: {
              outDir: join(clientOutDir, SERVER_DIR),
              emptyOutDir: true,
              copyPublicDir: false,
              rolldownOptions: { input: 'src/entry-server.tsx' },
            },
            resolve: { noExternal: true },
            // Bundled libraries pick their production builds, whatever the API's environment says.
            define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          },
        },
      };
    },
  };
}

import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './precompress.ts';
import { pureContracts } from './pure-contracts.ts';

/** Where the crew app lives in the build and on the site: its page, its scripts, its service worker. */
const CREW = 'crew';

/**
 * Builds the crew app (decision 46) after the shop's browser build, as a build of its own: its page
 * `crew/index.html` and everything it loads go under `/crew/`, with chunks of their own, so that no shopper
 * downloads any of it and the shop's chunks stay as they were. Its service worker, scoped to /crew/,
 * precaches exactly these files (the storefront and the back office have none and stay online-only). It
 * never skips waiting: a new release waits until every crew app window is closed, so it never replaces
 * the app while the outbox holds waiting actions.
 */
export function crewApp(define: UserConfig['define']): Plugin {
  let root = '.';
  let outDir = 'dist';
  return {
    name: 'dutyfree:crew-app',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        define,
        // The manifest and icons come with the shop's public folder (public/crew/).
        publicDir: false,
        plugins: [
          react(),
          pureContracts(),
          precompress(),
          VitePWA({
            injectRegister: false,
            manifest: false,
            filename: `${CREW}/sw.js`,
            scope: `/${CREW}/`,
            workbox: {
              // The barcode decoder's .wasm too: the crew scans boarding passes in the air, where nothing can be fetched.
              globPatterns: [`${CREW}/**/*.{js,css,html,png,webmanifest,wasm}`],
              modifyURLPrefix: { '': '/' },
              navigateFallback: `/${CREW}/index.html`,
              navigateFallbackAllowlist: [new RegExp(`^/${CREW}/`)],
              cleanupOutdatedCaches: true,
              skipWaiting: false,
              clientsClaim: false,
            },
          }),
        ],
        build: {
          outDir,
          emptyOutDir: false,
          assetsDir: `${CREW}/assets`,
          rolldownOptions: {
            input: resolve(root, CREW, 'index.html'),
            treeshake: { propertyReadSideEffects: false },
          },
        },
      });
    },
  };
}

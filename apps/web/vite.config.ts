import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { crewApp } from './build/crew-app.ts';
import { precompress } from './build/precompress.ts';
import { pureContracts } from './build/pure-contracts.ts';
import { serverRendering } from './build/server-rendering.ts';
import { LATER_NAMESPACES } from './src/features/i18n/namespace-groups.ts';

// The API process serves the built app in production; in development Vite serves the app and hands every
// server path to the API so that the browser sees one origin, exactly as in production.
const apiOrigin = 'http://127.0.0.1:3000';
const apiPrefixes = [
  '/User',
  '/MasterData',
  '/PreOrder',
  '/OnBoardOrder',
  '/Staff',
  '/media',
  '/health',
  '/docs',
];

// Anchored patterns so that an app route that merely starts with the same letters (e.g. /Users-guide)
// stays with the SPA.
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  apiPrefixes.map((prefix) => [`^${prefix}(?:[/?]|$)`, { target: apiOrigin }]),
);

// The browser keeps the cart and the on-board flight; a production build reads them back without the
// contracts' zod schemas, so what a release with other contracts kept must be told apart and dropped.
function contractsVersion(): string {
  const folder = new URL('../../packages/contracts/src/', import.meta.url);
  const hash = createHash('sha256');
  for (const file of readdirSync(folder).sort()) {
    if (file.endsWith('.ts') && !file.endsWith('.test.ts')) hash.update(readFileSync(new URL(file, folder)));
  }
  return hash.digest('hex').slice(0, 16);
}

const SHOP_LOCALE = /[\\/]locales[\\/][a-z]+[\\/](?!staff\.json)[^\\/]+\.json$/;
const LATER_LOCALE = new RegExp(`[\\\\/]locales[\\\\/][a-z]+[\\\\/](${LATER_NAMESPACES.join('|')})\\.json$`);

function languageOf(id: string): string | undefined {
  return /[\\/]locales[\\/]([a-z]+)[\\/]/.exec(id)?.[1];
}

function laterLocale(id: string): boolean {
  return LATER_LOCALE.test(id);
}

const define = { 'import.meta.env.CONTRACTS_VERSION': JSON.stringify(contractsVersion()) };

export default defineConfig({
  plugins: [react(), pureContracts(), precompress(), serverRendering(), crewApp(define)],
  define,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Everything under /assets/ carries a content hash, so the API can serve it as immutable.
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        // The libraries every screen needs change far less often than the shop's own code; in chunks of
        // their own they stay cached in browsers across releases. Every other library (zod, react-bootstrap's
        // overlays and popper) is left to the chunks that use it, so it never joins the first download.
        // The rest of the first download is one chunk rather than dozens of small shared ones, and each
        // language's translations are one chunk, fetched once rather than file by file.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: 'framework',
              test: /node_modules[\\/](@tanstack|i18next|i18next-browser-languagedetector|react-i18next)[\\/]/,
            },
            { name: 'shell', tags: ['$initial'] },
            {
              // The first page's translations; the staff area's come with the staff area, never to a shopper.
              name: (id) => `locale-${languageOf(id)}`,
              debugName: 'locale',
              test: (id) => SHOP_LOCALE.test(id) && !laterLocale(id),
            },
            {
              // The later namespaces' translations, with the first screen that reads them.
              name: (id) => `locale-later-${languageOf(id)}`,
              debugName: 'locale-later',
              test: laterLocale,
            },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});

import { parse } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompress } from './build/precompress.ts';
import { serverRendering } from './build/server-rendering.ts';

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
  '/sandbox-pay',
];

// Anchored patterns so that an app route that merely starts with the same letters (e.g. /Users-guide)
// stays with the SPA.
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  apiPrefixes.map((prefix) => [`^${prefix}(?:[/?]|$)`, { target: apiOrigin }]),
);

const withoutScreenSuffix = (name: string) => name.replace(/-screen$/, '');

export default defineConfig({
  plugins: [react(), precompress(), serverRendering()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Everything under /assets/ carries a content hash, so the API can serve it as immutable.
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        // Libraries change far less often than the shop's own code; in chunks of their own they stay cached
        // in browsers across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
        // The first load's route table names every screen's chunk and styles, so they drop the "-screen" each
        // screen file's name ends in: the shopper downloads 49 shorter names.
        chunkFileNames: (chunk) => `assets/${withoutScreenSuffix(chunk.name)}-[hash].js`,
        assetFileNames: (asset) =>
          `assets/${withoutScreenSuffix(parse(asset.names[0] ?? 'asset').name)}-[hash][extname]`,
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});

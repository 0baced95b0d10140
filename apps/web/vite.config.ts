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
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// `node bench/src/initial-js.ts [dist]` (default apps/web/dist, after `npm run build`)
// What a shopper downloads before the home page can run: the scripts index.html loads plus the chunks it
// modulepreloads, each gzipped the way the server sends it. Lazy screens (the /staff area among them)
// are not counted, because index.html does not name them; a figure that grows means shopper code started
// importing something it should load on demand.

const dist = process.argv[2] ?? join(import.meta.dirname, '../../apps/web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const scriptSources = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
  (match) => match[1],
);
const files = [...new Set([...scriptSources, ...preloads])].filter(
  (file): file is string => file !== undefined,
);

let total = 0;
for (const file of files) {
  const bytes = gzipSync(readFileSync(join(dist, file.replace(/^\//, ''))), { level: 9 }).length;
  total += bytes;
  console.log(`${String(bytes).padStart(8)}  ${file}`);
}
console.log(`${String(total).padStart(8)}  gzip bytes of initial JavaScript (${files.length} files)`);

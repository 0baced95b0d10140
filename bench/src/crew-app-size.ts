import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

// `npm run bench:crew-app -- --dist /tmp/web` (a production build of apps/web)
// The crew app's download, gzip: what a phone fetches to open it the first time (its page, the scripts and
// stylesheets the page names, and Bootstrap for the page's direction), and what its service worker
// precaches to open it afterwards without a network (every file of the crew app's build, both directions).

const { values: options } = parseArgs({ options: { dist: { type: 'string', default: 'apps/web/dist' } } });
const dist = options.dist;

const gzipped = (url: string) => gzipSync(readFileSync(join(dist, url))).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const page = readFileSync(join(dist, 'crew', 'index.html'), 'utf8');
const named = [...page.matchAll(/(?:src|href)="(\/crew\/assets\/[^"]+\.(?:js|css))"/g)].map(
  ([, url]) => url as string,
);
const worker = readFileSync(join(dist, 'crew', 'sw.js'), 'utf8');
const precached = [...worker.matchAll(/url:"([^"]+)"/g)].map(([, url]) => url as string);
const ltrBootstrap = precached.find((url) => /\/bootstrap\.min-[^/]+\.css$/.test(url));
const firstOpen = ['/crew/index.html', ...named, ...(ltrBootstrap ? [ltrBootstrap] : [])];

const firstOpenBytes = firstOpen.reduce((sum, url) => sum + gzipped(url), 0);
const precacheBytes = precached.reduce((sum, url) => sum + gzipped(url), 0) + gzipped('/crew/sw.js');
for (const url of firstOpen) console.log(`${url.padEnd(56)} ${kib(gzipped(url))}`);
console.log(`first open (gzip):            ${kib(firstOpenBytes)}`);
console.log(`precached by the worker (gzip): ${kib(precacheBytes)} in ${precached.length + 1} files`);

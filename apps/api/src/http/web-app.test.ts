import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';

const EARLY_SCRIPT = "document.documentElement.dataset.early = 'yes';";

describe('serving the web app', () => {
  let dist: string;
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dutyfree-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><title>shop</title><script>${EARLY_SCRIPT}</script><div id="root"></div>`,
    );
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // Precompressed siblings whose content differs from the plain file, to tell which file was sent.
    const script = `console.log(${JSON.stringify('x'.repeat(2000))})`;
    writeFileSync(join(dist, 'assets', 'big-def456.js'), script);
    writeFileSync(join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(`${script}// br file`));
    writeFileSync(join(dist, 'assets', 'big-def456.js.gz'), gzipSync(`${script}// gz file`));
    writeFileSync(join(dist, 'assets', 'plain-789.css'), `body{color:red}${' '.repeat(3000)}`);
    mkdirSync(join(dist, 'crew'));
    writeFileSync(
      join(dist, 'crew', 'index.html'),
      '<!doctype html><title>crew</title><div id="crew-root"></div>',
    );
    writeFileSync(join(dist, 'crew', 'sw.js'), 'self.addEventListener("fetch", () => {})');
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync('<!doctype html><title>br page</title>'));
    database = await createTestDatabase('sqlite');
    app = await buildApp({ config: { ...loadConfig({ LOG_LEVEL: 'silent' }), webDist: dist }, database });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a precompressed build file as it is, in the coding the browser accepts, never twice', async () => {
    const br = await app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toMatch(/\/\/ br file$/);

    const gz = await app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toMatch(/\/\/ gz file$/);

    const plain = await app.inject({
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(/^console\.log/);
  });

  it('compresses on the fly a text file the build left without a compressed sibling', async () => {
    const response = await app.inject({ url: '/assets/plain-789.css', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toMatch(/^body\{color:red\}/);
  });

  it('sends index.html precompressed to every deep link', async () => {
    for (const url of ['/', '/product-detail/12']) {
      const response = await app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toContain('br page');
    }
  });

  it('sends API JSON above a kilobyte compressed', async () => {
    const response = await app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('answers every page route with the app so that deep links work, revalidated each visit', async () => {
    for (const url of ['/', '/product-detail/12', '/account/orders/5', '/no/such/page']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers every page under /crew/ with the crew app, and serves its service worker revalidated', async () => {
    for (const url of ['/crew', '/crew/', '/crew/bags?seat=12A']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('crew-root');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const shop = await app.inject({ url: '/crewmembers', headers: { accept: 'text/html' } });
    expect(shop.body).toContain('<div id="root">');
    const worker = await app.inject({ url: '/crew/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('sends security headers with every answer', async () => {
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('lets the script written into index.html run, by its hash, and no other inline script nor eval of script', async () => {
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const hash = createHash('sha256').update(EARLY_SCRIPT).digest('base64');
    const scriptSources = String(response.headers['content-security-policy']).match(/script-src ([^;]*)/);
    // WebAssembly may be compiled (the boarding-pass decoder, decision 55); 'unsafe-eval' stays out.
    expect(scriptSources?.[1]).toBe(`'self' 'wasm-unsafe-eval' 'sha256-${hash}'`);
  });

  it('answers an unknown API path with 404 JSON, not the app', async () => {
    const response = await app.inject({ url: '/PreOrder/api/V1.0/Nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'The requested resource was not found.' });
  });

  it('reports health and publishes the OpenAPI document', async () => {
    expect((await app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
    const doc = (await app.inject({ url: '/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/MasterData/api/V1.0/Currency/GetAll');
    expect(Object.keys(doc.paths)).toContain('/User/api/V1.0/Token/Issue');
  });

  it('never shows a stack trace for a server fault, and gives the reference to quote', async () => {
    await database.db.schema.alterTable('item').renameTo('item_gone').execute();
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(500);
    const requestId = String(response.headers['x-request-id']);
    expect(response.json()).toEqual({
      message: `Something went wrong on our side. Please try again later (reference ${requestId}).`,
      code: 'request.serverFault',
      params: { requestId },
    });
  });
});

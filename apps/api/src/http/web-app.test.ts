import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';

describe('serving the web app', () => {
  let dist: string;
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dutyfree-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
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

  it('answers every page route with the app so that deep links work, revalidated each visit', async () => {
    for (const url of ['/', '/product-detail/12', '/account/orders/5', '/no/such/page']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends security headers with every answer', async () => {
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
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

  it('never shows a stack trace for a server fault', async () => {
    await database.db.schema.alterTable('currency').renameTo('currency_gone').execute();
    const response = await app.inject({ url: '/health' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      message: 'Something went wrong on our side. Please try again later.',
    });
  });
});

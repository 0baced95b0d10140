import { brotliDecompressSync } from 'node:zlib';
import { apiPaths } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureShop, openFixtureShop } from '../modules/catalog/catalog.fixtures.ts';

// Compression happens after the database has answered, so one engine shows it.
describe('a catalogue answer through the real server', () => {
  let shop: FixtureShop;
  beforeAll(async () => {
    shop = await openFixtureShop('sqlite');
  });
  afterAll(() => shop.close());

  it('reaches a phone compressed, and a repeat visit gets 304 for the tag it holds', async () => {
    const plain = await shop.get(apiPaths.preOrderItems);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const compressed = await shop.get(
      apiPaths.preOrderItems,
      {},
      { headers: { 'accept-encoding': 'gzip, br' } },
    );
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
    expect(compressed.headers.etag).toBe(`W/${plain.headers.etag}`);

    const repeat = await shop.get(
      apiPaths.preOrderItems,
      {},
      { headers: { 'accept-encoding': 'gzip, br', 'if-none-match': String(compressed.headers.etag) } },
    );
    expect(repeat.statusCode).toBe(304);
    expect(repeat.rawPayload.length).toBe(0);
  });
});

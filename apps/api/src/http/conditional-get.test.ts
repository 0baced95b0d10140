import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { conditionalGet, entityTag, ifNoneMatchHits } from './conditional-get.ts';

describe('entityTag', () => {
  it('is the same for the same body and differs for another', () => {
    expect(entityTag('{"a":1}')).toBe(entityTag('{"a":1}'));
    expect(entityTag('{"a":1}')).not.toBe(entityTag('{"a":2}'));
    expect(entityTag('{}')).toMatch(/^"[\w-]{27}"$/);
  });
});

describe('ifNoneMatchHits', () => {
  const etag = '"abc"';

  it('hits the tag the client holds, alone or in a list, weak or strong', () => {
    expect(ifNoneMatchHits('"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('"x", "abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('*', etag)).toBe(true);
  });

  it('misses without the header or with another tag', () => {
    expect(ifNoneMatchHits(undefined, etag)).toBe(false);
    expect(ifNoneMatchHits('"abcd"', etag)).toBe(false);
    expect(ifNoneMatchHits('abc', etag)).toBe(false);
  });
});

describe('a read with conditional GETs', () => {
  const data = { items: [{ name: 'Rose Eau de Parfum', price: 89 }], note: 'naïve ☕' };

  async function appSending() {
    const app = Fastify();
    app.get('/read', { onSend: conditionalGet() }, async () => data);
    await app.ready();
    return app;
  }

  it('reaches the client with the tag of the bytes sent, for any cache to keep a minute', async () => {
    const app = await appSending();
    const response = await app.inject({ method: 'GET', url: '/read' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(data);
    expect(response.headers.etag).toBe(entityTag(JSON.stringify(data)));
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.vary).toBe('Accept-Language');
    await app.close();
  });

  it('answers 304 to a client holding that tag', async () => {
    const app = await appSending();
    const response = await app.inject({
      method: 'GET',
      url: '/read',
      headers: { 'if-none-match': entityTag(JSON.stringify(data)) },
    });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
    await app.close();
  });
});

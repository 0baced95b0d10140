import { vi } from 'vitest';

type Handler = (request: { url: URL; init: RequestInit }) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stubs global fetch with one handler per API path; any other path answers 404 so a test notices calls
 * it did not plan for.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const handler = handlers[url.pathname];
    return handler ? handler({ url, init }) : json(404, { message: `No fake for ${url.pathname}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

import { actionPrivileges, apiPaths, currencyListResponse, tokenIssueResponse } from '@dutyfree/contracts';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError, apiClient, createApiClient } from './api-client.ts';
import { CURRENCY_ID_KEY } from './currency-preference.ts';
import { clearSession, type Session, setIssuedTokens, setUserAccessToken } from './session-store.ts';

const session: Session = { clientAccessToken: 'client-123', accessToken: 'user-456', baseUrl: '' };
const currencies = { currenciesRes: [{ id: 2, currencyCode: 'USD', currencyName: 'US Dollar' }] };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function mockFetch(response: Response | (() => Promise<Response>)) {
  return vi.fn<typeof fetch>(async () => (typeof response === 'function' ? response() : response.clone()));
}

function sentRequest(fetchMock: ReturnType<typeof mockFetch>, call = 0) {
  const [input, init] = fetchMock.mock.calls[call] ?? [];
  return {
    url: new URL(String(input), 'http://shop.test'),
    init: init ?? {},
    headers: new Headers(init?.headers),
  };
}

describe('api client', () => {
  test('sends the client token, the user token and the action privilege with every call', async () => {
    const fetchMock = mockFetch(jsonResponse(200, currencies));
    const client = createApiClient({ getSession: () => session, getCurrencyId: () => 2, fetch: fetchMock });

    await client.get(apiPaths.currencies, {
      privilege: actionPrivileges.preOrderAccess,
      schema: currencyListResponse,
    });

    const { headers, init } = sentRequest(fetchMock);
    expect(init.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('Bearer client-123');
    expect(headers.get('User-Token')).toBe('user-456');
    expect(headers.get('Action-Privilege')).toBe('PreOrder-Access');
  });

  test('sends a call’s own headers beside the tokens, which they cannot replace', async () => {
    const fetchMock = mockFetch(jsonResponse(200, currencies));
    const client = createApiClient({ getSession: () => session, getCurrencyId: () => 2, fetch: fetchMock });

    await client.get(apiPaths.currencies, {
      privilege: actionPrivileges.preOrderAccess,
      schema: currencyListResponse,
      headers: { 'Order-Access-Token': 'order-789', 'User-Token': 'forged' },
    });

    const { headers } = sentRequest(fetchMock);
    expect(headers.get('Order-Access-Token')).toBe('order-789');
    expect(headers.get('User-Token')).toBe('user-456');
  });

  test('asks for the shopper’s language on every call, GET and POST alike', async () => {
    const fetchMock = mockFetch(jsonResponse(200, currencies));
    const client = createApiClient({
      getSession: () => session,
      getCurrencyId: () => 2,
      getLanguage: () => 'ar',
      fetch: fetchMock,
    });
    const call = { privilege: actionPrivileges.preOrderAccess, schema: currencyListResponse };

    await client.get(apiPaths.currencies, call);
    await client.post(apiPaths.currencies, {}, call);

    for (const [, init] of fetchMock.mock.calls) {
      expect(new Headers(init?.headers).get('Accept-Language')).toBe('ar');
    }
  });

  test('adds the selected currency to every GET, next to the call’s own parameters', async () => {
    const fetchMock = mockFetch(jsonResponse(200, currencies));
    const client = createApiClient({ getSession: () => session, getCurrencyId: () => 7, fetch: fetchMock });

    await client.get(apiPaths.similarItems, {
      privilege: actionPrivileges.similarItems,
      query: { ItemCategoryId: 3, BrandId: 9, CurrentItemId: undefined },
      schema: currencyListResponse,
    });

    const { url } = sentRequest(fetchMock);
    expect(url.pathname).toBe('/PreOrder/api/V1.0/PreOrder/GetSimilarItems');
    expect(url.searchParams.get('currencyId')).toBe('7');
    expect(url.searchParams.get('ItemCategoryId')).toBe('3');
    expect(url.searchParams.get('BrandId')).toBe('9');
    expect(url.searchParams.has('CurrentItemId')).toBe(false);
  });

  test('does not add the currency to writes, and sends their body as JSON', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { clientAccessToken: 'c', accessToken: 'a', baseUrl: '' }));
    const client = createApiClient({ getSession: () => null, getCurrencyId: () => 7, fetch: fetchMock });

    const tokens = await client.post(
      apiPaths.tokenIssue,
      { clientId: 'web' },
      { schema: tokenIssueResponse },
    );

    const { url, init, headers } = sentRequest(fetchMock);
    expect(tokens.clientAccessToken).toBe('c');
    expect(init.method).toBe('POST');
    expect(url.search).toBe('');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ clientId: 'web' });
    // The token call is the one call made before there are tokens to send.
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('User-Token')).toBe(false);
  });

  test('uses the base URL the token service returned', async () => {
    const fetchMock = mockFetch(jsonResponse(200, currencies));
    const client = createApiClient({
      getSession: () => ({ ...session, baseUrl: 'https://api.shop.test/' }),
      getCurrencyId: () => 2,
      fetch: fetchMock,
    });

    await client.get(apiPaths.currencies, {
      privilege: actionPrivileges.preOrderAccess,
      schema: currencyListResponse,
    });

    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      'https://api.shop.test/MasterData/api/V1.0/Currency/GetAll?currencyId=2',
    );
  });

  test('throws an ApiError with the field errors of a 400 and their codes', async () => {
    const body = {
      errors: { Username: ['Username field is required.'], Password: ['Password field is required.'] },
      errorCodes: {
        Username: [{ code: 'account.usernameRequired', params: {} }],
        Password: [{ code: 'account.passwordRequired', params: {} }],
      },
    };
    const client = createApiClient({
      getSession: () => session,
      getCurrencyId: () => 2,
      fetch: mockFetch(jsonResponse(400, body)),
    });

    const error = await client
      .post(apiPaths.signIn, {}, { privilege: actionPrivileges.preOrderAccess, schema: tokenIssueResponse })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.kind).toBe('http');
    expect(apiError.status).toBe(400);
    expect(apiError.body).toEqual(body);
    expect(apiError.fieldErrorTexts.Username).toEqual([
      { message: 'Username field is required.', code: 'account.usernameRequired', params: {} },
    ]);
    expect(apiError.serverError).toBeUndefined();
  });

  test('throws an ApiError with the server message of a 500', async () => {
    const client = createApiClient({
      getSession: () => session,
      getCurrencyId: () => 2,
      fetch: mockFetch(
        jsonResponse(500, { message: 'Database unavailable', code: 'request.serverFault', params: {} }),
      ),
    });

    const error = await client
      .get(apiPaths.currencies, { privilege: actionPrivileges.preOrderAccess, schema: currencyListResponse })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'Database unavailable' });
    expect((error as ApiError).serverError).toEqual({
      message: 'Database unavailable',
      code: 'request.serverFault',
      params: {},
    });
    expect((error as ApiError).fieldErrorTexts).toEqual({});
  });

  test('an answer without a code (a proxy, an older server) keeps its message, marked as uncoded', async () => {
    const client = createApiClient({
      getSession: () => session,
      getCurrencyId: () => 2,
      fetch: mockFetch(jsonResponse(503, { message: 'Service unavailable' })),
    });
    const error = await client
      .get(apiPaths.currencies, { privilege: actionPrivileges.preOrderAccess, schema: currencyListResponse })
      .catch((caught: unknown) => caught);
    expect((error as ApiError).serverError).toEqual({
      message: 'Service unavailable',
      code: 'request.uncoded',
      params: {},
    });
  });

  test('keeps the status when an error body is not JSON at all', async () => {
    const client = createApiClient({
      getSession: () => session,
      getCurrencyId: () => 2,
      fetch: mockFetch(new Response('<html>Bad gateway</html>', { status: 502 })),
    });

    const error = await client
      .get(apiPaths.currencies, { privilege: actionPrivileges.preOrderAccess, schema: currencyListResponse })
      .catch((caught: unknown) => caught);

    expect(error).toMatchObject({ kind: 'http', status: 502, body: null });
  });

  test('rejects a success response that breaks the contract', async () => {
    const client = createApiClient({
      getSession: () => session,
      getCurrencyId: () => 2,
      fetch: mockFetch(jsonResponse(200, { currenciesRes: [{ id: 'two' }] })),
    });

    const error = await client
      .get(apiPaths.currencies, { privilege: actionPrivileges.preOrderAccess, schema: currencyListResponse })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  test('without a schema, as a production build calls, hands the answer over unchecked', async () => {
    const client = createApiClient({
      getSession: () => session,
      getCurrencyId: () => 2,
      fetch: mockFetch(jsonResponse(200, { currenciesRes: [{ id: 'two' }] })),
    });

    const answer = await client.get(apiPaths.currencies, {
      privilege: actionPrivileges.preOrderAccess,
      schema: undefined,
    });

    expect(answer).toEqual({ currenciesRes: [{ id: 'two' }] });
  });

  test('turns a dropped connection into an ApiError with status 0', async () => {
    const client = createApiClient({
      getSession: () => session,
      getCurrencyId: () => 2,
      fetch: mockFetch(() => Promise.reject(new TypeError('Failed to fetch'))),
    });

    const error = await client
      .get(apiPaths.currencies, { privilege: actionPrivileges.preOrderAccess, schema: currencyListResponse })
      .catch((caught: unknown) => caught);

    expect(error).toMatchObject({ kind: 'network', status: 0 });
  });

  test('refuses a privileged call before the start-up tokens exist', async () => {
    const fetchMock = mockFetch(jsonResponse(200, currencies));
    const client = createApiClient({ getSession: () => null, getCurrencyId: () => 2, fetch: fetchMock });

    await expect(
      client.get(apiPaths.currencies, {
        privilege: actionPrivileges.preOrderAccess,
        schema: currencyListResponse,
      }),
    ).rejects.toThrow(/tokens/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the shared api client', () => {
  let fetchMock: ReturnType<typeof mockFetch>;

  beforeEach(() => {
    fetchMock = mockFetch(jsonResponse(200, currencies));
    vi.stubGlobal('fetch', fetchMock);
    window.localStorage.clear();
    setIssuedTokens({ clientAccessToken: 'client-abc', accessToken: 'anonymous-def', baseUrl: '' });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  async function getCurrencies() {
    await apiClient.get(apiPaths.currencies, {
      privilege: actionPrivileges.preOrderAccess,
      schema: currencyListResponse,
    });
    return sentRequest(fetchMock, fetchMock.mock.calls.length - 1);
  }

  test('falls back to currency 2 when the shopper has not chosen one', async () => {
    const { url } = await getCurrencies();
    expect(url.searchParams.get('currencyId')).toBe('2');
  });

  test('falls back to currency 2 when the stored choice is unusable', async () => {
    window.localStorage.setItem(CURRENCY_ID_KEY, 'euro');
    const { url } = await getCurrencies();
    expect(url.searchParams.get('currencyId')).toBe('2');
  });

  test('sends the currency the shopper chose', async () => {
    window.localStorage.setItem(CURRENCY_ID_KEY, '5');
    const { url } = await getCurrencies();
    expect(url.searchParams.get('currencyId')).toBe('5');
  });

  test('sends the signed-in user’s token once there is one, and the anonymous one after sign-out', async () => {
    expect((await getCurrencies()).headers.get('User-Token')).toBe('anonymous-def');

    setUserAccessToken('signed-in-ghi');
    const signedIn = await getCurrencies();
    expect(signedIn.headers.get('User-Token')).toBe('signed-in-ghi');
    expect(signedIn.headers.get('Authorization')).toBe('Bearer client-abc');

    setUserAccessToken(null);
    expect((await getCurrencies()).headers.get('User-Token')).toBe('anonymous-def');
  });
});

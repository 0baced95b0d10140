import { ACTION_PRIVILEGE_HEADER, actionPrivileges, apiPaths, fieldMessages } from '@dutyfree/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../modules/customers/customers.fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';

// Every route the app registers gets a fixed set of hostile values in every query, body and path field,
// with valid tokens and the call's own privilege, so that nothing a client can send makes the server
// fail. Routes are read from the app itself: a new route is fuzzed without touching this file.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
};
type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Route = { method: string; url: string; operation?: Operation };

/** Query and path values, already percent-encoded: control characters, broken UTF-8, edges of integers. */
const hostileRawValues = [
  '%00',
  'a%00b',
  '%07',
  '%1B%5B31m',
  '%0D%0A',
  '%7F',
  '%FF',
  '%C0%80',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '%E2%80%AE',
  '%D9%A1%D9%A2',
  '2147483648',
  '-2147483649',
  '9007199254740992',
  '1e21',
  '-1',
  '0',
  '-0',
  '1.5',
  'NaN',
  'Infinity',
  '0x10',
  '',
  '%20',
  'a'.repeat(5000),
];

/** JSON values for body fields: the same edges, plus wrong types and arrays for scalars. */
const hostileJsonValues: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r\n',
  '\ud800',
  '😀',
  '\u202e',
  '١٢٣',
  2147483648,
  -2147483649,
  2 ** 53,
  1e21,
  -1,
  0,
  1.5,
  'NaN',
  '1e21',
  '',
  'x'.repeat(20_000),
  true,
  null,
  {},
  [],
  ['a'],
  [2147483648],
  { $gt: '' },
];

/** Whole bodies that are not what any call expects, as raw JSON text. */
const hostileRawBodies = ['1e999', '"\\u0000"', '[]', 'null', '{"__proto__":{"polluted":1}}', '[[[[[[]]]]]]'];

/** Candidates for a string with a pattern: the first that matches stands for a valid value. */
const patternSamples = ['A1', 'ABC', '+251', '911234567', '0712345678901', 'abc', '1'];

function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'A1';
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice) return sample(choice.find((option) => option.type !== 'null') ?? choice[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    case 'array':
      return [sample(schema.items)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default: {
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern, 'u');
        return patternSamples.find((candidate) => pattern.test(candidate)) ?? 'A1';
      }
      return 'A1'.padEnd(schema.minLength ?? 0, '1');
    }
  }
}

/** Every leaf (and every object and array) of a sample body, as a path of keys. */
function fieldPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const paths: (string | number)[][] = prefix.length > 0 ? [prefix] : [];
  if (Array.isArray(value)) {
    for (const [index, entry] of value.entries()) paths.push(...fieldPaths(entry, [...prefix, index]));
  } else if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) paths.push(...fieldPaths(entry, [...prefix, key]));
  }
  return paths;
}

function withValueAt(body: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = replacement;
  return copy;
}

/**
 * Fastify's own list of routes (`printRoutes`), as full paths with their methods. HEAD mirrors GET, and
 * the documentation's own static pages are left out: they are the OpenAPI plugin's files.
 */
function registeredRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│├└─\s]*)(\S.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = Math.floor((match[1] ?? '').length / 4);
    stack.length = depth;
    stack.push(match[2] ?? '');
    const url = stack.join('').replace(/\/{2,}/g, '/');
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes.filter((route) => !route.url.startsWith('/docs'));
}

/** A path parameter as Fastify writes it (`:id`, `:id(^\d+$)`, `:id(^\d+$).svg`). */
const PATH_PARAMETER = /:\w+(\([^)]*\))?/g;

function fillPath(url: string, value: string): string {
  return url.replace(PATH_PARAMETER, value);
}

function queryString(values: Record<string, string>): string {
  const pairs = Object.entries(values).map(([name, value]) => `${encodeURIComponent(name)}=${value}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** Every request the fuzz sends to one route. */
function requestsFor(route: Route, headers: Record<string, string>): InjectOptions[] {
  const requests: InjectOptions[] = [];
  const method = route.method as InjectOptions['method'];
  const parameters = route.operation?.parameters ?? [];
  const privilege = parameters.find((p) => p.in === 'header' && p.name === ACTION_PRIVILEGE_HEADER);
  const callHeaders = { ...headers, [ACTION_PRIVILEGE_HEADER]: String(sample(privilege?.schema)) };
  const queryParameters = parameters.filter((p) => p.in === 'query');
  // Optional fields stay out of the valid query: a sample id there would end most calls in a 404 before
  // the hostile field is read.
  const validQuery = Object.fromEntries(
    queryParameters
      .filter((p) => p.required)
      .map((p) => [p.name, encodeURIComponent(String(sample(p.schema)))]),
  );
  const validPath = fillPath(route.url, '1');
  const bodySchema = route.operation?.requestBody?.content?.['application/json']?.schema;
  const validBody = bodySchema ? sample(bodySchema) : undefined;
  const send = (url: string, body?: unknown, rawBody?: string) =>
    requests.push({
      method,
      url,
      headers: rawBody !== undefined ? { ...callHeaders, 'content-type': 'application/json' } : callHeaders,
      ...(rawBody !== undefined
        ? { payload: rawBody }
        : body !== undefined
          ? { payload: body as object }
          : {}),
    });

  // Hidden routes have no documented query: a made-up field still reaches whatever reads the query.
  const queryNames = queryParameters.length > 0 ? queryParameters.map((p) => p.name) : ['id'];
  for (const value of hostileRawValues) {
    if (route.url.includes(':')) send(fillPath(route.url, value) + queryString(validQuery), validBody);
    for (const name of queryNames) {
      send(validPath + queryString({ ...validQuery, [name]: value }), validBody);
    }
  }
  for (const name of queryNames) {
    const repeated = `${queryString(validQuery)}${queryParameters.length > 0 ? '&' : '?'}${name}=1&${name}=2`;
    send(validPath + repeated, validBody);
  }
  if (method === 'GET') return requests;

  const query = validPath + queryString(validQuery);
  for (const raw of hostileRawBodies) send(query, undefined, raw);
  for (const path of fieldPaths(validBody)) {
    for (const value of hostileJsonValues)
      send(query, undefined, JSON.stringify(withValueAt(validBody, path, value)));
  }
  if (validBody === undefined) {
    for (const value of hostileJsonValues)
      send(query, undefined, JSON.stringify({ id: value, sessionId: value }));
  }
  return requests;
}

describe.each(testEngines)('every route on %s, given hostile input', (engine) => {
  let shop: TestApp;
  let routes: Route[];
  let headers: Record<string, string>;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    await shop.app.ready();
    const document = (await shop.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    routes = registeredRoutes(shop.app).map((route) => ({
      ...route,
      operation: document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()],
    }));
    headers = await signedInHeaders();
  });

  /**
   * A signed-in customer reaches the personal calls' queries, not only their sign-in refusal. Each route
   * gets its own, so that a call ending the session (sign-out) leaves the next route's calls signed in.
   */
  async function signedInHeaders(): Promise<Record<string, string>> {
    const customer = await registerCustomer(shop.app);
    const { [ACTION_PRIVILEGE_HEADER]: _privilege, ...signedIn } = customer.headers('PreOrder-Access');
    return signedIn;
  }
  afterAll(() => shop.close());

  it('reads the routes from the app, documented calls with their privilege', () => {
    expect(routes.length).toBeGreaterThan(30);
    const documented = routes.filter((route) => route.operation);
    expect(documented.length).toBeGreaterThan(25);
  });

  it('answers no request with a server fault', { timeout: 120_000 }, async () => {
    const faults: string[] = [];
    let sent = 0;
    for (const route of routes) {
      for (const request of requestsFor(route, await signedInHeaders())) {
        const response = await shop.app.inject(request);
        sent++;
        if (response.statusCode >= 500) {
          const payload = typeof request.payload === 'string' ? request.payload.slice(0, 80) : '';
          faults.push(
            `${response.statusCode} ${request.method} ${String(request.url).slice(0, 120)} ${payload}`,
          );
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(faults).toEqual([]);
  });

  it.each([
    [`${apiPaths.itemById}?id=2147483648`, 'Id', fieldMessages.wholeNumberInvalid],
    [`${apiPaths.searchItems}?minPrice=1e21`, 'MinPrice', fieldMessages.amountInvalid],
    [`${apiPaths.searchItems}?brands=1,2147483648`, 'Brands.1', fieldMessages.wholeNumberInvalid],
    [`${apiPaths.autoSuggest}?searchText=abc%00def`, 'SearchText', fieldMessages.textNotAllowed],
  ])('refuses %s as a field error', async (url, field, message) => {
    const response = await shop.app.inject({
      url,
      headers: { ...headers, [ACTION_PRIVILEGE_HEADER]: actionPrivileges.preOrderAccess },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: [message] });
  });
});

import {
  ACTION_PRIVILEGE_HEADER,
  actionPrivileges,
  apiPaths,
  fieldMessages,
  type StaffRole,
  USER_TOKEN_HEADER,
} from '@dutyfree/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService, type UserKind } from '../modules/auth/token.service.ts';
import { registerCustomer } from '../modules/customers/customers.fixtures.ts';
import { insertStaffMember, staffCalls } from '../modules/staff/staff.fixtures.ts';
import { createTestApp, issueTokens, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';

// Every route the app registers gets a fixed set of hostile values in every query, body and path field,
// with valid tokens and the call's own privilege, as every role the route lets in (a guest and a customer
// on the shop's calls, crew and admins on the staff calls they may make), so that nothing a client can
// send makes the server fail and no route is left out because a role was refused before its input was
// read. Every route also gets validly signed tokens whose subjects no row can have. Routes are read from
// the app itself: a new route is fuzzed without touching this file.

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
  new Array(100_000).fill(1).join(','),
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

/** Arrays and objects 10,000 levels deep: a recursive walk of the parsed body overflows the stack. */
const DEEP_ARRAY = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
/** 100,000 elements, within the body size limit. */
const HUGE_ARRAY = JSON.stringify(new Array(100_000).fill(1));

/** Raw JSON text put where a body field's value goes (JSON.stringify itself cannot write the deep ones). */
const hostileRawJsonValues = [DEEP_ARRAY, DEEP_OBJECT, HUGE_ARRAY];

/** Whole bodies that are not what any call expects, as raw JSON text. */
const hostileRawBodies = [
  '1e999',
  '"\\u0000"',
  '[]',
  'null',
  '{"__proto__":{"polluted":1}}',
  '[[[[[[]]]]]]',
  DEEP_ARRAY,
  DEEP_OBJECT,
  HUGE_ARRAY,
];

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

/** The body as JSON text with raw JSON text at `path`. */
const RAW_MARK = '\u0000raw\u0000';
function withRawValueAt(body: unknown, path: (string | number)[], raw: string): string {
  return JSON.stringify(withValueAt(body, path, RAW_MARK)).replace(JSON.stringify(RAW_MARK), () => raw);
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

/** A valid call of a route: its privilege, its required query fields and a body of sample values. */
function validCall(route: Route) {
  const parameters = route.operation?.parameters ?? [];
  const privilege = parameters.find((p) => p.in === 'header' && p.name === ACTION_PRIVILEGE_HEADER);
  const queryParameters = parameters.filter((p) => p.in === 'query');
  // Optional fields stay out of the valid query: a sample id there would end most calls in a 404 before
  // the hostile field is read.
  const validQuery = Object.fromEntries(
    queryParameters
      .filter((p) => p.required)
      .map((p) => [p.name, encodeURIComponent(String(sample(p.schema)))]),
  );
  const bodySchema = route.operation?.requestBody?.content?.['application/json']?.schema;
  return {
    method: route.method as InjectOptions['method'],
    privilege: String(sample(privilege?.schema)),
    queryParameters,
    validQuery,
    validPath: fillPath(route.url, '1'),
    validBody: bodySchema ? sample(bodySchema) : undefined,
  };
}

function validRequestFor(route: Route, headers: Record<string, string>): InjectOptions {
  const { method, privilege, validQuery, validPath, validBody } = validCall(route);
  return {
    method,
    url: validPath + queryString(validQuery),
    headers: { ...headers, [ACTION_PRIVILEGE_HEADER]: privilege },
    ...(validBody !== undefined && { payload: validBody as object }),
  };
}

/** Every request the fuzz sends to one route. */
function requestsFor(route: Route, headers: Record<string, string>): InjectOptions[] {
  const requests: InjectOptions[] = [];
  const { method, privilege, queryParameters, validQuery, validPath, validBody } = validCall(route);
  const callHeaders = { ...headers, [ACTION_PRIVILEGE_HEADER]: privilege };
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
    for (const raw of hostileRawJsonValues) send(query, undefined, withRawValueAt(validBody, path, raw));
  }
  if (validBody === undefined) {
    for (const value of hostileJsonValues)
      send(query, undefined, JSON.stringify({ id: value, sessionId: value }));
  }
  return requests;
}

/** Who may make a call: anyone with a token on the shop's calls; the staff calls say whom they let in. */
type Role = 'guest' | 'customer' | StaffRole;
const SHOP_ROLES: Role[] = ['guest', 'customer'];
const ROLES_LET_IN: Record<(typeof staffCalls)[number]['role'], Role[]> = {
  signIn: ['guest', 'crew', 'admin'],
  crew: ['crew', 'admin'],
  admin: ['admin'],
  // The crew app's calls in the air: every token gets past the guard, the duty token is checked after.
  duty: ['guest', 'customer', 'crew', 'admin'],
};

/** The staff role each staff path needs, from the list the staff access tests hold complete. */
const staffRoleByPath = new Map(staffCalls.map((call) => [call.url.split('?')[0], call.role]));

function rolesLetIn(route: Route): Role[] | undefined {
  if (!route.url.startsWith('/Staff/')) return SHOP_ROLES;
  const role = staffRoleByPath.get(route.url);
  return role && ROLES_LET_IN[role];
}

const SECRET = 'fuzz-test-token-secret-of-forty-characters';

/** Subjects no row can have, each in a validly signed token. */
const outOfRangeSubjects: { kind: UserKind; sub?: string; member?: string; role?: StaffRole }[] = [
  { kind: 'customer', sub: String(2 ** 40) },
  { kind: 'customer', sub: String(2 ** 31) },
  { kind: 'customer', sub: '0' },
  { kind: 'customer', sub: '-1' },
  { kind: 'customer', sub: '1e3' },
  { kind: 'customer', sub: '1', member: 'ET\u0000' },
  { kind: 'member', sub: 'ET\u0000' },
  { kind: 'staff', sub: String(2 ** 40), role: 'admin' },
  { kind: 'staff', sub: 'a\u0000b', role: 'crew' },
];

describe.each(testEngines)('every route on %s, given hostile input', (engine) => {
  let shop: TestApp;
  let routes: Route[];
  let tokens: TokenService;
  let customerId: number;
  const staffIds: Partial<Record<StaffRole, number>> = {};

  beforeAll(async () => {
    shop = await createTestApp(engine, { TOKEN_SECRET: SECRET });
    await shop.app.ready();
    const document = (await shop.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    routes = registeredRoutes(shop.app).map((route) => ({
      ...route,
      operation: document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()],
    }));
    tokens = new TokenService({ secret: SECRET, clientTtlSeconds: 3600, userTtlSeconds: 3600 });
    customerId = (await registerCustomer(shop.app)).customerId;
    for (const role of ['crew', 'admin'] as const) {
      staffIds[role] = (await insertStaffMember(shop.database, role)).id;
    }
  });
  afterAll(() => shop.close());

  /**
   * A fresh session of `role`, as signing in gives it, for each route: a call that ends its session
   * (signing out) leaves the next route's calls signed in.
   */
  async function headersOf(role: Role): Promise<Record<string, string>> {
    const { clientAccessToken, accessToken } = await issueTokens(shop.app);
    const user =
      role === 'guest'
        ? accessToken
        : role === 'customer'
          ? tokens.issueUserToken('customer', { sub: String(customerId) })
          : tokens.issueUserToken('staff', { sub: String(staffIds[role]), role });
    return { authorization: `Bearer ${clientAccessToken}`, [USER_TOKEN_HEADER]: user };
  }

  it('reads the routes from the app, documented calls with their privilege, staff calls with their role', () => {
    expect(routes.length).toBeGreaterThan(30);
    const documented = routes.filter((route) => route.operation);
    expect(documented.length).toBeGreaterThan(25);
    const staffRoutes = routes.filter((route) => route.url.startsWith('/Staff/'));
    expect(staffRoutes.length).toBeGreaterThan(30);
    expect(staffRoutes.filter((route) => !rolesLetIn(route)).map((route) => route.url)).toEqual([]);
  });

  it('answers no request with a server fault, as any role the route lets in', {
    timeout: 300_000,
  }, async () => {
    const faults: string[] = [];
    const sent: Record<Role, number> = { guest: 0, customer: 0, crew: 0, admin: 0 };
    for (const route of routes) {
      for (const role of rolesLetIn(route) ?? []) {
        for (const request of requestsFor(route, await headersOf(role))) {
          const response = await shop.app.inject(request);
          sent[role]++;
          if (response.statusCode >= 500) {
            const payload = typeof request.payload === 'string' ? request.payload.slice(0, 80) : '';
            faults.push(
              `${response.statusCode} as ${role} ${request.method} ${String(request.url).slice(0, 120)} ${payload}`,
            );
          }
        }
      }
    }
    expect(sent.guest).toBeGreaterThan(1000);
    expect(sent.customer).toBeGreaterThan(1000);
    expect(sent.crew).toBeGreaterThan(100);
    expect(sent.admin).toBeGreaterThan(1000);
    expect(faults).toEqual([]);
  });

  it('answers a validly signed token whose subject no row can have with no server fault', async () => {
    const faults: string[] = [];
    for (const route of routes) {
      for (const { kind, ...claims } of outOfRangeSubjects) {
        const { clientAccessToken } = await issueTokens(shop.app);
        const headers = {
          authorization: `Bearer ${clientAccessToken}`,
          [USER_TOKEN_HEADER]: tokens.issueUserToken(kind, claims),
        };
        const response = await shop.app.inject(validRequestFor(route, headers));
        if (response.statusCode >= 500)
          faults.push(`${response.statusCode} ${route.method} ${route.url} ${kind}`);
      }
    }
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
      headers: {
        ...(await headersOf('customer')),
        [ACTION_PRIVILEGE_HEADER]: actionPrivileges.preOrderAccess,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: [message] });
  });
});

import {
  ACTION_PRIVILEGE_HEADER,
  type ActionPrivilege,
  type ErrorParams,
  SHOP_LANGUAGE_HEADER,
  USER_TOKEN_HEADER,
} from '@dutyfree/contracts';
import { type ContractSchema, checkContract } from './contract-check.ts';
import { getSelectedCurrencyId } from './currency-preference.ts';
import { getShopLanguage } from './language-preference.ts';
import { getSession, type Session } from './session-store.ts';

type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions<T> {
  /** The success answer's contract, as `import.meta.env.DEV ? schema : undefined` (see checkContract). */
  schema: ContractSchema<T> | undefined;
  /**
   * The action-privilege of SPEC §6. Every call after the token call names one; a call without it goes out
   * without any tokens (only the token call itself does that).
   */
  privilege?: ActionPrivilege;
  query?: Record<string, QueryValue>;
  /** Headers a call needs beyond the tokens, such as a guest's order-access token. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A failed call's body; a proxy or an older server may leave out the codes. */
export type ApiErrorBody =
  | { errors: Record<string, string[]>; errorCodes?: Record<string, { code: string; params: ErrorParams }[]> }
  | { message: string; code?: string; params?: ErrorParams }
  | null;

/** A message the server sent without a code: shown as it was written. */
const UNCODED = 'request.uncoded';

/**
 * Every failed call ends here, so features can handle one type:
 * - `http`: the server answered with an error status; `body` holds `{errors}` (400) or `{message}`;
 * - `network`: no answer at all (status 0);
 * - `invalid-response`: a success status whose body does not match the contract.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: 'http' | 'network' | 'invalid-response';
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(
    kind: ApiError['kind'],
    status: number,
    body: ApiErrorBody,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.kind = kind;
    this.status = status;
    this.body = body;
  }

  /** Field name (as the API spells it, e.g. `Username`) to its messages with their codes; empty unless HTTP 400. */
  get fieldErrorTexts(): Record<string, { message: string; code: string; params: ErrorParams }[]> {
    if (!this.body || !('errors' in this.body)) return {};
    const codes = this.body.errorCodes ?? {};
    return Object.fromEntries(
      Object.entries(this.body.errors).map(([field, messages]) => [
        field,
        messages.map((message, index) => ({
          message,
          code: codes[field]?.[index]?.code ?? UNCODED,
          params: codes[field]?.[index]?.params ?? {},
        })),
      ]),
    );
  }

  /** The server's `{message}` with its code, when it sent one. */
  get serverError(): { message: string; code: string; params: ErrorParams } | undefined {
    if (!this.body || !('message' in this.body)) return undefined;
    const { message, code = UNCODED, params = {} } = this.body;
    return { message, code, params };
  }

  /** The code of the server's answer, to tell one refusal from another. */
  get code(): string | undefined {
    return this.serverError?.code;
  }
}

export interface ApiClientDependencies {
  getSession: () => Session | null;
  getCurrencyId: () => number;
  /** The shopper's language, sent as Accept-Language so that goods come named in it; English if left out. */
  getLanguage?: () => string;
  /** Looked up on every call when left out, so tests can stub the global. */
  fetch?: typeof fetch;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function buildUrl(session: Session | null, path: string, query: URLSearchParams): string {
  // The token call tells where the API lives (SPEC §7 notes); an empty base keeps calls on this origin.
  const base = session?.baseUrl.replace(/\/+$/, '') ?? '';
  const search = query.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

function toSearchParams(query: Record<string, QueryValue> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  return params;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRecordOf<T>(value: unknown, isEntry: (entry: unknown) => entry is T): value is Record<string, T> {
  return isObject(value) && Object.values(value).every(isEntry);
}

function isArrayOf<T>(isEntry: (entry: unknown) => entry is T) {
  return (value: unknown): value is T[] => Array.isArray(value) && value.every(isEntry);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isParam = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';
const isCodedError = (value: unknown): value is { code: string; params: ErrorParams } =>
  isObject(value) && isString(value.code) && isRecordOf(value.params, isParam);

// Read by hand rather than with the contract's zod schemas: every failed call needs it, in production too,
// and zod stays out of the first download.
function toErrorBody(status: number, data: unknown): ApiErrorBody {
  if (!isObject(data)) return null;
  // 400 is the validation shape by contract, but a proxy or an older server may answer either way.
  if (status === 400 && isRecordOf(data.errors, isArrayOf(isString))) {
    const errorCodes = data.errorCodes;
    return isRecordOf(errorCodes, isArrayOf(isCodedError))
      ? { errors: data.errors, errorCodes }
      : { errors: data.errors };
  }
  if (!isString(data.message)) return null;
  const body: { message: string; code?: string; params?: ErrorParams } = { message: data.message };
  // A code comes with its params or not at all, as the contract sends them.
  if (isString(data.code) && (data.params === undefined || isRecordOf(data.params, isParam))) {
    body.code = data.code;
    if (data.params !== undefined) body.params = data.params;
  }
  return body;
}

export function createApiClient(dependencies: ApiClientDependencies) {
  async function request<T>(method: Method, path: string, options: CallOptions<T>, body?: unknown) {
    const session = dependencies.getSession();
    const headers = new Headers({ ...options.headers, Accept: 'application/json' });
    headers.set(SHOP_LANGUAGE_HEADER, dependencies.getLanguage?.() ?? 'en');
    if (options.privilege) {
      if (!session) throw new Error(`${method} ${path} needs the start-up tokens, which are not there yet`);
      headers.set('Authorization', `Bearer ${session.clientAccessToken}`);
      headers.set(USER_TOKEN_HEADER, session.accessToken);
      headers.set(ACTION_PRIVILEGE_HEADER, options.privilege);
    }
    if (body !== undefined) headers.set('Content-Type', 'application/json');

    const query = toSearchParams(options.query);
    // SPEC §7: every GET carries the selected currency so the server can price in it.
    if (method === 'GET' && !query.has('currencyId')) {
      query.set('currencyId', String(dependencies.getCurrencyId()));
    }

    const doFetch = dependencies.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(buildUrl(session, path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError('network', 0, null, `${method} ${path} got no answer`, { cause: error });
    }

    const data = await readJson(response);
    if (!response.ok) {
      const errorBody = toErrorBody(response.status, data);
      const message =
        errorBody && 'message' in errorBody
          ? errorBody.message
          : `${method} ${path} failed with HTTP ${response.status}`;
      throw new ApiError('http', response.status, errorBody, message);
    }

    const parsed = checkContract(options.schema, data);
    if (!parsed.success) {
      throw new ApiError(
        'invalid-response',
        response.status,
        null,
        `${method} ${path} answered off-contract`,
        {
          cause: parsed.error,
        },
      );
    }
    return parsed.data;
  }

  return {
    get: <T>(path: string, options: CallOptions<T>) => request('GET', path, options),
    post: <T>(path: string, body: unknown, options: CallOptions<T>) => request('POST', path, options, body),
    put: <T>(path: string, body: unknown, options: CallOptions<T>) => request('PUT', path, options, body),
    delete: <T>(path: string, options: CallOptions<T>) => request('DELETE', path, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The client every feature uses: tokens from the session store, currency from the shopper's choice,
 * language from the interface.
 */
export const apiClient: ApiClient = createApiClient({
  getSession,
  getCurrencyId: getSelectedCurrencyId,
  getLanguage: getShopLanguage,
});

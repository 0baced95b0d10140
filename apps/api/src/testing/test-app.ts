import type { ActionPrivilege, TokenIssueResponse } from '@dutyfree/contracts';
import { ACTION_PRIVILEGE_HEADER, apiPaths, USER_TOKEN_HEADER } from '@dutyfree/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Engine } from '../db/database.ts';
import {
  injectedWebhookDelivery,
  type SandboxProvider,
  startSandboxProvider,
} from '../modules/payments/payments.module.ts';
import { seedReferenceData } from '../seed/reference-data.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** The sandbox payment provider the shop calls over HTTP, on a free loopback port. */
  provider: SandboxProvider;
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** Where the shop's (not the provider's) log lines go, to be read back. */
  logStream?: { write(line: string): void };
};

/**
 * The real app on a fresh, migrated database holding the reference data (currencies), beside its own
 * sandbox payment provider. Every reply is checked against its contract: an answer that does not match
 * its response schema fails as a 500. The shop listens on no port: the provider hands it its webhooks
 * through `inject`.
 */
export async function createTestApp(
  engine: Engine,
  env: NodeJS.ProcessEnv = {},
  { logStream }: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  await seedReferenceData(database.db);
  const providerConfig = loadConfig({ LOG_LEVEL: 'silent', ...env });
  let app: FastifyInstance | undefined;
  const provider = await startSandboxProvider({
    config: providerConfig,
    database,
    listen: { host: '127.0.0.1', port: 0 },
    shopUrl: providerConfig.publicBaseUrl,
    deliver: (request) => {
      if (!app) throw new Error('the shop is not built yet');
      return injectedWebhookDelivery(app)(request);
    },
  });
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', ...env, PAYMENT_PROVIDER_URL: provider.url }),
    webDist: null,
  };
  app = await buildApp({ config, database, checkReplies: true, logStream });
  const shop = app;
  return {
    app: shop,
    database,
    config,
    provider,
    async close() {
      await provider.close();
      await shop.close();
      await database.drop();
    },
  };
}

export async function issueTokens(app: FastifyInstance): Promise<TokenIssueResponse> {
  const response = await app.inject({
    method: 'POST',
    url: apiPaths.tokenIssue,
    payload: { clientId: 'web' },
  });
  if (response.statusCode !== 200) throw new Error(`token issue failed: ${response.body}`);
  return response.json();
}

/** The three headers every call carries (SPEC §6). */
export function callHeaders(
  tokens: Pick<TokenIssueResponse, 'clientAccessToken' | 'accessToken'>,
  privilege: ActionPrivilege,
): Record<string, string> {
  return {
    authorization: `Bearer ${tokens.clientAccessToken}`,
    [USER_TOKEN_HEADER]: tokens.accessToken,
    [ACTION_PRIVILEGE_HEADER]: privilege,
  };
}

export type PageAnswer = { statusCode: number; location: string | null; headers: Headers; body: string };

/**
 * A browser's request to another origin (the payment provider's page), over the network: its status,
 * where it redirects (not followed) and its body.
 */
export async function browse(url: string, init: RequestInit = {}): Promise<PageAnswer> {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  return {
    statusCode: response.status,
    location: response.headers.get('location'),
    headers: response.headers,
    body: await response.text(),
  };
}

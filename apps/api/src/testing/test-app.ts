import type { ActionPrivilege, TokenIssueResponse } from '@dutyfree/contracts';
import { ACTION_PRIVILEGE_HEADER, apiPaths, USER_TOKEN_HEADER } from '@dutyfree/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Engine } from '../db/database.ts';
import { seedReferenceData } from '../seed/reference-data.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
};

/**
 * The real app on a fresh, migrated database holding the reference data (currencies). Every reply is
 * checked against its contract: an answer that does not match its response schema fails as a 500.
 */
export async function createTestApp(engine: Engine, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  await seedReferenceData(database.db);
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', ...env }), webDist: null };
  const app = await buildApp({ config, database, checkReplies: true });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
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

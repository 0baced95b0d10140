import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * PostgreSQL plans every statement it is sent unnamed, and for the shop's short statements planning
 * costs more than running them (docs/performance.md). Sent under a name, a statement is parsed once per
 * connection; after five calls PostgreSQL keeps one generic plan for it unless its plans differ by the
 * values (a listing page's offset does), so a fixed-shape statement is then only bound and run. The
 * shop runs a small, fixed set of query shapes, so each SQL text gets a name from its hash; the number of
 * names is bounded, so that ad-hoc SQL (lists of every length) cannot grow every connection's set of
 * prepared statements without end: past the bound, new texts go unnamed as before.
 */
const MAX_NAMED = 1_000;
const names = new Map<string, string>();

/** Statements that only steer a transaction are cheap to send as they are. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release|start|set)\b/i;

export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED || TRANSACTION_CONTROL.test(text)) return known;
  const name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  names.set(text, name);
  return name;
}

/** A pg client that sends the statements Kysely hands it (text and values) as named prepared statements. */
export class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && args.length === 2) {
      const name = statementName(text);
      if (name) return super.query({ name, text, values }) as never;
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

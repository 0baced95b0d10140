import { type CustomerLanguage, customerLanguage, type PaymentOutcome } from '@dutyfree/contracts';
import type { Selectable } from 'kysely';
import type { SandboxPaymentSessionTable } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

/** open: waiting on the payment page; pending: the pending test card, settled later. */
export type SandboxSessionStatus =
  | 'open'
  | 'pending'
  | 'succeeded'
  | 'declined'
  | 'failed'
  | 'cancelled'
  | 'refunded';

export type SandboxSession = {
  sessionId: string;
  reference: string;
  amountMinor: number;
  currencyCode: string;
  language: CustomerLanguage;
  description: string;
  returnUrls: Record<PaymentOutcome, string>;
  status: SandboxSessionStatus;
  settlesAt: number | null;
};

function toSession(row: Selectable<SandboxPaymentSessionTable>): SandboxSession {
  return {
    sessionId: row.session_id,
    reference: row.reference,
    amountMinor: row.amount_minor,
    currencyCode: row.currency_code,
    language: customerLanguage.catch('en').parse(row.language),
    description: row.description,
    returnUrls: JSON.parse(row.return_urls) as Record<PaymentOutcome, string>,
    status: row.status as SandboxSessionStatus,
    settlesAt: row.settles_at,
  };
}

/** The sandbox gateway's checkout sessions. */
export class SandboxSessionsRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  on(executor: Executor): SandboxSessionsRepository {
    return new SandboxSessionsRepository(executor);
  }

  /**
   * Inserts the session unless one with the same reference exists; returns the one stored. A new session
   * comes back from the insert itself; only a reference asked again is read.
   */
  async open(session: SandboxSession, now: number): Promise<SandboxSession> {
    const inserted = await this.db
      .insertInto('sandbox_payment_session')
      .values({
        session_id: session.sessionId,
        reference: session.reference,
        amount_minor: session.amountMinor,
        currency_code: session.currencyCode,
        language: session.language,
        description: session.description,
        return_urls: JSON.stringify(session.returnUrls),
        status: session.status,
        settles_at: session.settlesAt,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('reference').doNothing())
      .returningAll()
      .executeTakeFirst();
    const row =
      inserted ??
      (await this.db
        .selectFrom('sandbox_payment_session')
        .selectAll()
        .where('reference', '=', session.reference)
        .executeTakeFirstOrThrow());
    return toSession(row);
  }

  async find(sessionId: string): Promise<SandboxSession | undefined> {
    const row = await this.db
      .selectFrom('sandbox_payment_session')
      .selectAll()
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    return row && toSession(row);
  }

  /** Payments waiting for the bank's answer, and when it comes. */
  async pending(): Promise<{ sessionId: string; settlesAt: number }[]> {
    const rows = await this.db
      .selectFrom('sandbox_payment_session')
      .select(['session_id', 'settles_at'])
      .where('status', '=', 'pending')
      .execute();
    return rows.map((row) => ({ sessionId: row.session_id, settlesAt: row.settles_at ?? 0 }));
  }

  /**
   * Moves the session on only from the status expected, so that a double submit or two processes
   * settling the same session make one transition between them.
   */
  async transition(
    sessionId: string,
    from: SandboxSessionStatus,
    to: SandboxSessionStatus,
    now: number,
    settlesAt: number | null = null,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('sandbox_payment_session')
      .set({ status: to, settles_at: settlesAt, updated_at: now })
      .where('session_id', '=', sessionId)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

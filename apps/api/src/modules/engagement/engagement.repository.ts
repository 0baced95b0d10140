import type { Executor } from '../../db/transaction.ts';

export type NewFeedback = { fullName: string; email: string; feedback: string };

export class EngagementRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  async saveFeedback(feedback: NewFeedback, now: number): Promise<void> {
    await this.db
      .insertInto('feedback')
      .values({
        full_name: feedback.fullName,
        email: feedback.email,
        feedback: feedback.feedback,
        created_at: now,
      })
      .execute();
  }

  /**
   * Adds the address unless it is on the list already; true when it was added. The unique index decides,
   * so two simultaneous subscriptions of one address cannot both be stored.
   */
  async subscribe(email: string, now: number): Promise<boolean> {
    const added = await this.db
      .insertInto('newsletter_subscription')
      .values({ email: email.toLowerCase(), created_at: now })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    return added !== undefined;
  }
}

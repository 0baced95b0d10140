import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen in time. A card order knows which payment attempt it is on, decided while its row is locked, so
// that submits of the same order racing each other open one payment session between them. A checkout
// sent with an idempotency key is remembered with the order it placed, so the same key answers the same.
// A signed-out token is remembered until it would have expired anyway, so every process refuses it.

export function checkoutKeysAndSignOut(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('customer_order')
        .addColumn('payment_attempt', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // Orders placed before this went by the number of their payments.
      await sql`update customer_order set payment_attempt =
        (select count(*) from payment where payment.order_id = customer_order.id)`.execute(db);

      await db.schema
        .createTable('checkout_request')
        .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('order_code', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('revoked_token')
        .addColumn('token_id', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('revoked_token_expiry_idx')
        .on('revoked_token')
        .column('expires_at')
        .execute();
    },
  };
}

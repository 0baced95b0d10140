import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../database.ts';

// Frozen in time: once released, this file never changes; later changes come as new migrations.
// Where SQLite and PostgreSQL differ (identity columns), the difference is spelled out here.

export function initialSchema(engine: Engine): Migration {
  const identity = (c: ColumnDefinitionBuilder) =>
    engine === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();

  return {
    // biome-ignore lint/suspicious/noExplicitAny: a frozen migration must not depend on today's schema types.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('app_setting')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('currency')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('usd_rate_micros', 'bigint', (c) => c.notNull().check(sql`usd_rate_micros > 0`))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('category')
        .addColumn('id', 'integer', identity)
        .addColumn('parent_id', 'integer', (c) => c.references('category.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text')
        .addColumn('level', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('category_parent_idx').on('category').column('parent_id').execute();

      await db.schema
        .createTable('brand')
        .addColumn('id', 'integer', identity)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('image_url', 'text')
        .addColumn('is_power_full_brand', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('item')
        .addColumn('id', 'integer', identity)
        .addColumn('item_code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brand.id'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id'))
        .addColumn('category_type', 'text', (c) => c.notNull())
        .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
        .addColumn('current_price_cents', 'bigint', (c) => c.notNull().check(sql`current_price_cents >= 0`))
        .addColumn('sales_rate_cents', 'bigint', (c) => c.notNull().check(sql`sales_rate_cents >= 0`))
        .addColumn('is_percentage', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('order_quantity', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('miles_for_redeem', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('miles_for_accrual', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_travel_exclusive', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('youtube_url', 'text')
        .addColumn('registered_at', 'bigint', (c) => c.notNull())
        .addColumn('units_sold', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      // Listings sort by price (descending by default) within a category or brand; id breaks ties so
      // that keyset pages are stable.
      await db.schema
        .createIndex('item_category_price_idx')
        .on('item')
        .columns(['category_id', 'current_price_cents', 'id'])
        .execute();
      await db.schema
        .createIndex('item_brand_price_idx')
        .on('item')
        .columns(['brand_id', 'current_price_cents', 'id'])
        .execute();
      await db.schema
        .createIndex('item_price_idx')
        .on('item')
        .columns(['current_price_cents', 'id'])
        .execute();
      await db.schema
        .createIndex('item_registered_idx')
        .on('item')
        .columns(['registered_at', 'id'])
        .execute();
      await db.schema.createIndex('item_units_sold_idx').on('item').columns(['units_sold', 'id']).execute();

      await db.schema
        .createTable('item_image')
        .addColumn('id', 'integer', identity)
        .addColumn('item_id', 'integer', (c) => c.notNull().references('item.id').onDelete('cascade'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('item_image_item_idx')
        .on('item_image')
        .columns(['item_id', 'sort_order'])
        .execute();

      await db.schema
        .createTable('banner')
        .addColumn('id', 'integer', identity)
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('image_url', 'text', (c) => c.notNull())
        .addColumn('video_url', 'text')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('link_url', 'text')
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('price_list')
        .addColumn('id', 'integer', identity)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('offer', 'promo')`))
        .addColumn('rule', 'integer', (c) => c.notNull().check(sql`rule between 1 and 4`))
        .addColumn('promo_code', 'text', (c) => c.unique())
        .addColumn('valid_from', 'bigint', (c) => c.notNull())
        .addColumn('valid_to', 'bigint', (c) => c.notNull())
        .addColumn('usage_limit', 'integer')
        .addColumn('usage_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await db.schema
        .createTable('price_list_item')
        .addColumn('id', 'integer', identity)
        .addColumn('price_list_id', 'integer', (c) =>
          c.notNull().references('price_list.id').onDelete('cascade'),
        )
        .addColumn('item_id', 'integer', (c) => c.notNull().references('item.id').onDelete('cascade'))
        .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents >= 0`))
        .addUniqueConstraint('price_list_item_unique', ['price_list_id', 'item_id'])
        .execute();
      await db.schema
        .createIndex('price_list_item_item_idx')
        .on('price_list_item')
        .column('item_id')
        .execute();

      await db.schema
        .createTable('price_list_bundle')
        .addColumn('id', 'integer', identity)
        .addColumn('price_list_id', 'integer', (c) =>
          c.notNull().references('price_list.id').onDelete('cascade'),
        )
        .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents >= 0`))
        .execute();
      await db.schema
        .createTable('price_list_bundle_item')
        .addColumn('bundle_id', 'integer', (c) =>
          c.notNull().references('price_list_bundle.id').onDelete('cascade'),
        )
        .addColumn('item_id', 'integer', (c) => c.notNull().references('item.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('price_list_bundle_item_pk', ['bundle_id', 'item_id'])
        .execute();

      await db.schema
        .createTable('volume_price')
        .addColumn('id', 'integer', identity)
        .addColumn('price_list_id', 'integer', (c) =>
          c.notNull().references('price_list.id').onDelete('cascade'),
        )
        .addColumn('item_id', 'integer', (c) => c.notNull().references('item.id').onDelete('cascade'))
        .addColumn('start_quantity', 'integer', (c) => c.notNull().check(sql`start_quantity >= 1`))
        .addColumn('end_quantity', 'integer', (c) => c.notNull())
        .addColumn('custom_price_cents', 'bigint', (c) => c.notNull().check(sql`custom_price_cents >= 0`))
        .addCheckConstraint('volume_price_range', sql`end_quantity >= start_quantity`)
        .execute();
      await db.schema.createIndex('volume_price_item_idx').on('volume_price').column('item_id').execute();

      await db.schema
        .createTable('buy_get_offer')
        .addColumn('id', 'integer', identity)
        .addColumn('price_list_id', 'integer', (c) =>
          c.notNull().references('price_list.id').onDelete('cascade'),
        )
        .addColumn('item_id', 'integer', (c) => c.notNull().references('item.id').onDelete('cascade'))
        .addColumn('buy_quantity', 'integer', (c) => c.notNull().check(sql`buy_quantity >= 1`))
        .addColumn('get_quantity', 'integer', (c) => c.notNull().check(sql`get_quantity >= 1`))
        .addColumn('get_item_id', 'integer', (c) => c.notNull().references('item.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('buy_get_offer_item_idx').on('buy_get_offer').column('item_id').execute();

      await db.schema
        .createTable('customer')
        .addColumn('id', 'integer', identity)
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('title', 'integer', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('middle_name', 'text')
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('nationality', 'text')
        .addColumn('mobile_country_code', 'text')
        .addColumn('mobile_number', 'text')
        .addColumn('membership_number', 'text', (c) => c.unique())
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('password_reset_token')
        .addColumn('id', 'integer', identity)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('loyalty_member')
        .addColumn('member_id', 'text', (c) => c.primaryKey())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('title', 'integer', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('mobile_country_code', 'text')
        .addColumn('mobile_number', 'text')
        .addColumn('nationality', 'text')
        .addColumn('tier', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('airport')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('is_eu', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('flight')
        .addColumn('id', 'integer', identity)
        .addColumn('flight_number', 'text', (c) => c.notNull())
        .addColumn('origin', 'text', (c) => c.notNull().references('airport.code'))
        .addColumn('destination', 'text', (c) => c.notNull().references('airport.code'))
        .addColumn('departure_at', 'bigint', (c) => c.notNull())
        .addColumn('arrival_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('flight_number_departure_unique', ['flight_number', 'departure_at'])
        .execute();

      await db.schema
        .createTable('ticket')
        .addColumn('ticket_number', 'text', (c) => c.primaryKey())
        .addColumn('passenger_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .execute();

      await db.schema
        .createTable('passenger_sector')
        .addColumn('id', 'integer', identity)
        .addColumn('ticket_number', 'text', (c) =>
          c.notNull().references('ticket.ticket_number').onDelete('cascade'),
        )
        .addColumn('flight_id', 'integer', (c) => c.notNull().references('flight.id').onDelete('cascade'))
        .addColumn('seat_number', 'text')
        .addUniqueConstraint('passenger_sector_unique', ['ticket_number', 'flight_id'])
        .execute();

      await db.schema
        .createTable('onboard_stock')
        .addColumn('flight_id', 'integer', (c) => c.notNull().references('flight.id').onDelete('cascade'))
        .addColumn('item_id', 'integer', (c) => c.notNull().references('item.id').onDelete('cascade'))
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
        .addPrimaryKeyConstraint('onboard_stock_pk', ['flight_id', 'item_id'])
        .execute();

      await db.schema
        .createTable('customer_order')
        .addColumn('id', 'integer', identity)
        .addColumn('order_code', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('preorder', 'onboard')`))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('payment_option', 'text', (c) => c.notNull())
        .addColumn('payment_status', 'text', (c) => c.notNull())
        .addColumn('customer_id', 'integer', (c) => c.references('customer.id'))
        .addColumn('member_id', 'text', (c) => c.references('loyalty_member.member_id'))
        .addColumn('customer_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('mobile_number', 'text')
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
        .addColumn('currency_id', 'integer', (c) => c.notNull().references('currency.id'))
        .addColumn('usd_rate_micros', 'bigint', (c) => c.notNull())
        .addColumn('subtotal_cents', 'bigint', (c) => c.notNull())
        .addColumn('discount_cents', 'bigint', (c) => c.notNull())
        .addColumn('total_cents', 'bigint', (c) => c.notNull().check(sql`total_cents >= 0`))
        .addColumn('total_miles', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('accrual_miles', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('promo_price_list_id', 'integer', (c) => c.references('price_list.id'))
        .addColumn('flight_id', 'integer', (c) => c.references('flight.id'))
        .addColumn('flight_number', 'text', (c) => c.notNull())
        .addColumn('origin', 'text', (c) => c.notNull())
        .addColumn('destination', 'text', (c) => c.notNull())
        .addColumn('departure_at', 'bigint', (c) => c.notNull())
        .addColumn('ticket_number', 'text', (c) => c.notNull())
        .addColumn('seat_number', 'text')
        .addColumn('pick_from', 'text')
        .addColumn('cancel_reason', 'integer')
        .addColumn('payment_expires_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_customer_idx')
        .on('customer_order')
        .columns(['customer_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('order_member_idx')
        .on('customer_order')
        .columns(['member_id', 'created_at'])
        .execute();
      await db.schema.createIndex('order_email_idx').on('customer_order').column('email').execute();
      await db.schema
        .createIndex('order_payment_expiry_idx')
        .on('customer_order')
        .columns(['payment_status', 'payment_expires_at'])
        .execute();

      await db.schema
        .createTable('order_line')
        .addColumn('id', 'integer', identity)
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('customer_order.id').onDelete('cascade'),
        )
        .addColumn('item_id', 'integer', (c) => c.notNull().references('item.id'))
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
        .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
        .addColumn('total_price_cents', 'bigint', (c) => c.notNull().check(sql`total_price_cents >= 0`))
        .addColumn('total_miles', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_free_offer', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('order_line_order_idx').on('order_line').column('order_id').execute();

      await db.schema
        .createTable('miles_transaction')
        .addColumn('id', 'integer', identity)
        .addColumn('member_id', 'text', (c) => c.notNull().references('loyalty_member.member_id'))
        .addColumn('miles', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('order_id', 'integer', (c) => c.references('customer_order.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('miles_member_idx').on('miles_transaction').column('member_id').execute();

      await db.schema
        .createTable('payment')
        .addColumn('id', 'integer', identity)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.id'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_reference', 'text', (c) => c.notNull().unique())
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('currency_code', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('payment_order_idx').on('payment').column('order_id').execute();

      await db.schema
        .createTable('payment_event')
        .addColumn('event_id', 'text', (c) => c.primaryKey())
        .addColumn('payment_id', 'integer', (c) => c.notNull().references('payment.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('received_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('feedback')
        .addColumn('id', 'integer', identity)
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('feedback', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('newsletter_subscription')
        .addColumn('id', 'integer', identity)
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', 'integer', identity)
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text')
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('sent_at', 'bigint')
        .execute();
    },
  };
}

import { type Insertable, type Kysely, sql } from 'kysely';
import type { Engine } from '../db/database.ts';
import type {
  BannerTable,
  BrandTable,
  CategoryTable,
  FlightTable,
  ItemCategoryType,
  ItemTable,
  OnboardStockTable,
  PassengerSectorTable,
  PriceListBundleTable,
  PriceListTable,
  ShopDatabase,
  TicketTable,
} from '../db/schema.ts';

// All SQL of the seeder. Rows go in batches sized to stay below both engines' limits on bound
// parameters (SQLite 32,766, PostgreSQL 65,535 per statement) and at most 500 rows, which measured
// about as fast as larger batches.

type TableName = keyof ShopDatabase & string;

const MAX_PARAMETERS = 30_000;
const MAX_ROWS_PER_BATCH = 500;

function* batches<T extends object>(rows: readonly T[]): Generator<T[]> {
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
  const size = Math.min(MAX_ROWS_PER_BATCH, Math.floor(MAX_PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/**
 * Everything the demo shop writes, children before parents, plus what refers to it (orders, payments,
 * miles). Currencies and the token secret stay: they are reference data, not demo data.
 */
const demoTables: readonly TableName[] = [
  'staff_audit_entry',
  'order_handover',
  'payment_event',
  'payment',
  'miles_transaction',
  'order_line',
  'customer_order',
  'password_reset_token',
  'onboard_stock',
  'passenger_sector',
  'ticket',
  'flight',
  'airport',
  'customer',
  'staff_access_link',
  'staff_recovery_code',
  'staff_member',
  'loyalty_member',
  'buy_get_offer',
  'volume_price',
  'price_list_bundle_item',
  'price_list_bundle',
  'price_list_item',
  'price_list',
  'banner',
  'item_image',
  'item_sales',
  'item',
  'brand',
  'category',
];

/** Tables whose rows mean that a shop is already there. */
const shopTables: readonly TableName[] = [
  'category',
  'brand',
  'item',
  'customer',
  'staff_member',
  'loyalty_member',
  'flight',
];

export class SeedRepository {
  private readonly db: Kysely<ShopDatabase>;
  constructor(db: Kysely<ShopDatabase>) {
    this.db = db;
  }

  async hasCurrencies(): Promise<boolean> {
    return (await this.db.selectFrom('currency').select('id').limit(1).executeTakeFirst()) !== undefined;
  }

  async hasStaff(): Promise<boolean> {
    return (await this.db.selectFrom('staff_member').select('id').limit(1).executeTakeFirst()) !== undefined;
  }

  /** Sets the staff member's authenticator secret where they have none (a shop seeded before 0025). */
  async giveAuthenticatorIfNone(email: string, totpSecret: string): Promise<void> {
    await this.db
      .updateTable('staff_member')
      .set({ totp_secret: totpSecret })
      .where('email', '=', email)
      .where('role', '=', 'admin')
      .where('totp_secret', 'is', null)
      .execute();
  }

  async hasTicket(ticketNumber: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('ticket')
      .select('ticket_number')
      .where('ticket_number', '=', ticketNumber)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Ids of the products still sold in these departments, in id order (at most 10,000). */
  async activeItemIdsOfTypes(types: readonly ItemCategoryType[]): Promise<{ id: number }[]> {
    return this.db
      .selectFrom('item')
      .select('id')
      .where('category_type', 'in', types)
      .where('is_active', '=', 1)
      .orderBy('id')
      .limit(10_000)
      .execute();
  }

  /** Moves the flight with this number and route to the given times, or adds it; answers its id. */
  async retimeFlight(flight: Insertable<FlightTable>): Promise<number> {
    const times = { departure_at: flight.departure_at, arrival_at: flight.arrival_at };
    const moved = await this.db
      .updateTable('flight')
      .set(times)
      .where('flight_number', '=', flight.flight_number)
      .where('origin', '=', flight.origin)
      .where('destination', '=', flight.destination)
      .returning('id')
      .executeTakeFirst();
    if (moved) return moved.id;
    const added = await this.db.insertInto('flight').values(flight).returning('id').executeTakeFirstOrThrow();
    return added.id;
  }

  /** Puts these quantities on the flight's shelves, whatever was left on them. */
  async refillShelves(
    flightId: number,
    shelves: readonly Omit<Insertable<OnboardStockTable>, 'flight_id'>[],
  ): Promise<void> {
    for (const batch of batches(shelves.map((shelf) => ({ flight_id: flightId, ...shelf })))) {
      await this.db
        .insertInto('onboard_stock')
        .values(batch)
        .onConflict((oc) =>
          oc
            .columns(['flight_id', 'item_id'])
            .doUpdateSet((eb) => ({ quantity: eb.ref('excluded.quantity') })),
        )
        .execute();
    }
  }

  /** Adds the ticket and its seats on these flights where they are missing; existing ones stay. */
  async ensureTicket(
    ticket: Insertable<TicketTable>,
    sectors: readonly Omit<Insertable<PassengerSectorTable>, 'ticket_number'>[],
  ): Promise<void> {
    await this.db
      .insertInto('ticket')
      .values(ticket)
      .onConflict((oc) => oc.column('ticket_number').doNothing())
      .execute();
    await this.db
      .insertInto('passenger_sector')
      .values(sectors.map((sector) => ({ ticket_number: ticket.ticket_number, ...sector })))
      .onConflict((oc) => oc.columns(['ticket_number', 'flight_id']).doNothing())
      .execute();
  }

  async hasShopData(): Promise<boolean> {
    for (const table of shopTables) {
      const row = await this.db
        .selectFrom(table)
        .select(sql<number>`1`.as('found'))
        .limit(1)
        .executeTakeFirst();
      if (row) return true;
    }
    return false;
  }

  /**
   * PostgreSQL: makes a second API process that starts at the same moment wait, then find the shop
   * seeded, instead of seeding it twice. SQLite allows one writer at a time anyway.
   */
  /**
   * PostgreSQL plans from statistics, which a bulk load leaves empty until autovacuum gets round to it:
   * measured on 100,000 products, a listing's deep-page anchors took 11 s before ANALYZE and 0.8 s after.
   * VACUUM marks the freshly written pages all-visible, so that an index-only scan answers from the index
   * alone: without it, reading the anchors visited every row's page too (31 s cold, 2 s warm, against
   * 1 s and 0.5 s). SQLite is left without statistics on purpose (docs/decisions/0007).
   */
  async refreshPlannerStatistics(engine: Engine): Promise<void> {
    if (engine === 'postgres') await sql`vacuum analyze`.execute(this.db);
  }

  async lockAgainstConcurrentSeeding(engine: Engine): Promise<void> {
    if (engine === 'postgres') await sql`lock table currency in exclusive mode`.execute(this.db);
  }

  /** Deletes the demo data and restarts the ids, so that a new seed gives the same ids again. */
  async deleteDemoData(engine: Engine): Promise<void> {
    if (engine === 'postgres') {
      await sql`truncate ${sql.join(demoTables.map((t) => sql.table(t)))} restart identity cascade`.execute(
        this.db,
      );
      return;
    }
    for (const table of demoTables) await this.db.deleteFrom(table).execute();
    await sql`delete from sqlite_sequence where name in (${sql.join(demoTables)})`.execute(this.db);
  }

  /** Replaces the purchase rules and their codes with the given ones. */
  async replacePurchaseRules(
    rules: readonly {
      code: string;
      reason: string;
      reasonAr: string;
      reasonZh: string;
      itemCodes: readonly string[];
    }[],
  ): Promise<void> {
    await this.db.deleteFrom('purchase_rule_item').execute();
    await this.db.deleteFrom('purchase_rule').execute();
    await this.db
      .insertInto('purchase_rule')
      .values(
        rules.map((r) => ({ code: r.code, reason: r.reason, reason_ar: r.reasonAr, reason_zh: r.reasonZh })),
      )
      .execute();
    await this.db
      .insertInto('purchase_rule_item')
      .values(
        rules.flatMap((r) => r.itemCodes.map((itemCode) => ({ rule_code: r.code, item_code: itemCode }))),
      )
      .execute();
  }

  async insertRows<T extends TableName>(
    table: T,
    rows: readonly Insertable<ShopDatabase[T]>[],
  ): Promise<void> {
    for (const batch of batches(rows)) await this.db.insertInto(table).values(batch).execute();
  }

  async insertCategory(row: Insertable<CategoryTable>): Promise<number> {
    const { id } = await this.db.insertInto('category').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  async insertBrand(row: Insertable<BrandTable>): Promise<number> {
    const { id } = await this.db.insertInto('brand').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  async insertBanner(row: Insertable<BannerTable>): Promise<number> {
    const { id } = await this.db.insertInto('banner').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  /** Pictures are addressed by the row's id, so their URL is set once the id is known. */
  async setImageUrl(table: 'category' | 'brand' | 'banner', id: number, imageUrl: string): Promise<void> {
    await this.db.updateTable(table).set({ image_url: imageUrl }).where('id', '=', id).execute();
  }

  /** Inserts products and answers their ids in the order of `rows`. */
  async insertItems(rows: readonly Insertable<ItemTable>[]): Promise<number[]> {
    const ids = new Map<string, number>();
    for (const batch of batches(rows)) {
      const inserted = await this.db
        .insertInto('item')
        .values(batch)
        .returning(['id', 'item_code'])
        .execute();
      for (const { id, item_code } of inserted) ids.set(item_code, id);
    }
    return rows.map((row) => ids.get(row.item_code) as number);
  }

  /** Inserts flights and answers their ids in the order of `rows`. */
  async insertFlights(rows: readonly Insertable<FlightTable>[]): Promise<number[]> {
    const key = (number: string, departure: number) => `${number}@${departure}`;
    const ids = new Map<string, number>();
    for (const batch of batches(rows)) {
      const inserted = await this.db
        .insertInto('flight')
        .values(batch)
        .returning(['id', 'flight_number', 'departure_at'])
        .execute();
      for (const row of inserted) ids.set(key(row.flight_number, row.departure_at), row.id);
    }
    return rows.map((row) => ids.get(key(row.flight_number, row.departure_at)) as number);
  }

  async insertPriceList(row: Insertable<PriceListTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('price_list')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async insertBundle(row: Insertable<PriceListBundleTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('price_list_bundle')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
}

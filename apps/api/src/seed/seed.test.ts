import { verify } from '@node-rs/argon2';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase, testEngines } from '../testing/test-database.ts';
import { DAY_MS, HOUR_MS } from './durations.ts';
import { addDemoStaffIfNone, demoAccounts, demoMembers, demoStaff } from './people.ts';
import { demoPromoCodes, type PromoCodeState } from './price-lists.ts';
import {
  AGE_GATE_EXEMPT_ITEM_CODES,
  DEMO_PURCHASE_RULES,
  EU_BANNED_COSMETIC_ITEM_CODES,
} from './purchase-rule-codes.ts';
import { SeedRepository } from './seed.repository.ts';
import { seedDemoShop, seedDemoShopIfEmpty } from './seed.ts';
import { demoTickets, TROLLEY_TYPES } from './travel.ts';

const now = Date.UTC(2026, 2, 10, 9, 30);

describe.each(testEngines)('the demo shop on %s', (engine) => {
  let shop: TestDatabase;
  beforeAll(async () => {
    shop = await createTestDatabase(engine);
    await seedDemoShop(shop, { products: 320, now });
  });
  afterAll(() => shop.drop());

  const itemsByCode = async (codes: readonly string[]) =>
    shop.db
      .selectFrom('item')
      .select(['item_code', 'category_type', 'description'])
      .where('item_code', 'in', codes)
      .execute();

  describe('catalogue', () => {
    it('offers the requested 320 products in nine departments, each with sub-categories', async () => {
      const categories = await shop.db
        .selectFrom('category')
        .select(['id', 'parent_id', 'level', 'image_url'])
        .execute();
      const tops = categories.filter((c) => c.parent_id === null);
      expect(tops.length).toBeGreaterThanOrEqual(9);
      for (const top of tops) {
        expect(top.level).toBe(1);
        expect(top.image_url).toMatch(new RegExp(`^/media/categories/${top.id}\\.svg\\?`));
        expect(categories.filter((c) => c.parent_id === top.id).length).toBeGreaterThanOrEqual(2);
      }
      const items = await shop.db.selectFrom('item').select(['category_id', 'category_type']).execute();
      expect(items).toHaveLength(320);
      const childIds = new Set(categories.filter((c) => c.parent_id !== null).map((c) => c.id));
      expect(items.every((item) => childIds.has(item.category_id))).toBe(true);
      expect(new Set(items.map((item) => item.category_type)).size).toBe(9);
    });

    it('has at least 30 brands, 21 of them for the brand menu, some without a logo', async () => {
      const brands = await shop.db
        .selectFrom('brand')
        .select(['id', 'image_url', 'is_power_full_brand'])
        .execute();
      expect(brands.length).toBeGreaterThanOrEqual(30);
      expect(brands.filter((b) => b.is_power_full_brand === 1).length).toBeGreaterThanOrEqual(21);
      const logos = brands.filter((b) => b.image_url !== null);
      expect(logos.length).toBeGreaterThan(0);
      expect(logos.length).toBeLessThan(brands.length);
      for (const brand of logos)
        expect(brand.image_url).toMatch(new RegExp(`^/media/brands/${brand.id}\\.svg\\?n=`));
    });

    it('shows every product in two or three pictures, the first one by default', async () => {
      const pictures = await shop.db
        .selectFrom('item_image')
        .select(['item_id', 'url', 'is_default', 'sort_order'])
        .orderBy('item_id')
        .orderBy('sort_order')
        .execute();
      const byItem = Map.groupBy(pictures, (p) => p.item_id);
      expect(byItem.size).toBe(320);
      for (const [itemId, own] of byItem) {
        expect(own.length).toBeGreaterThanOrEqual(2);
        expect(own.length).toBeLessThanOrEqual(3);
        expect(own.map((p) => p.is_default)).toEqual([1, ...own.slice(1).map(() => 0)]);
        own.forEach((p, index) => {
          expect(p.url).toMatch(new RegExp(`^/media/items/${itemId}/${index + 1}\\.svg\\?c=[A-Z_]+&b=`));
        });
      }
    });

    it('prices products like a duty-free shop, in USD cents with miles', async () => {
      const items = await shop.db.selectFrom('item').selectAll().execute();
      const range = (type: string) => {
        const prices = items.filter((i) => i.category_type === type).map((i) => i.current_price_cents);
        return [Math.min(...prices), Math.max(...prices)];
      };
      expect(range('LIQUOR')[0]).toBeGreaterThanOrEqual(2500);
      expect(range('LIQUOR')[1]).toBeLessThanOrEqual(40_000);
      expect(range('WATCHES')[0]).toBeGreaterThanOrEqual(15_000);
      expect(range('WATCHES')[1]).toBeLessThanOrEqual(400_000);
      expect(range('CONFECTIONERY')[0]).toBeGreaterThanOrEqual(500);
      expect(range('CONFECTIONERY')[1]).toBeLessThanOrEqual(4000);
      for (const item of items) {
        expect(item.sales_rate_cents).toBeGreaterThanOrEqual(item.current_price_cents);
        expect(item.miles_for_redeem).toBe(Math.ceil(item.current_price_cents / 100) * 100);
        expect(item.miles_for_accrual).toBeGreaterThanOrEqual(Math.floor(item.miles_for_redeem * 0.02));
        expect(item.miles_for_accrual).toBeLessThanOrEqual(Math.ceil(item.miles_for_redeem * 0.05));
        expect(item.registered_at).toBeGreaterThan(now - 181 * DAY_MS);
        expect(item.registered_at).toBeLessThanOrEqual(now);
      }
      expect(items.some((i) => i.sales_rate_cents > i.current_price_cents)).toBe(true);
      const perQuantity = items.filter((i) => i.is_percentage === 1);
      expect(perQuantity.length).toBeGreaterThan(0);
      for (const item of perQuantity) expect(item.order_quantity).toBeGreaterThanOrEqual(2);
    });

    it('keeps some products nearly or fully sold out, for the stock rules', async () => {
      const items = await shop.db.selectFrom('item').select('stock').execute();
      for (const low of [0, 1, 2]) expect(items.some((i) => i.stock === low)).toBe(true);
      expect(items.filter((i) => i.stock >= 5 && i.stock <= 60).length).toBeGreaterThan(items.length * 0.8);
    });

    it('marks travel exclusives and links a few product videos', async () => {
      const items = await shop.db.selectFrom('item').select(['is_travel_exclusive', 'youtube_url']).execute();
      expect(items.some((i) => i.is_travel_exclusive === 1)).toBe(true);
      const videos = items.flatMap((i) => (i.youtube_url ? [i.youtube_url] : []));
      expect(videos.length).toBeGreaterThan(0);
      for (const url of videos)
        expect(url).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
    });

    it('gives the best sellers units sold of many sizes', async () => {
      const sales = await shop.db.selectFrom('item_sales').select('units_sold').execute();
      expect(new Set(sales.map((s) => s.units_sold)).size).toBeGreaterThan(100);
    });

    it('sells the eight age-gate-exempt products as liquor or tobacco', async () => {
      const items = await itemsByCode(AGE_GATE_EXEMPT_ITEM_CODES);
      expect(items).toHaveLength(8);
      for (const item of items) expect(['LIQUOR', 'TOBACCO']).toContain(item.category_type);
    });

    it('names every product, category, brand and price list in Arabic and Chinese too', async () => {
      const arabic = /[\u0600-\u06FF]/;
      const chinese = /[\u4E00-\u9FFF]/;
      const items = await shop.db
        .selectFrom('item')
        .select(['name', 'name_ar', 'name_zh', 'description_ar', 'description_zh'])
        .execute();
      for (const item of items) {
        expect(item.name_ar, item.name).toMatch(arabic);
        expect(item.name_zh, item.name).toMatch(chinese);
        expect(item.description_ar, item.name).toMatch(arabic);
        expect(item.description_zh, item.name).toMatch(chinese);
      }
      const named = [
        ...(await shop.db.selectFrom('category').select(['name', 'name_ar', 'name_zh']).execute()),
        ...(await shop.db.selectFrom('brand').select(['name', 'name_ar', 'name_zh']).execute()),
        ...(await shop.db.selectFrom('price_list').select(['name', 'name_ar', 'name_zh']).execute()),
      ];
      for (const row of named) {
        expect(row.name_ar, row.name).toMatch(arabic);
        expect(row.name_zh, row.name).toMatch(chinese);
      }
    });

    it("writes the demo's purchase rules, each naming codes of its products, with reasons in three languages", async () => {
      const rules = await shop.db.selectFrom('purchase_rule').selectAll().orderBy('code').execute();
      const codes = await shop.db.selectFrom('purchase_rule_item').selectAll().execute();
      expect(rules).toEqual(
        Object.entries(DEMO_PURCHASE_RULES).map(([code, rule]) => ({
          code,
          reason: rule.reason,
          reason_ar: rule.reasonAr,
          reason_zh: rule.reasonZh,
        })),
      );
      for (const [code, rule] of Object.entries(DEMO_PURCHASE_RULES)) {
        expect(
          codes
            .filter((c) => c.rule_code === code)
            .map((c) => c.item_code)
            .sort(),
        ).toEqual([...rule.itemCodes]);
      }
    });

    it('sells the EU-banned cosmetics with the banned ingredient named', async () => {
      const items = await itemsByCode(EU_BANNED_COSMETIC_ITEM_CODES);
      expect(items).toHaveLength(EU_BANNED_COSMETIC_ITEM_CODES.length);
      for (const item of items) {
        expect(item.category_type).toBe('COSMETICS');
        expect(item.description).toContain('Lilial (butylphenyl methylpropional)');
      }
    });
  });

  it('has banners of all three sizes, at least two of each, with titles', async () => {
    const banners = await shop.db
      .selectFrom('banner')
      .select(['id', 'size', 'title', 'image_url', 'video_url'])
      .execute();
    for (const size of [1, 2, 3])
      expect(banners.filter((b) => b.size === size).length).toBeGreaterThanOrEqual(2);
    for (const banner of banners) {
      expect(banner.title).not.toBe('');
      expect(banner.image_url).toMatch(
        new RegExp(`^/media/banners/${banner.id}\\.svg\\?s=${banner.size}&t=`),
      );
      expect(banner.video_url).toBeNull();
    }
  });

  it('prices in USD, id 2, and at least five other currencies with rates', async () => {
    const currencies = await shop.db
      .selectFrom('currency')
      .select(['id', 'code', 'usd_rate_micros'])
      .execute();
    expect(currencies.find((c) => c.id === 2)).toMatchObject({ code: 'USD', usd_rate_micros: 1_000_000 });
    expect(currencies.filter((c) => c.id !== 2 && c.usd_rate_micros > 0).length).toBeGreaterThanOrEqual(5);
  });

  describe('price lists', () => {
    it('runs volume, unit and buy-get offers over about forty products', async () => {
      const offers = await shop.db.selectFrom('price_list').selectAll().where('kind', '=', 'offer').execute();
      expect(offers.map((o) => o.rule).sort()).toEqual([1, 2, 4]);
      for (const offer of offers) {
        expect(offer.valid_from).toBeLessThanOrEqual(now);
        expect(offer.valid_to).toBeGreaterThan(now);
      }
      const rated = await shop.db
        .selectFrom('price_list_item')
        .select('item_id')
        .where(
          'price_list_id',
          'in',
          offers.map((o) => o.id),
        )
        .execute();
      expect(new Set(rated.map((r) => r.item_id)).size).toBe(40);
    });

    it('lowers the unit price with the quantity in volume tiers', async () => {
      const tiers = await shop.db
        .selectFrom('volume_price')
        .innerJoin('item', 'item.id', 'volume_price.item_id')
        .select(['item_id', 'start_quantity', 'end_quantity', 'custom_price_cents', 'current_price_cents'])
        .orderBy('item_id')
        .orderBy('start_quantity')
        .execute();
      const byItem = Map.groupBy(tiers, (t) => t.item_id);
      expect(byItem.size).toBe(15);
      for (const own of byItem.values()) {
        expect(own.map((t) => [t.start_quantity, t.end_quantity])).toEqual([
          [1, 1],
          [2, 3],
          [4, 6],
        ]);
        expect(own[0]?.custom_price_cents).toBe(own[0]?.current_price_cents);
        expect(own[1]?.custom_price_cents).toBeLessThan(own[0]?.custom_price_cents ?? 0);
        expect(own[2]?.custom_price_cents).toBeLessThan(own[1]?.custom_price_cents ?? 0);
      }
    });

    it('gives a cheaper product free with every second one bought in buy-get offers', async () => {
      const offers = await shop.db
        .selectFrom('buy_get_offer')
        .innerJoin('item as bought', 'bought.id', 'buy_get_offer.item_id')
        .innerJoin('item as gift', 'gift.id', 'buy_get_offer.get_item_id')
        .select([
          'buy_quantity',
          'get_quantity',
          'bought.current_price_cents as boughtPrice',
          'gift.current_price_cents as giftPrice',
        ])
        .execute();
      expect(offers).toHaveLength(10);
      for (const offer of offers) {
        expect([offer.buy_quantity, offer.get_quantity]).toEqual([2, 1]);
        expect(offer.giftPrice).toBeLessThanOrEqual(offer.boughtPrice);
      }
    });

    it('has the demo promo codes in the states the README promises', async () => {
      const lists = await shop.db.selectFrom('price_list').selectAll().where('kind', '=', 'promo').execute();
      const stateOf = (l: (typeof lists)[number]): PromoCodeState => {
        if (l.valid_from > now || l.valid_to < now) return 'expired';
        return l.usage_limit !== null && l.usage_count >= l.usage_limit ? 'exhausted' : 'valid';
      };
      const states = Object.fromEntries(lists.map((l) => [l.promo_code, stateOf(l)]));
      expect(states).toEqual(Object.fromEntries(demoPromoCodes.map((p) => [p.code, p.state])));
    });

    it('sells the DUOSET bundles for less than their products cost apart', async () => {
      const bundles = await shop.db
        .selectFrom('price_list_bundle')
        .innerJoin('price_list', 'price_list.id', 'price_list_bundle.price_list_id')
        .innerJoin('price_list_bundle_item', 'price_list_bundle_item.bundle_id', 'price_list_bundle.id')
        .innerJoin('item', 'item.id', 'price_list_bundle_item.item_id')
        .select(['price_list_bundle.id', 'price_list.promo_code', 'amount_cents', 'current_price_cents'])
        .execute();
      const byBundle = Map.groupBy(bundles, (b) => b.id);
      expect(byBundle.size).toBe(2);
      for (const rows of byBundle.values()) {
        expect(rows.length).toBe(2);
        expect(rows[0]?.promo_code).toBe('DUOSET');
        expect(rows[0]?.amount_cents).toBeLessThan(rows.reduce((sum, r) => sum + r.current_price_cents, 0));
      }
    });
  });

  describe('flights and tickets', () => {
    const sectorsOf = (ticketNumber: string) =>
      shop.db
        .selectFrom('passenger_sector')
        .innerJoin('flight', 'flight.id', 'passenger_sector.flight_id')
        .innerJoin('airport', 'airport.code', 'flight.destination')
        .select(['departure_at', 'is_eu', 'seat_number', 'country'])
        .where('ticket_number', '=', ticketNumber)
        .orderBy('departure_at')
        .execute();

    it('schedules flights from 6 hours to 30 days ahead, a few inside the pre-order cut-off', async () => {
      const flights = await shop.db
        .selectFrom('flight')
        .innerJoin('airport', 'airport.code', 'flight.destination')
        .select(['flight_number', 'departure_at', 'arrival_at', 'is_eu'])
        .execute();
      expect(flights.length).toBeGreaterThan(100);
      for (const flight of flights) {
        expect(flight.flight_number).toMatch(/^ET \d{3}$/);
        expect(flight.departure_at).toBeGreaterThanOrEqual(now + 6 * HOUR_MS);
        expect(flight.departure_at).toBeLessThanOrEqual(now + 30 * DAY_MS);
        expect(flight.arrival_at).toBeGreaterThan(flight.departure_at);
      }
      const soon = flights.filter((f) => f.departure_at < now + DAY_MS).length;
      expect(soon).toBeGreaterThan(0);
      expect(soon).toBeLessThan(flights.length / 10);
      expect(flights.some((f) => f.is_eu === 1)).toBe(true);
    });

    it('loads 20 to 40 products a cabin crew sells on board every flight, not the whole catalogue', async () => {
      const loads = await shop.db
        .selectFrom('flight')
        .leftJoin('onboard_stock', 'onboard_stock.flight_id', 'flight.id')
        .select(['flight.id', (eb) => eb.fn.count<number>('onboard_stock.item_id').as('products')])
        .groupBy('flight.id')
        .execute();
      for (const load of loads) {
        expect(Number(load.products)).toBeGreaterThanOrEqual(20);
        expect(Number(load.products)).toBeLessThanOrEqual(40);
      }
      const kinds = await shop.db
        .selectFrom('onboard_stock')
        .innerJoin('item', 'item.id', 'onboard_stock.item_id')
        .select('item.category_type')
        .distinct()
        .execute();
      expect(kinds.map((kind) => kind.category_type).sort()).toEqual([...TROLLEY_TYPES].sort());
    });

    it('issues 13-digit tickets with a seat on every flight', async () => {
      const tickets = await shop.db.selectFrom('ticket').select('ticket_number').execute();
      expect(tickets.length).toBeGreaterThan(100);
      for (const { ticket_number } of tickets) expect(ticket_number).toMatch(/^\d{13}$/);
      const sectors = await shop.db.selectFrom('passenger_sector').select('seat_number').execute();
      for (const { seat_number } of sectors) expect(seat_number).toMatch(/^\d{1,2}[A-K]$/);
    });

    it.each(demoTickets)('has demo ticket $ticketNumber: $exercises', async (ticket) => {
      const sectors = await sectorsOf(ticket.ticketNumber);
      const cases = {
        oneFlight: () => {
          expect(sectors).toHaveLength(1);
          expect(sectors[0]?.departure_at).toBeGreaterThan(now + DAY_MS);
        },
        twoFlights: () => {
          expect(sectors).toHaveLength(2);
          for (const s of sectors) expect(s.departure_at).toBeGreaterThan(now + DAY_MS);
        },
        within24Hours: () => {
          expect(sectors).toHaveLength(1);
          expect(sectors[0]?.departure_at).toBeLessThan(now + DAY_MS);
        },
        euDestination: () => {
          expect(sectors).toHaveLength(1);
          expect(sectors[0]?.is_eu).toBe(1);
          expect(sectors[0]?.departure_at).toBeGreaterThan(now + DAY_MS);
        },
        connectsToNewYork: () => {
          expect(sectors.map((s) => s.country)).toEqual(['Ethiopia', 'United States']);
          for (const s of sectors) expect(s.departure_at).toBeGreaterThan(now + DAY_MS);
        },
        connectsToJeddah: () => {
          expect(sectors.map((s) => s.country)).toEqual(['Ethiopia', 'Saudi Arabia']);
          for (const s of sectors) expect(s.departure_at).toBeGreaterThan(now + DAY_MS);
        },
      };
      cases[ticket.case]();
    });
  });

  describe('accounts and members', () => {
    it.each(demoAccounts)('lets $username sign in with the documented password', async (account) => {
      const customer = await shop.db
        .selectFrom('customer')
        .select(['password_hash', 'membership_number', 'email'])
        .where('username', '=', account.username)
        .executeTakeFirstOrThrow();
      expect(customer.password_hash).toMatch(/^\$argon2id\$/);
      expect(await verify(customer.password_hash, account.password)).toBe(true);
      expect(customer).toMatchObject({ email: account.email, membership_number: account.membershipNumber });
    });

    it.each(demoStaff)(
      'lets staff member $email ($role) sign in with the documented password',
      async (member) => {
        const row = await shop.db
          .selectFrom('staff_member')
          .select(['password_hash', 'name', 'role', 'is_active'])
          .where('email', '=', member.email)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ name: member.name, role: member.role, is_active: 1 });
        expect(row.password_hash).toMatch(/^\$argon2id\$/);
        expect(await verify(row.password_hash, member.password)).toBe(true);
      },
    );

    it.each(demoMembers)('gives member $memberId ($tier) a balance of $balance miles', async (member) => {
      const row = await shop.db
        .selectFrom('loyalty_member')
        .select(['password_hash', 'tier'])
        .where('member_id', '=', member.memberId)
        .executeTakeFirstOrThrow();
      expect(row.tier).toBe(member.tier);
      expect(await verify(row.password_hash, member.password)).toBe(true);
      const ledger = await shop.db
        .selectFrom('miles_transaction')
        .select(['miles', 'idempotency_key'])
        .where('member_id', '=', member.memberId)
        .execute();
      expect(ledger.reduce((sum, t) => sum + t.miles, 0)).toBe(member.balance);
      expect(member.transactions.reduce((sum, t) => sum + t.miles, 0)).toBe(member.balance);
      const customer = await shop.db
        .selectFrom('customer')
        .select('id')
        .where('membership_number', '=', member.memberId)
        .executeTakeFirst();
      expect(customer !== undefined).toBe(member.hasShopAccount);
    });

    it('has one member with a shop account and one who still has to register', () => {
      expect(demoMembers.some((m) => m.hasShopAccount)).toBe(true);
      expect(demoMembers.some((m) => !m.hasShopAccount)).toBe(true);
    });
  });

  it('serves every kind of picture the shop links to', async () => {
    const urls = [
      ...(await shop.db.selectFrom('item_image').select('url').limit(3).execute()).map((r) => r.url),
      ...(
        await shop.db
          .selectFrom('brand')
          .select('image_url as url')
          .where('image_url', 'is not', null)
          .limit(2)
          .execute()
      ).map((r) => r.url),
      ...(
        await shop.db
          .selectFrom('category')
          .select('image_url as url')
          .where('image_url', 'is not', null)
          .limit(2)
          .execute()
      ).map((r) => r.url),
      ...(await shop.db.selectFrom('banner').select('image_url as url').limit(2).execute()).map((r) => r.url),
    ];
    const app = await buildApp({
      config: { ...loadConfig({ LOG_LEVEL: 'silent' }), webDist: null },
      database: shop,
    });
    try {
      for (const url of urls) {
        const response = await app.inject({ method: 'GET', url: url ?? '' });
        expect(response.statusCode, url ?? '').toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      }
    } finally {
      await app.close();
    }
  });

  describe('seeding on start', () => {
    let fresh: TestDatabase;
    beforeAll(async () => {
      fresh = await createTestDatabase(engine);
    });
    afterAll(() => fresh.drop());

    it('seeds an empty database once, with the same products as any other seeding', async () => {
      expect(await seedDemoShopIfEmpty(fresh)).toBe(true);
      expect(await seedDemoShopIfEmpty(fresh)).toBe(false);
      const names = (db: TestDatabase['db']) => db.selectFrom('item').select('name').orderBy('id').execute();
      const [seededOnStart, seededForTest] = await Promise.all([names(fresh.db), names(shop.db)]);
      expect(seededOnStart).toHaveLength(320);
      expect(seededOnStart).toEqual(seededForTest);
    });

    it('gives a shop seeded before staff accounts existed its demo staff, once', async () => {
      await fresh.db.deleteFrom('staff_member').execute();
      const repository = new SeedRepository(fresh.db);
      expect(await addDemoStaffIfNone(repository, now)).toBe(true);
      expect(await addDemoStaffIfNone(repository, now)).toBe(false);
      const emails = await fresh.db.selectFrom('staff_member').select('email').orderBy('email').execute();
      expect(emails.map((e) => e.email)).toEqual(demoStaff.map((s) => s.email).sort());
    });
  });
});

describe.each(testEngines.filter((engine) => engine === 'postgres'))('seeding on %s', (engine) => {
  it('leaves the planner statistics of a bulk load behind', async () => {
    const database = await createTestDatabase(engine);
    try {
      await seedDemoShop(database, { products: 320, now });
      const { rows } = await sql<{ analyzed: number }>`
        select count(*)::int as analyzed from pg_stat_user_tables
        where relname in ('item', 'item_image') and last_analyze is not null`.execute(database.db);
      expect(rows[0]?.analyzed).toBe(2);
    } finally {
      await database.drop();
    }
  });
});

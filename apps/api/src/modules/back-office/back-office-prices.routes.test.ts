import { actionPrivileges, apiPaths, type PriceListDraftInput } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { type OrderShop, openOrderShop } from '../orders/orders.fixtures.ts';
import { insertStaffMember, type SignedInTestStaff, signInStaff } from '../staff/staff.fixtures.ts';

const privilege = actionPrivileges.backOfficePrices;
const USD = 2;
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testEngines)(
  'price lists, promotion codes and exchange rates in the back office on %s',
  (engine) => {
    let shop: OrderShop;
    let admin: SignedInTestStaff;
    let codeCounter = 0;

    beforeAll(async () => {
      shop = await openOrderShop(engine);
      admin = await signInStaff(shop.app, await insertStaffMember(shop.shop.database, 'admin'));
    });
    afterAll(() => shop.shop.close());

    const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
      shop.app.inject({ method, url, headers: admin.headers(privilege), ...(payload && { payload }) });
    const nextCode = () => `ADM${engine.slice(0, 2).toUpperCase()}${++codeCounter}`;
    const promoDraft = (overrides: Partial<PriceListDraftInput> = {}): PriceListDraftInput => ({
      kind: 'promo',
      promoCode: nextCode(),
      name: 'Crew favourites',
      nameAr: 'مفضلات الطاقم',
      nameZh: '机组最爱',
      rule: 2,
      validFrom: today(),
      validTo: inDays(30),
      usageLimit: 5,
      active: true,
      // The blend is named by no running offer, so each list here is the one that prices it.
      unitRates: [{ itemId: shop.catalog.items.lowlandBlend, priceCents: 3_000 }],
      volumeTiers: [],
      buyGetOffers: [],
      bundles: [],
      ...overrides,
    });
    const create = (draft: PriceListDraftInput) => asAdmin('POST', apiPaths.backOfficeCreatePriceList, draft);
    const auditEntries = async (subject: string) => {
      const log = await shop.app.inject({
        method: 'GET',
        url: `${apiPaths.staffAuditLog}?limit=100`,
        headers: admin.headers(actionPrivileges.staffAuditLog),
      });
      return (
        log.json().entries as { subject: string; action: string; before: unknown; after: unknown }[]
      ).filter((entry) => entry.subject === subject);
    };
    const priceCart = async (body: object) => {
      const guest = await shop.guest();
      return shop.app.inject({
        method: 'POST',
        url: apiPaths.priceCart,
        headers: guest.headers(),
        payload: body,
      });
    };
    const chocolate = (quantity = 1) => [{ itemId: shop.catalog.items.darkChocolate, quantity }];
    const blend = (quantity = 1) => [{ itemId: shop.catalog.items.lowlandBlend, quantity }];

    describe('promotion codes', () => {
      it("names every item a list prices with its code, name and current price, found by the admin's search", async () => {
        const itemsPrivilege = actionPrivileges.backOfficeItems;
        const asItemsAdmin = (url: string) =>
          shop.app.inject({ method: 'GET', url, headers: admin.headers(itemsPrivilege) });
        const blendItem = (
          await asItemsAdmin(`${apiPaths.backOfficeItem}?itemId=${shop.catalog.items.lowlandBlend}`)
        ).json();
        // The editor's search finds the item by part of its name and by its code, through the catalogue.
        for (const search of [blendItem.name.slice(0, 6), blendItem.itemCode]) {
          const found = await asItemsAdmin(
            `${apiPaths.backOfficeItems}?search=${encodeURIComponent(search)}`,
          );
          expect(found.json().items.map((item: { id: number }) => item.id)).toContain(blendItem.id);
        }

        const { darkChocolate, lowlandBlend } = shop.catalog.items;
        const created = await create(
          promoDraft({
            bundles: [{ itemIds: [darkChocolate, lowlandBlend], priceCents: 5_000 }],
          }),
        );
        expect(created.statusCode, created.body).toBe(200);
        const read = await asAdmin(
          'GET',
          `${apiPaths.backOfficePriceList}?priceListId=${created.json().priceList.id}`,
        );
        expect(read.json().items).toEqual([
          expect.objectContaining({ id: Math.min(darkChocolate, lowlandBlend) }),
          expect.objectContaining({ id: Math.max(darkChocolate, lowlandBlend) }),
        ]);
        expect(read.json().items).toContainEqual({
          id: lowlandBlend,
          itemCode: blendItem.itemCode,
          name: blendItem.name,
          priceCents: blendItem.priceCents,
        });
        expect(created.json().items).toEqual(read.json().items);
      });

      it('an admin creates a code; a shopper redeems it, and the admin sees the use counted', async () => {
        const draft = promoDraft();
        const created = await create(draft);
        expect(created.statusCode, created.body).toBe(200);
        const { priceList } = created.json();
        expect(priceList).toMatchObject({ usageCount: 0, draft: { ...draft, promoCode: draft.promoCode } });

        const guest = await shop.guest();
        const lookup = await shop.app.inject({
          method: 'GET',
          url: apiPaths.priceListByPromoCode,
          query: { PromoCode: draft.promoCode!.toLowerCase() },
          headers: guest.headers(),
        });
        expect(lookup.json().status).toBe(1);

        const priced = await priceCart({ currencyId: USD, lines: blend(), promoCode: draft.promoCode });
        expect(priced.json().total).toBe(30);
        const order = await shop.placed(guest, {
          orderItemRequet: blend(),
          promoCode: draft.promoCode,
          seenTotal: 30,
        });
        expect(order.paymentSummary.totalPrice).toBe(30);

        const read = await asAdmin('GET', `${apiPaths.backOfficePriceList}?priceListId=${priceList.id}`);
        expect(read.json().priceList.usageCount).toBe(1);
        const [entry] = await auditEntries(`priceList:${priceList.id}`);
        expect(entry).toMatchObject({
          action: 'priceList.create',
          before: null,
          after: { id: priceList.id },
        });
      });

      it('switched off, or ended, a code no longer gives its prices; both changes are audited', async () => {
        const draft = promoDraft();
        const { priceList } = (await create(draft)).json();
        const off = await asAdmin(
          'POST',
          `${apiPaths.backOfficeUpdatePriceList}?priceListId=${priceList.id}`,
          {
            ...draft,
            active: false,
          },
        );
        expect(off.statusCode, off.body).toBe(200);
        const guest = await shop.guest();
        const refused = await shop.place(guest, shop.preOrder({ promoCode: draft.promoCode }));
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors.PromoCode).toEqual(['Please provide a valid promo code']);

        await asAdmin('POST', `${apiPaths.backOfficeUpdatePriceList}?priceListId=${priceList.id}`, draft);
        const ended = await asAdmin('POST', apiPaths.backOfficeEndPriceList, { priceListId: priceList.id });
        expect(ended.statusCode).toBe(200);
        expect(ended.json().priceList.draft.validTo).toBe(today());
        expect((await shop.place(guest, shop.preOrder({ promoCode: draft.promoCode }))).statusCode).toBe(400);
        expect((await auditEntries(`priceList:${priceList.id}`)).map((e) => e.action)).toEqual([
          'priceList.end',
          'priceList.update',
          'priceList.update',
          'priceList.create',
        ]);
      });

      it('refuses a code another list has, and a promotion list without a code', async () => {
        const taken = await create(promoDraft({ promoCode: 'save10' }));
        expect(taken.statusCode).toBe(400);
        expect(taken.json().errors).toEqual({
          PromoCode: ['Another price list already has this promotion code.'],
        });
        const missing = await create(promoDraft({ promoCode: '' }));
        expect(missing.json().errors).toEqual({ PromoCode: ['A promotion code list needs its code.'] });
      });
    });

    describe('offers and the pricing rules', () => {
      it('a running offer prices the storefront at once; ended, the list price returns', async () => {
        const before = await priceCart({ currencyId: USD, lines: chocolate() });
        expect(before.json().total).toBe(15);
        const created = await create(
          promoDraft({ kind: 'offer', promoCode: null, usageLimit: null, name: 'Sweet week' }),
        );
        expect(created.statusCode, created.body).toBe(200);
        expect(created.json().priceList.draft).toMatchObject({ promoCode: null, usageLimit: null });
        expect((await priceCart({ currencyId: USD, lines: blend() })).json().total).toBe(30);

        const listed = await asAdmin('GET', `${apiPaths.backOfficePriceLists}?kind=offer`);
        expect(listed.json().priceLists.map((l: { name: string }) => l.name)).toContain('Sweet week');
        expect(listed.json().priceLists.every((l: { kind: string }) => l.kind === 'offer')).toBe(true);

        await asAdmin('POST', apiPaths.backOfficeEndPriceList, { priceListId: created.json().priceList.id });
        expect((await priceCart({ currencyId: USD, lines: blend() })).json().total).toBe(45);
      });

      it('keeps volume tiers, buy-get offers and bundles as saved', async () => {
        const { items } = shop.catalog;
        const draft = promoDraft({
          rule: 1,
          unitRates: [],
          volumeTiers: [
            { itemId: items.roseParfum, startQuantity: 2, endQuantity: 3, priceCents: 8_000 },
            { itemId: items.roseParfum, startQuantity: 4, endQuantity: 9, priceCents: 7_500 },
          ],
          buyGetOffers: [
            { itemId: items.highlandMalt, buyQuantity: 2, getQuantity: 1, getItemId: items.darkChocolate },
          ],
          bundles: [{ priceCents: 9_000, itemIds: [items.roseParfum, items.darkChocolate] }],
        });
        const created = await create(draft);
        expect(created.statusCode, created.body).toBe(200);
        const read = await asAdmin(
          'GET',
          `${apiPaths.backOfficePriceList}?priceListId=${created.json().priceList.id}`,
        );
        expect(read.json().priceList.draft).toEqual({
          ...created.json().priceList.draft,
          ...draft,
          promoCode: draft.promoCode,
        });
      });

      it("refuses overlapping tiers of one item and a buy-get that gives away more than it sells, with the pricing package's rules", async () => {
        const { items } = shop.catalog;
        const refused = await create(
          promoDraft({
            unitRates: [],
            volumeTiers: [
              { itemId: items.roseParfum, startQuantity: 2, endQuantity: 5, priceCents: 8_000 },
              // Another item may use the same quantities.
              { itemId: items.highlandMalt, startQuantity: 2, endQuantity: 5, priceCents: 11_000 },
              { itemId: items.roseParfum, startQuantity: 5, endQuantity: 9, priceCents: 7_500 },
            ],
            buyGetOffers: [
              { itemId: items.highlandMalt, buyQuantity: 1, getQuantity: 2, getItemId: items.darkChocolate },
            ],
          }),
        );
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors).toEqual({
          'VolumeTiers.2.StartQuantity': [
            'Two tiers cover the same quantity: each quantity may have one price.',
          ],
          'BuyGetOffers.0.GetQuantity': ['An offer cannot give away more units than the traveller buys.'],
        });
      });

      it('names each wrong field: unknown items, no prices, a small bundle, days in the wrong order', async () => {
        const unknown = await create(promoDraft({ unitRates: [{ itemId: 999_999, priceCents: 100 }] }));
        expect(unknown.json().errors).toEqual({
          'UnitRates.0.ItemId': ['There is no item with this number.'],
        });
        const wrong = await create(
          promoDraft({
            validFrom: inDays(3),
            validTo: today(),
            unitRates: [],
            usageLimit: 0,
            bundles: [{ priceCents: 100, itemIds: [shop.catalog.items.darkChocolate] }],
          }),
        );
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().errors).toEqual({
          ValidTo: ['The last day cannot be before the first.'],
          UsageLimit: ['Enter a use limit from 1 to 1000000, or leave it empty.'],
          'Bundles.0.ItemIds': ['A bundle needs at least two items.'],
        });
        const empty = await create(promoDraft({ unitRates: [] }));
        expect(empty.json().errors).toEqual({
          UnitRates: ['Add at least one price: an item rate, a volume tier, a buy-get offer or a bundle.'],
        });
      });

      it('answers 404 for a list that does not exist', async () => {
        expect((await asAdmin('GET', `${apiPaths.backOfficePriceList}?priceListId=999999`)).statusCode).toBe(
          404,
        );
        expect(
          (await asAdmin('POST', apiPaths.backOfficeEndPriceList, { priceListId: 999_999 })).statusCode,
        ).toBe(404);
      });
    });

    describe('exchange rates', () => {
      const rates = async () =>
        (await asAdmin('GET', apiPaths.backOfficeExchangeRates)).json().rates as {
          currencyId: number;
          code: string;
          usdRateMicros: number;
          setAt: string | null;
        }[];

      it('an admin sets a rate: carts are priced at it at once, an order placed before keeps its own', async () => {
        const euro = (await rates()).find((rate) => rate.code === 'EUR')!;
        const before = await shop.placed(await shop.guest(), { currencyId: euro.currencyId });
        const seenBefore = (await priceCart({ currencyId: euro.currencyId, lines: chocolate() })).json()
          .total;

        const set = await asAdmin('POST', apiPaths.backOfficeSetExchangeRate, {
          currencyId: euro.currencyId,
          usdRateMicros: euro.usdRateMicros * 2,
          confirmed: true,
        });
        expect(set.statusCode, set.body).toBe(200);
        expect(set.json().rate).toMatchObject({ code: 'EUR', usdRateMicros: euro.usdRateMicros * 2 });
        expect(Date.parse(set.json().rate.setAt)).toBeGreaterThan(Date.now() - 60_000);
        expect((await rates()).find((rate) => rate.code === 'EUR')!.setAt).toBe(set.json().rate.setAt);

        const seenAfter = (await priceCart({ currencyId: euro.currencyId, lines: chocolate() })).json().total;
        expect(seenAfter).toBeCloseTo(seenBefore * 2, 1);
        const kept = await shop.db
          .selectFrom('customer_order')
          .select('usd_rate_micros')
          .where('order_code', '=', before.paymentSummary.orderCode)
          .executeTakeFirstOrThrow();
        expect(Number(kept.usd_rate_micros)).toBe(euro.usdRateMicros);

        const [entry] = await auditEntries(`currency:${euro.currencyId}`);
        expect(entry).toMatchObject({
          action: 'currency.rate',
          before: { usdRateMicros: euro.usdRateMicros },
          after: { usdRateMicros: euro.usdRateMicros * 2 },
        });
      });

      it('refuses a rate moved by more than the set share until the admin confirms it', async () => {
        const pound = (await rates()).find((rate) => rate.code === 'GBP')!;
        // Exactly the share the shop lets through (10 %) needs no second look.
        const small = Math.round(pound.usdRateMicros * 1.1);
        const within = await asAdmin('POST', apiPaths.backOfficeSetExchangeRate, {
          currencyId: pound.currencyId,
          usdRateMicros: small,
        });
        expect(within.statusCode, within.body).toBe(200);

        // A digit too many: ten times the rate.
        const typo = await asAdmin('POST', apiPaths.backOfficeSetExchangeRate, {
          currencyId: pound.currencyId,
          usdRateMicros: small * 10,
        });
        expect(typo.statusCode).toBe(400);
        expect(typo.json().errors).toEqual({
          UsdRateMicros: [
            'This changes the rate by 900%, more than 10%: check the new prices and confirm the rate to save it.',
          ],
        });
        expect(typo.json().errorCodes.UsdRateMicros[0]).toEqual({
          code: 'backOfficePrices.rateChangeToConfirm',
          params: { change: 900, limit: 10 },
        });
        expect((await rates()).find((rate) => rate.code === 'GBP')!.usdRateMicros).toBe(small);

        const confirmed = await asAdmin('POST', apiPaths.backOfficeSetExchangeRate, {
          currencyId: pound.currencyId,
          usdRateMicros: small * 10,
          confirmed: true,
        });
        expect(confirmed.statusCode, confirmed.body).toBe(200);
        expect(confirmed.json().rate.usdRateMicros).toBe(small * 10);
      });

      it('keeps every rate change (who, when, before, after) and puts a past rate back, itself kept', async () => {
        const yuan = (await rates()).find((rate) => rate.code === 'CNY')!;
        const started = yuan.usdRateMicros;
        const set = (usdRateMicros: number) =>
          asAdmin('POST', apiPaths.backOfficeSetExchangeRate, {
            currencyId: yuan.currencyId,
            usdRateMicros,
            confirmed: true,
          });
        expect((await set(started * 3)).statusCode).toBe(200);
        const history = async () =>
          (
            await asAdmin('GET', `${apiPaths.backOfficeExchangeRateHistory}?currencyId=${yuan.currencyId}`)
          ).json().changes;
        const [change] = await history();
        expect(change).toEqual({
          changeId: expect.any(Number),
          changedAt: expect.any(String),
          changedBy: admin.name,
          beforeUsdRateMicros: started,
          afterUsdRateMicros: started * 3,
        });

        const restored = await asAdmin('POST', apiPaths.backOfficeRestoreExchangeRate, {
          changeId: change.changeId,
        });
        expect(restored.statusCode, restored.body).toBe(200);
        expect(restored.json().rate.usdRateMicros).toBe(started);
        const [latest, first] = await history();
        expect(latest).toMatchObject({ beforeUsdRateMicros: started * 3, afterUsdRateMicros: started });
        expect(first.changeId).toBe(change.changeId);
        const [entry] = await auditEntries(`currency:${yuan.currencyId}`);
        expect(entry).toMatchObject({
          action: 'currency.rate.restore',
          before: { usdRateMicros: started * 3 },
          after: { usdRateMicros: started },
        });
      });

      it('keeps the US dollar at 1 and refuses a rate that is not a positive whole number of micros', async () => {
        const usd = (await rates()).find((rate) => rate.code === 'USD')!;
        const refused = await asAdmin('POST', apiPaths.backOfficeSetExchangeRate, {
          currencyId: usd.currencyId,
          usdRateMicros: 2_000_000,
        });
        expect(refused.json().errors).toEqual({
          UsdRateMicros: ["The US dollar is the shop's own currency: its rate is always 1."],
        });
        const zero = await asAdmin('POST', apiPaths.backOfficeSetExchangeRate, {
          currencyId: usd.currencyId,
          usdRateMicros: 0,
        });
        expect(zero.json().errors).toEqual({
          UsdRateMicros: ['Enter the units of this currency per US dollar, above 0 and at most 1000000.'],
        });
        const unknown = await asAdmin('POST', apiPaths.backOfficeSetExchangeRate, {
          currencyId: 9_999,
          usdRateMicros: 1,
        });
        expect(unknown.json().errors).toEqual({ CurrencyId: ['There is no such currency.'] });
      });
    });

    describe('a price changed under a cart', () => {
      it('refuses an order whose total the traveller did not see with 409, and takes it at the total shown again', async () => {
        const { items } = shop.catalog;
        const guest = await shop.guest();
        const lines = blend(2);
        const seen = (await priceCart({ currencyId: USD, lines })).json().total;
        const offer = await create(
          promoDraft({
            kind: 'offer',
            promoCode: null,
            usageLimit: null,
            unitRates: [{ itemId: items.lowlandBlend, priceCents: 1_200 }],
          }),
        );
        expect(offer.statusCode, offer.body).toBe(200);

        const refused = await shop.place(guest, shop.preOrder({ orderItemRequet: lines, seenTotal: seen }));
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({
          code: 'orders.pricesChanged',
          message:
            'Prices in your cart have changed since you saw them. Please check the new total and order again.',
        });
        const shown = (await priceCart({ currencyId: USD, lines })).json().total;
        expect(shown).toBe(24);
        const placed = await shop.placed(guest, { orderItemRequet: lines, seenTotal: shown });
        expect(placed.paymentSummary.totalPrice).toBe(24);
        await asAdmin('POST', apiPaths.backOfficeEndPriceList, { priceListId: offer.json().priceList.id });
      });
    });
  },
);

import { actionPrivileges, apiPaths } from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { type FixtureShop, openFixtureShop } from '../catalog/catalog.fixtures.ts';
import { insertPromoCodes } from './cart.fixtures.ts';

const EUR = 3;

describe.each(testEngines)('cart calls on %s', (engine) => {
  let shop: FixtureShop;
  beforeAll(async () => {
    shop = await openFixtureShop(engine);
    await insertPromoCodes(shop.db, shop.fixture);
  });
  afterAll(() => shop.close());

  const volumePrices = (lines: object, currencyId?: number) =>
    shop.post(`${apiPaths.pricesForVolumeOrder}${currencyId ? `?currencyId=${currencyId}` : ''}`, lines);
  const promo = (code: string) => shop.get(apiPaths.priceListByPromoCode, { PromoCode: code });
  const priceCart = (body: object) => shop.post(apiPaths.priceCart, body);

  describe('GetPricesForVolumeOrder', () => {
    it('gives the tier holding each quantity, the unit price it gives and the percent saved', async () => {
      const { items, priceLists, volumeTierIds } = shop.fixture;
      const response = await volumePrices([
        { itemId: items.highlandMalt, quantity: 1 },
        { itemId: items.highlandMalt, quantity: 3 },
        { itemId: items.highlandMalt, quantity: 12 },
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { itemId: items.highlandMalt, quantity: 1, unitPrice: 123.45, tier: null, discountPercent: 0 },
        {
          itemId: items.highlandMalt,
          quantity: 3,
          unitPrice: 115,
          tier: {
            volumePriceId: volumeTierIds.twoToThree,
            startQuantity: 2,
            endQuantity: 3,
            customePrice: 115,
            itemId: items.highlandMalt,
            priceListId: priceLists.volumeSavings,
          },
          // (123.45 − 115) / 123.45 = 6.8 %: the integer part.
          discountPercent: 6,
        },
        // Beyond the highest end quantity the highest tier keeps applying (SPEC §4).
        expect.objectContaining({ quantity: 12, unitPrice: 110, discountPercent: 10 }),
      ]);
    });

    it('prices in the currency of ?currencyId=', async () => {
      const { items } = shop.fixture;
      const [quote] = (await volumePrices([{ itemId: items.highlandMalt, quantity: 2 }], EUR)).json();
      // 11500 cents at 0.9215 EUR/USD = 105.9725 → 105.97.
      expect(quote.unitPrice).toBe(105.97);
      expect(quote.tier.customePrice).toBe(105.97);
    });

    it('is a 404 naming an item the shop does not sell', async () => {
      const { items } = shop.fixture;
      const response = await volumePrices([{ itemId: items.retiredWhisky, quantity: 1 }]);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toContain(String(items.retiredWhisky));
    });

    it('refuses a quantity below 1 with a message for the field', async () => {
      const { items } = shop.fixture;
      const response = await volumePrices([{ itemId: items.highlandMalt, quantity: 0 }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        '0.Quantity': ['quantity must be a whole number from 1 to 999.'],
      });
    });
  });

  describe('GetPriceListByPromoCode', () => {
    it('gives status 1 and the price list of a valid code, whatever its letter case', async () => {
      const { items, priceLists } = shop.fixture;
      for (const code of ['SAVE10', ' save10 ']) {
        const response = await promo(code);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.json()).toEqual({
          status: 1,
          priceList: {
            id: priceLists.promoSave10,
            name: 'Save 10',
            priceListApplied: 2,
            priceListIndividualRateRes: [
              { itemId: items.roseParfum, amount: 80, priceListId: priceLists.promoSave10 },
            ],
            priceListBundleRateRes: [],
          },
          expired: false,
        });
      }
    });

    it.each([
      ['unknown', 'NOSUCHCODE', false],
      ['expired', 'OLDNEWS', true],
      ['not yet valid', 'SOON', false],
      ['used up', 'USEDUP', false],
      ['switched off', 'PAUSED', false],
    ])(
      'gives status 0 and no price list for a code that is %s, saying whether it expired',
      async (_state, code, expired) => {
        const response = await promo(code);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ status: 0, priceList: null, expired });
      },
    );

    it('does not count a use when a code is looked up', async () => {
      await promo('LASTONE');
      await promo('LASTONE');
      const row = await shop.db
        .selectFrom('price_list')
        .select('usage_count')
        .where('promo_code', '=', 'LASTONE')
        .executeTakeFirstOrThrow();
      expect(row.usage_count).toBe(4);
      expect((await promo('LASTONE')).json().status).toBe(1);
    });

    it.each(['', 'WITH SPACE', 'x'.repeat(41)])('refuses %j with the SPEC §5 message', async (code) => {
      const response = await promo(code);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ PromoCode: ['Please provide a valid promo code'] });
    });
  });

  describe('PriceCart', () => {
    it('prices from the database and ignores any price the client sends', async () => {
      const { items } = shop.fixture;
      const response = await priceCart({
        lines: [{ itemId: items.roseParfum, quantity: 2, unitPrice: 0.01, lineTotal: 0.02 }],
        total: 0.02,
        subtotal: 0,
      });
      expect(response.statusCode).toBe(200);
      const cart = response.json();
      expect(cart.lines).toHaveLength(1);
      expect(cart.lines[0]).toMatchObject({
        itemId: items.roseParfum,
        quantity: 2,
        unitPrice: 89,
        lineTotal: 178,
        appliedRule: 'list',
        isFreeOffer: false,
      });
      expect(cart.lines[0].item).toMatchObject({
        id: items.roseParfum,
        name: 'Rose Eau de Parfum',
        quantity: 5,
      });
      expect(cart).toMatchObject({
        currency: 'USD',
        subtotal: 178,
        discountTotal: 0,
        total: 178,
        itemCount: 2,
      });
    });

    it('applies the volume tier that holds the quantity, and the rate of the running offer an item follows', async () => {
      const { items } = shop.fixture;
      const cart = (
        await priceCart({
          lines: [
            { itemId: items.highlandMalt, quantity: 3 },
            { itemId: items.cedarToilette, quantity: 1 },
          ],
        })
      ).json();
      expect(
        cart.lines.map((l: { appliedRule: string; unitPrice: number }) => [l.appliedRule, l.unitPrice]),
      ).toEqual([
        ['volume', 115],
        ['promo', 55],
      ]);
      expect(cart).toMatchObject({ subtotal: 430.35, discountTotal: 30.35, total: 400 });
    });

    it('adds the free line when the buy quantity is reached, and not below it', async () => {
      const { items } = shop.fixture;
      const earned = (await priceCart({ lines: [{ itemId: items.darkChocolate, quantity: 2 }] })).json();
      expect(earned.lines).toHaveLength(2);
      expect(earned.lines[1]).toMatchObject({
        itemId: items.milkChocolate,
        quantity: 1,
        isFreeOffer: true,
        offeredByItemId: items.darkChocolate,
        appliedRule: 'buyGet',
        unitPrice: 0,
        lineTotal: 0,
        item: expect.objectContaining({ name: 'Milk chocolate bar' }),
      });
      expect(earned).toMatchObject({ total: 30, itemCount: 2 });

      const below = (await priceCart({ lines: [{ itemId: items.darkChocolate, quantity: 1 }] })).json();
      expect(below.lines.map((l: { isFreeOffer: boolean }) => l.isFreeOffer)).toEqual([false]);
    });

    it('charges a running offer’s bundle once both of its products are in the cart', async () => {
      const { items } = shop.fixture;
      const cart = (
        await priceCart({
          lines: [
            { itemId: items.londonGin, quantity: 1 },
            { itemId: items.milkChocolate, quantity: 1 },
          ],
        })
      ).json();
      expect(cart).toMatchObject({ subtotal: 37, discountTotal: 2, total: 35 });
    });

    it('applies a valid promotion code, and prices without an invalid one, saying which', async () => {
      const { items } = shop.fixture;
      const lines = [{ itemId: items.roseParfum, quantity: 1 }];
      const valid = (await priceCart({ lines, promoCode: 'save10' })).json();
      expect(valid).toMatchObject({ promoCode: 'SAVE10', promoStatus: 1, total: 80 });
      expect(valid.lines[0].appliedRule).toBe('promo');

      for (const promoCode of ['OLDNEWS', 'USEDUP']) {
        const refused = (await priceCart({ lines, promoCode })).json();
        expect(refused).toMatchObject({ promoCode, promoStatus: 0, total: 89 });
      }
      const none = (await priceCart({ lines })).json();
      expect(none).toMatchObject({ promoCode: null, promoStatus: null });
    });

    it('leaves out items that are no longer sold and names them', async () => {
      const { items } = shop.fixture;
      const cart = (
        await priceCart({
          lines: [
            { itemId: items.retiredWhisky, quantity: 1 },
            { itemId: 987_654, quantity: 1 },
            { itemId: items.londonGin, quantity: 1 },
          ],
        })
      ).json();
      expect(cart.unavailableItemIds).toEqual([items.retiredWhisky, 987_654]);
      expect(cart.lines.map((l: { itemId: number }) => l.itemId)).toEqual([items.londonGin]);
      expect(cart.total).toBe(32);
    });

    it('converts each line once into the traveller’s currency, so the lines add up to the total', async () => {
      const { items } = shop.fixture;
      const cart = (
        await priceCart({
          currencyId: EUR,
          lines: [
            { itemId: items.highlandMalt, quantity: 3 },
            { itemId: items.darkChocolate, quantity: 1 },
          ],
        })
      ).json();
      expect(cart.currency).toBe('EUR');
      // 34500 cents → 317.9175 → 317.92; 1500 → 13.8225 → 13.82.
      expect(cart.lines.map((l: { lineTotal: number }) => l.lineTotal)).toEqual([317.92, 13.82]);
      expect(cart.total).toBe(331.74);
    });

    it('refuses an empty cart', async () => {
      const response = await priceCart({ lines: [] });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ Lines: ['At least one cart line is required.'] });
    });

    it('needs the PreOrder-Access privilege', async () => {
      const { items } = shop.fixture;
      const response = await shop.post(
        apiPaths.priceCart,
        { lines: [{ itemId: items.londonGin, quantity: 1 }] },
        { privilege: actionPrivileges.similarItems },
      );
      expect(response.statusCode).toBe(403);
    });
  });
});

import {
  actionPrivileges,
  apiPaths,
  type CustomsRuleDraft,
  type CustomsRuleVersion,
  customsRuleMessages,
} from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { type OrderShop, openOrderShop } from '../orders/orders.fixtures.ts';
import { insertStaffMember, type SignedInTestStaff, signInStaff } from '../staff/staff.fixtures.ts';

const privilege = actionPrivileges.backOfficeCustomsRules;
const UAE = 'United Arab Emirates';

/** What an admin sends back of a rule the back office showed. */
const draftOf = ({ region: _r, version: _v, validFrom: _f, changedBy: _b, ...draft }: CustomsRuleVersion) =>
  draft as CustomsRuleDraft;

// The fixture's flight (ET 600) lands in Dubai, where the migration's UAE rule holds (4 L of alcohol in all,
// no separate spirits figure). The whisky is a 70 cl bottle of spirits.
describe.each(testEngines)('the back office’s customs rules on %s', (engine) => {
  let shop: OrderShop;
  let admin: SignedInTestStaff;
  let crew: SignedInTestStaff;

  beforeAll(async () => {
    shop = await openOrderShop(engine);
    admin = await signInStaff(shop.shop.app, await insertStaffMember(shop.shop.database, 'admin'));
    crew = await signInStaff(shop.shop.app, await insertStaffMember(shop.shop.database, 'crew'));
    await shop.db
      .updateTable('item')
      .set({ customs_kind: 'spirits', volume_ml: 700, strength_abv_tenths: 400 })
      .where('id', '=', shop.catalog.items.highlandMalt)
      .execute();
  });
  afterAll(() => shop.close());

  const app = () => shop.shop.app;
  const get = (url: string, who = admin) =>
    app().inject({ method: 'GET', url, headers: who.headers(privilege) });
  const save = (payload: object, who = admin) =>
    app().inject({
      method: 'POST',
      url: apiPaths.backOfficeSaveCustomsRule,
      headers: who.headers(privilege),
      payload,
    });
  const uaeRule = async () =>
    ((await get(apiPaths.backOfficeCustomsRules)).json().rules as CustomsRuleVersion[]).find(
      (rule) => rule.destination === UAE,
    )!;
  const whisky = (quantity: number, more: object = {}) =>
    shop.preOrder({ orderItemRequet: [{ itemId: shop.catalog.items.highlandMalt, quantity }], ...more });
  const judgedBy = async (orderCode: string) =>
    shop.db
      .selectFrom('customer_order')
      .select(['customs_rule_destination', 'customs_rule_version'])
      .where('order_code', '=', orderCode)
      .executeTakeFirstOrThrow();

  // Version 1 is migration 0032's; version 2 is 0044's, which added the value of other goods.
  it('lists every destination’s rule with its version, and its figures as the migrations kept them', async () => {
    const rule = await uaeRule();
    expect(rule).toMatchObject({
      region: 'AE',
      version: 2,
      changedBy: null,
      legalAgeAlcohol: 18,
      allowances: {
        alcohol: 4000,
        spirits: null,
        cigarettes: 400,
        cigars: 50,
        tobacco: null,
        fragrance: null,
        perfume: null,
        toiletWater: null,
      },
      goodsValue: { allowed: 3000, currencyCode: 'AED' },
      bannedCategoryTypes: [],
      sourceReadOn: '2026-11-28',
    });
    expect(rule.sourceUrl).toMatch(/^https:\/\//);
  });

  it('judges an order placed after a change by the new figure, and leaves one placed before with its own version', async () => {
    const before = await shop.place(await shop.guest(), whisky(2));
    expect(before.statusCode).toBe(200);
    const beforeCode = before.json().paymentSummary.orderCode;
    expect(await judgedBy(beforeCode)).toEqual({ customs_rule_destination: UAE, customs_rule_version: 2 });

    const published = await uaeRule();
    const saved = await save({
      ...draftOf(published),
      allowances: { ...published.allowances, spirits: 1000 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      version: 3,
      changedBy: 'Dawit Tesfaye',
      allowances: { spirits: 1000 },
    });

    const refused = await shop.place(await shop.guest(), whisky(2));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'orders.dutyDueToConfirm',
      params: { allowance: 'spirits', used: 1.4, allowed: 1 },
    });
    const after = await shop.place(await shop.guest(), whisky(2, { dutyDueConfirmed: true }));
    expect(after.statusCode).toBe(200);
    expect(await judgedBy(after.json().paymentSummary.orderCode)).toEqual({
      customs_rule_destination: UAE,
      customs_rule_version: 3,
    });
    expect(await judgedBy(beforeCode)).toEqual({ customs_rule_destination: UAE, customs_rule_version: 2 });

    // The history has every version, newest first: who made each and from when, the figures before and after.
    const history = await get(
      `${apiPaths.backOfficeCustomsRuleHistory}?destination=${encodeURIComponent(UAE)}`,
    );
    expect(history.statusCode).toBe(200);
    const versions = history.json().versions as CustomsRuleVersion[];
    expect(versions.map((v) => [v.version, v.changedBy, v.allowances.spirits])).toEqual([
      [3, 'Dawit Tesfaye', 1000],
      [2, null, null],
      [1, null, null],
    ]);
    expect(versions[0]!.validFrom).toBeGreaterThan(versions[1]!.validFrom);

    const log = await app().inject({
      method: 'GET',
      url: `${apiPaths.staffAuditLog}?limit=100`,
      headers: admin.headers(actionPrivileges.staffAuditLog),
    });
    const entry = (
      log.json().entries as { subject: string; action: string; before: unknown; after: unknown }[]
    ).find((e) => e.subject === `customsRule:${UAE}`);
    expect(entry).toMatchObject({
      action: 'customsRule.save',
      before: { version: 2, allowances: { spirits: null } },
      after: { version: 3, allowances: { spirits: 1000 } },
    });
  });

  it('refuses a save that changes nothing, a figure that is not a whole number, and a rule nobody keeps', async () => {
    const current = await uaeRule();
    const same = await save(draftOf(current));
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(customsRuleMessages.customsRuleUnchanged);
    const negative = await save({ ...draftOf(current), legalAgeAlcohol: -1 });
    expect(negative.statusCode).toBe(400);
    const unknown = await get(`${apiPaths.backOfficeCustomsRuleHistory}?destination=Atlantis`);
    expect(unknown.statusCode).toBe(404);
    // A value allowance must be in one of the shop's currencies, the ones it has a rate for.
    const noRate = await save({ ...draftOf(current), goodsValue: { allowed: 5000, currencyCode: 'XAF' } });
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().errors).toEqual({
      'GoodsValue.CurrencyCode': [customsRuleMessages.customsCurrencyUnknown],
    });
    expect((await uaeRule()).version).toBe(current.version);
  });

  it('keeps a value allowance in another of the shop’s currencies, and the history says what it was', async () => {
    const current = await uaeRule();
    const saved = await save({ ...draftOf(current), goodsValue: { allowed: 800, currencyCode: 'USD' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ goodsValue: { allowed: 800, currencyCode: 'USD' } });
    const history = await get(
      `${apiPaths.backOfficeCustomsRuleHistory}?destination=${encodeURIComponent(UAE)}`,
    );
    const [after, before] = history.json().versions as CustomsRuleVersion[];
    expect([before!.goodsValue, after!.goodsValue]).toEqual([
      { allowed: 3000, currencyCode: 'AED' },
      { allowed: 800, currencyCode: 'USD' },
    ]);
  });

  // Every country of the timetable has its rule from migration 0043: the new one is a country it does not fly to.
  it('keeps a new destination’s rule as its version 1', async () => {
    const tanzania = await save({
      destination: 'Tanzania',
      legalAgeAlcohol: 18,
      legalAgeTobacco: 18,
      allowances: {
        alcohol: 1000,
        spirits: null,
        wine: null,
        beer: null,
        cigarettes: 200,
        cigars: 50,
        tobacco: null,
        fragrance: null,
        perfume: null,
        toiletWater: null,
      },
      bannedCategoryTypes: [],
      goodsValue: null,
      sourceUrl: 'https://www.tra.go.tz/',
      sourceReadOn: '2026-11-28',
      missing: null,
    });
    expect(tanzania.statusCode).toBe(200);
    // The shop names no region for a country it does not fly to.
    expect(tanzania.json()).toMatchObject({ destination: 'Tanzania', region: null, version: 1 });
  });

  it('refuses crew: only admins read and keep the rules and their histories', async () => {
    expect((await get(apiPaths.backOfficeCustomsRules, crew)).statusCode).toBe(403);
    const history = `${apiPaths.backOfficeCustomsRuleHistory}?destination=${encodeURIComponent(UAE)}`;
    expect((await get(history, crew)).statusCode).toBe(403);
    const v = await uaeRule();
    expect((await save({ ...draftOf(v), legalAgeAlcohol: 30 }, crew)).statusCode).toBe(403);
    expect((await uaeRule()).legalAgeAlcohol).toBe(v.legalAgeAlcohol);
  });
});

import {
  type ActionPrivilege,
  actionPrivileges,
  apiPaths,
  backOfficeMessages,
  euBannedItemMessage,
  purchaseRuleMessages,
  SHOP_LANGUAGE_HEADER,
} from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { fixtureLastNames, fixtureTickets } from '../flights/flights.fixtures.ts';
import { type OrderShop, openOrderShop } from '../orders/orders.fixtures.ts';
import { insertStaffMember, type SignedInTestStaff, signInStaff } from '../staff/staff.fixtures.ts';

const privilege = actionPrivileges.backOfficePurchaseRules;
const lilialReason =
  'This product contains Lilial (butylphenyl methylpropional), an ingredient banned in cosmetics in the European Union since 01.03.2022.';

describe.each(testEngines)('the back office’s purchase rules on %s', (engine) => {
  let shop: OrderShop;
  let admin: SignedInTestStaff;
  let roseCode: string;
  let maltCode: string;

  beforeAll(async () => {
    shop = await openOrderShop(engine);
    admin = await signInStaff(shop.shop.app, await insertStaffMember(shop.shop.database, 'admin'));
    const codeOf = async (id: number) =>
      (await shop.db.selectFrom('item').select('item_code').where('id', '=', id).executeTakeFirstOrThrow())
        .item_code;
    roseCode = await codeOf(shop.catalog.items.roseParfum);
    maltCode = await codeOf(shop.catalog.items.highlandMalt);
  });
  afterAll(() => shop.close());

  const app = () => shop.shop.app;
  const get = (url: string) => app().inject({ method: 'GET', url, headers: admin.headers(privilege) });
  const post = (url: string, payload: object) =>
    app().inject({ method: 'POST', url, headers: admin.headers(privilege), payload });
  const auditOf = async (subject: string) => {
    const log = await app().inject({
      method: 'GET',
      url: `${apiPaths.staffAuditLog}?limit=100`,
      headers: admin.headers(actionPrivileges.staffAuditLog),
    });
    return (
      log.json().entries as {
        subject: string;
        action: string;
        before: { itemCodes: string[]; reason: string };
        after: { itemCodes: string[]; reason: string };
      }[]
    ).filter((e) => e.subject === subject);
  };
  const storefrontRules = async (language = 'en') =>
    (
      await app().inject({
        method: 'GET',
        url: apiPaths.purchaseRules,
        headers: { ...admin.headers(actionPrivileges.preOrderAccess), [SHOP_LANGUAGE_HEADER]: language },
      })
    ).json() as Record<'ageGateExempt' | 'euBan', { itemCodes: string[]; reason: string }>;
  const toFrankfurt = () =>
    shop.preOrder({
      destination: 'FRA',
      flightNumber: 'ET 706',
      departureDate: new Date(shop.travel.flights.toFrankfurt.departureAt).toISOString(),
      ticketNumber: fixtureTickets.euDestination,
      passengerLastName: fixtureLastNames.euDestination,
      paxSectorId: shop.travel.sectors.toFrankfurt,
      paymentOption: 'Cash On Board',
      orderItemRequet: [{ itemId: shop.catalog.items.roseParfum, quantity: 1 }],
    });

  it("lists the shop's rules as the migration filled them: the codes and the reasons in three languages", async () => {
    const response = await get(apiPaths.backOfficePurchaseRules);
    expect(response.statusCode).toBe(200);
    const { rules } = response.json();
    expect(rules.map((r: { rule: string }) => r.rule)).toEqual(['ageGateExempt', 'euBan']);
    expect(rules[0].itemCodes).toHaveLength(8);
    expect(rules[1]).toMatchObject({
      itemCodes: ['COS-EU-01', 'COS-EU-02', 'COS-EU-03', 'COS-EU-04', 'COS-EU-05'],
      reason: lilialReason,
      reasonAr: expect.stringContaining('Lilial'),
      reasonZh: expect.stringContaining('Lilial'),
    });
  });

  it('checkout refuses a newly banned code on an EU-bound flight and accepts it once removed, each change audited', async () => {
    await storefrontRules(); // fills the storefront's cache before the change
    expect((await shop.place(await shop.guest(), toFrankfurt())).statusCode).toBe(200);

    const added = await post(`${apiPaths.backOfficeAddPurchaseRuleItem}?rule=euBan`, {
      itemCode: ` ${roseCode.toLowerCase()} `,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().itemCodes).toContain(roseCode);
    expect((await storefrontRules()).euBan.itemCodes).toContain(roseCode);
    const refused = await shop.place(await shop.guest(), toFrankfurt());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'orders.euBannedItem',
      message: euBannedItemMessage('Rose Eau de Parfum', 'Frankfurt Airport', lilialReason),
    });

    const removed = await post(`${apiPaths.backOfficeRemovePurchaseRuleItem}?rule=euBan`, {
      itemCode: roseCode,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().itemCodes).not.toContain(roseCode);
    expect((await storefrontRules()).euBan.itemCodes).not.toContain(roseCode);
    expect((await shop.place(await shop.guest(), toFrankfurt())).statusCode).toBe(200);

    const audit = await auditOf('purchaseRule:euBan');
    const [removal, addition] = audit;
    expect(removal).toMatchObject({ action: 'purchaseRule.removeItem' });
    expect(removal?.before.itemCodes).toContain(roseCode);
    expect(removal?.after.itemCodes).not.toContain(roseCode);
    expect(addition).toMatchObject({ action: 'purchaseRule.addItem' });
    expect(addition?.before.itemCodes).not.toContain(roseCode);
    expect(addition?.after.itemCodes).toContain(roseCode);
  });

  it('lets a liquor skip the age gate once exempted, and asks again once the exemption is removed', async () => {
    expect((await storefrontRules()).ageGateExempt.itemCodes).not.toContain(maltCode);
    const exempted = await post(`${apiPaths.backOfficeAddPurchaseRuleItem}?rule=ageGateExempt`, {
      itemCode: maltCode,
    });
    expect(exempted.statusCode, exempted.body).toBe(200);
    expect((await storefrontRules()).ageGateExempt.itemCodes).toContain(maltCode);
    const asked = await post(`${apiPaths.backOfficeRemovePurchaseRuleItem}?rule=ageGateExempt`, {
      itemCode: maltCode,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await storefrontRules()).ageGateExempt.itemCodes).not.toContain(maltCode);
  });

  it('changes the reason in three languages; shoppers and the checkout refusal read it in theirs', async () => {
    const before = (await get(apiPaths.backOfficePurchaseRules)).json().rules[1];
    const reasons = {
      reason:
        'Contains Hydroxyisohexyl 3-cyclohexene carboxaldehyde (HICC), banned in the EU since 23.08.2021.',
      reasonAr: 'يحتوي على مادة HICC المحظورة في الاتحاد الأوروبي منذ 23.08.2021.',
      reasonZh: '含有 HICC，自 23.08.2021 起在欧盟禁用。',
    };
    const saved = await post(`${apiPaths.backOfficeSavePurchaseRuleReason}?rule=euBan`, reasons);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject(reasons);
    expect((await storefrontRules('ar')).euBan.reason).toBe(reasons.reasonAr);
    expect((await storefrontRules('zh')).euBan.reason).toBe(reasons.reasonZh);

    await post(`${apiPaths.backOfficeAddPurchaseRuleItem}?rule=euBan`, { itemCode: roseCode });
    const guest = await shop.guest();
    const arabicReader = {
      headers: (p?: ActionPrivilege) => ({ ...guest.headers(p), [SHOP_LANGUAGE_HEADER]: 'ar' }),
    };
    const refused = await shop.place(arabicReader, toFrankfurt());
    expect(refused.json().params).toMatchObject({ reason: reasons.reasonAr });
    await post(`${apiPaths.backOfficeRemovePurchaseRuleItem}?rule=euBan`, { itemCode: roseCode });

    const reasonEntry = (await auditOf('purchaseRule:euBan')).find((e) => e.action === 'purchaseRule.reason');
    expect(reasonEntry?.before.reason).toBe(before.reason);
    expect(reasonEntry?.after.reason).toBe(reasons.reason);
    await post(`${apiPaths.backOfficeSavePurchaseRuleReason}?rule=euBan`, {
      reason: before.reason,
      reasonAr: before.reasonAr,
      reasonZh: before.reasonZh,
    });
  });

  it('answers field errors: an unknown item, a code listed twice or not listed, an empty reason', async () => {
    const audited = (await auditOf('purchaseRule:euBan')).length;
    const unknown = await post(`${apiPaths.backOfficeAddPurchaseRuleItem}?rule=euBan`, {
      itemCode: 'NO-SUCH-01',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errors: { ItemCode: [purchaseRuleMessages.ruleItemCodeUnknown] },
    });
    const twice = await post(`${apiPaths.backOfficeAddPurchaseRuleItem}?rule=euBan`, {
      itemCode: 'COS-EU-01',
    });
    expect(twice.json()).toMatchObject({ errors: { ItemCode: [purchaseRuleMessages.ruleItemCodeListed] } });
    const notListed = await post(`${apiPaths.backOfficeRemovePurchaseRuleItem}?rule=euBan`, {
      itemCode: roseCode,
    });
    expect(notListed.json()).toMatchObject({
      errors: { ItemCode: [purchaseRuleMessages.ruleItemCodeNotListed] },
    });
    const empty = await post(`${apiPaths.backOfficeAddPurchaseRuleItem}?rule=euBan`, { itemCode: '  ' });
    expect(empty.json().errors.ItemCode).toEqual([backOfficeMessages.itemCodeRequired]);
    const noReason = await post(`${apiPaths.backOfficeSavePurchaseRuleReason}?rule=euBan`, {
      reason: ' ',
      reasonAr: 'x',
      reasonZh: 'x'.repeat(501),
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toMatchObject({
      Reason: [purchaseRuleMessages.ruleReasonRequired],
      ReasonZh: [purchaseRuleMessages.ruleReasonTooLong],
    });
    const noRule = await post(`${apiPaths.backOfficeAddPurchaseRuleItem}?rule=nothing`, {
      itemCode: roseCode,
    });
    expect(noRule.statusCode).toBe(400);
    // Nothing refused was written, so nothing was audited.
    expect(await auditOf('purchaseRule:euBan')).toHaveLength(audited);
  });
});

import {
  actionPrivileges,
  apiPaths,
  ORDER_ACCESS_HEADER,
  type UpdatePreOrderResponse,
} from '@dutyfree/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testEngines } from '../../testing/test-database.ts';
import { type ReceivedMail, startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { insertStaffMember, type SignedInTestStaff, signInStaff } from '../staff/staff.fixtures.ts';
import { type OrderShop, openOrderShop, testCards } from './orders.fixtures.ts';

// Every change of an order mails the traveller once, in the order's language, through a real SMTP server:
// each change queues one mail job keyed by the order and the kind, and a job run again (a process killed
// after the server took the mail, before the job was marked done) sends nothing.
describe.each(testEngines)('a mail for every change of an order on %s', (engine) => {
  let smtp: TestSmtp;
  let shop: OrderShop;
  let crew: SignedInTestStaff;
  let admin: SignedInTestStaff;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    shop = await openOrderShop(engine, {
      SMTP_URL: smtp.url,
      PUBLIC_BASE_URL: 'https://shop.example.com',
      JOB_POLL_MS: '50',
      JOB_RETRY_BASE_MS: '50',
    });
    crew = await signInStaff(shop.app, await insertStaffMember(shop.shop.database, 'crew'), '203.0.113.31');
    admin = await signInStaff(shop.app, await insertStaffMember(shop.shop.database, 'admin'), '203.0.113.32');
    // The whisky counts against the UAE's 4 L of alcohol as a 70 cl bottle of spirits.
    await shop.db
      .updateTable('item')
      .set({ customs_kind: 'spirits', volume_ml: 700, strength_abv_tenths: 400 })
      .where('id', '=', shop.catalog.items.highlandMalt)
      .execute();
  });
  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });

  const waitFor = (check: () => unknown) => vi.waitFor(check, { timeout: 15_000, interval: 50 });
  let travellers = 0;
  const traveller = (language: 'en' | 'ar' | 'zh') => {
    travellers += 1;
    return {
      language,
      guest: {
        firstName: 'Hanna',
        lastName: 'Tesfaye',
        email: `hanna.${engine}.${travellers}@example.com`,
        mobileNumber: { countryCode: '+251', number: '911223344' },
      },
    };
  };

  async function paidOrder(
    language: 'en' | 'ar' | 'zh',
  ): Promise<UpdatePreOrderResponse & { email: string }> {
    const who = traveller(language);
    const placed = await shop.placed(await shop.guest(), who);
    expect((await shop.pay(placed.paymentUrl!, testCards.success)).statusCode).toBe(303);
    return { ...placed, email: who.guest.email };
  }

  /** The mail jobs of an order: kind and state, by kind. */
  const mailJobsOf = async (orderCode: string) =>
    (
      await shop.db
        .selectFrom('job')
        .select(['kind', 'idempotency_key', 'state'])
        .where('idempotency_key', 'like', `%-mail-${orderCode}%`)
        .execute()
    ).sort((a, b) => a.kind.localeCompare(b.kind));

  /** Waits for `count` mails to `email` and for every mail job of the order to be done. */
  async function mailed(email: string, orderCode: string, count: number): Promise<ReceivedMail[]> {
    await waitFor(async () => {
      expect(smtp.to(email)).toHaveLength(count);
      expect((await mailJobsOf(orderCode)).every((job) => job.state === 'done')).toBe(true);
    });
    return smtp.to(email);
  }

  /** Every mail job of the order runs again, as after a crash before it was marked done: nothing is sent. */
  async function runAgain(email: string, orderCode: string): Promise<void> {
    const before = smtp.to(email).length;
    const keys = (await mailJobsOf(orderCode)).map((job) => job.idempotency_key);
    await shop.db
      .updateTable('job')
      .set({ state: 'queued', run_after: 0, attempts: 0 })
      .where('idempotency_key', 'in', keys)
      .execute();
    await waitFor(async () => {
      expect((await mailJobsOf(orderCode)).every((job) => job.state === 'done')).toBe(true);
    });
    expect(smtp.to(email)).toHaveLength(before);
    const sent = await shop.db
      .selectFrom('mail_sent')
      .select('dedup_key')
      .where('dedup_key', 'in', keys)
      .execute();
    expect(sent).toHaveLength(keys.length);
  }

  it('confirms, cancels and refunds an order the traveller cancels, in Arabic, each once', async () => {
    const placed = await paidOrder('ar');
    const { orderCode } = placed.paymentSummary;
    const cancel = async () =>
      shop.app.inject({
        method: 'PUT',
        url: apiPaths.cancelPreOrder,
        headers: { ...(await shop.guest()).headers(), [ORDER_ACCESS_HEADER]: placed.orderAccessToken },
        payload: { orderCode, ReasonOfCancellation: 1 },
      });
    expect((await cancel()).statusCode).toBe(200);
    const mails = await mailed(placed.email, orderCode, 3);

    expect((await mailJobsOf(orderCode)).map((job) => [job.kind, job.idempotency_key])).toEqual([
      ['orders.cancelledMail', `cancelled-mail-${orderCode}`],
      ['orders.confirmationMail', `confirmation-mail-${orderCode}`],
      ['orders.refundedMail', `refunded-mail-${orderCode}`],
    ]);
    const code = `\u2068${orderCode}\u2069`;
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        `طلبك من شيبا للأسواق الحرة رقم ${code}`,
        `أُلغي طلبك من شيبا للأسواق الحرة رقم ${code}`,
        `استرداد المبلغ لطلبك من شيبا للأسواق الحرة رقم ${code}`,
      ].sort(),
    );
    const cancelled = mails.find((mail) => mail.subject.startsWith('أُلغي'))!;
    expect(cancelled.raw).toContain('Content-Language: ar');
    expect(cancelled.readable).toContain('dir="rtl"');
    expect(cancelled.readable).toContain('أُلغي طلبك بناءً على طلبك.');
    expect(cancelled.readable).toContain(
      `https://shop.example.com/order-tracking?orderCode=${orderCode}&lng=ar`,
    );
    expect(cancelled.readable).toContain('src="cid:order-qr-code"');
    expect(cancelled.raw).toMatch(/Content-Type: image\/png[\s\S]*Content-ID: <order-qr-code>/);
    expect(cancelled.raw).toContain('Content-Type: text/plain');

    await runAgain(placed.email, orderCode);
    // Cancelled once: a second cancellation is refused and queues no mail.
    expect((await cancel()).statusCode).toBe(409);
    expect(await mailJobsOf(orderCode)).toHaveLength(3);
  });

  it('tells a traveller, in Chinese, that the airline cancelled their order and refunded it', async () => {
    const placed = await paidOrder('zh');
    const { orderCode } = placed.paymentSummary;
    const cancelled = await shop.app.inject({
      method: 'POST',
      url: apiPaths.backOfficeCancelOrder,
      headers: admin.headers(actionPrivileges.backOfficeOrders),
      payload: { orderCode, reason: 'The flight is cancelled.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mails = await mailed(placed.email, orderCode, 3);
    expect(mails.map((mail) => mail.subject)).toContain(`我们已取消您的示巴免税店订单 ${orderCode}`);
    expect(mails.map((mail) => mail.subject)).toContain(`示巴免税店订单 ${orderCode} 的退款`);
    expect((await mailJobsOf(orderCode)).map((job) => job.kind)).toEqual([
      'orders.cancelledByAirlineMail',
      'orders.confirmationMail',
      'orders.refundedMail',
    ]);
    await runAgain(placed.email, orderCode);
  });

  it('sends a receipt for a bag handed over, and word of one not collected with its refund', async () => {
    const handedOver = await paidOrder('en');
    const notCollected = await paidOrder('en');
    const crewCall = (url: string, orderCode: string) =>
      shop.app.inject({
        method: 'POST',
        url,
        headers: crew.headers(actionPrivileges.staffHandOver),
        payload: { orderCode },
      });
    expect((await crewCall(apiPaths.staffHandOver, handedOver.paymentSummary.orderCode)).statusCode).toBe(
      200,
    );
    expect(
      (await crewCall(apiPaths.staffNotCollected, notCollected.paymentSummary.orderCode)).statusCode,
    ).toBe(200);

    const receipt = (await mailed(handedOver.email, handedOver.paymentSummary.orderCode, 2)).at(-1)!;
    expect(receipt.subject).toBe(
      `Your receipt for Sheba Duty Free order ${handedOver.paymentSummary.orderCode}`,
    );
    expect(receipt.readable).toContain('This is your receipt.');
    expect(receipt.readable).toContain('Payment method: Card');
    const closed = await mailed(notCollected.email, notCollected.paymentSummary.orderCode, 3);
    expect(closed.map((mail) => mail.subject)).toContain(
      `Your Sheba Duty Free order ${notCollected.paymentSummary.orderCode} was not collected`,
    );
    expect((await mailJobsOf(notCollected.paymentSummary.orderCode)).map((job) => job.kind)).toEqual([
      'orders.confirmationMail',
      'orders.notCollectedMail',
      'orders.refundedMail',
    ]);
    await runAgain(handedOver.email, handedOver.paymentSummary.orderCode);
    await runAgain(notCollected.email, notCollected.paymentSummary.orderCode);
  });

  it('warns of the duty due with the confirmation of an order over the allowance, and only then', async () => {
    const whisky = (quantity: number) => [{ itemId: shop.catalog.items.highlandMalt, quantity }];
    const over = traveller('en');
    const placed = await shop.placed(await shop.guest(), {
      ...over,
      paymentOption: 'Cash On Board',
      orderItemRequet: whisky(6),
      dutyDueConfirmed: true,
    });
    const { orderCode } = placed.paymentSummary;
    const mails = await mailed(over.guest.email, orderCode, 2);
    expect(mails.map((mail) => mail.subject)).toContain(
      `Duty due on arrival: Sheba Duty Free order ${orderCode}`,
    );
    expect(mails.find((mail) => mail.subject.startsWith('Duty'))!.readable).toContain(
      'over the duty-free allowance of your destination, DXB',
    );

    const within = traveller('en');
    const allowed = await shop.placed(await shop.guest(), {
      ...within,
      paymentOption: 'Cash On Board',
      orderItemRequet: whisky(1),
    });
    await mailed(within.guest.email, allowed.paymentSummary.orderCode, 1);
    expect((await mailJobsOf(allowed.paymentSummary.orderCode)).map((job) => job.kind)).toEqual([
      'orders.confirmationMail',
    ]);
  });
});

import {
  type ActionPrivilege,
  actionPrivileges,
  apiPaths,
  ORDER_ACCESS_HEADER,
  type PaymentSummary,
  type UpdatePreOrderRequest,
  type UpdatePreOrderResponse,
} from '@dutyfree/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { Engine } from '../../db/database.ts';
import {
  browse,
  callHeaders,
  createTestApp,
  issueTokens,
  type PageAnswer,
  type TestApp,
  type TestAppOptions,
} from '../../testing/test-app.ts';
import { type CatalogFixture, insertCatalogFixture } from '../catalog/catalog.fixtures.ts';
import {
  fixtureLastNames,
  fixtureTickets,
  insertTravelFixture,
  type TravelFixture,
} from '../flights/flights.fixtures.ts';
import { createJobs } from '../jobs/jobs.module.ts';
import { EmbeddedLoyaltyProgramme } from '../loyalty/loyalty.adapter.ts';
import { enrolTestMember } from '../loyalty/loyalty.fixtures.ts';
import { LoyaltyRepository } from '../loyalty/loyalty.repository.ts';
import { OutboxMailer } from '../mail/mail.adapter.ts';
import { MailOutboxRepository } from '../mail/mail.repository.ts';
import { injectedWebhookDelivery, paymentWebhookSecret } from '../payments/payments.module.ts';
import { ProviderGateway } from '../payments/provider-gateway.adapter.ts';
import { SandboxSessionsRepository } from '../payments/sandbox.repository.ts';
import { SandboxGateway, sandboxTestCards } from '../payments/sandbox-gateway.adapter.ts';
import { PAYMENT_WEBHOOK_PATH } from '../payments/webhook.routes.ts';
import { signWebhook } from '../payments/webhook-signature.ts';
import { createStock } from '../stock/stock.module.ts';
import { AbandonedPaymentSweeper } from './abandoned-payments.job.ts';
import { HandOverTokens } from './hand-over-token.ts';
import { OrderMails } from './order-mails.service.ts';
import { OrdersRepository } from './orders.repository.ts';
import { PaymentsRepository } from './payments.repository.ts';
import { SettlementService } from './settlement.service.ts';

// A shop with the catalogue and travel fixtures, callers of every kind, and the sandbox provider's page
// driven over HTTP as a browser would drive it.

export const testCards = {
  success: sandboxTestCards.find((c) => c.outcome === 'succeeded')!.number,
  decline: sandboxTestCards.find((c) => c.outcome === 'declined')!.number,
  pending: sandboxTestCards.find((c) => c.outcome === 'pending')!.number,
  error: sandboxTestCards.find((c) => c.outcome === 'failed')!.number,
};

/**
 * A guest's card pre-order of one bar of dark chocolate on the fixture flight to Dubai: the catalogue and
 * travel fixtures' usual order.
 */
export function cardPreOrder(
  catalog: CatalogFixture,
  travel: TravelFixture,
  overrides: Partial<UpdatePreOrderRequest> = {},
): UpdatePreOrderRequest {
  return {
    pickFrom: 'On Board',
    origin: 'ADD',
    destination: 'DXB',
    flightNumber: 'ET 600',
    departureDate: new Date(travel.flights.toDubai.departureAt).toISOString(),
    ticketNumber: fixtureTickets.oneFlight,
    passengerLastName: fixtureLastNames.oneFlight,
    seatNumber: '12C',
    paxSectorId: travel.sectors.toDubai,
    orderItemRequet: [{ itemId: catalog.items.darkChocolate, quantity: 1 }],
    paymentOption: 'Card',
    currencyId: 2,
    language: 'en',
    guest: {
      firstName: 'Abebe',
      lastName: 'Kebede',
      email: 'abebe.kebede@example.com',
      mobileNumber: { countryCode: '+251', number: '911223344' },
    },
    ...overrides,
  };
}

export type Caller = { headers(privilege?: ActionPrivilege): Record<string, string> };

export async function openOrderShop(
  engine: Engine,
  env: NodeJS.ProcessEnv = {},
  options: TestAppOptions = {},
) {
  const shop: TestApp = await createTestApp(engine, env, options);
  const { app, database } = shop;
  const { db } = database;
  const catalog = await insertCatalogFixture(db);
  const travel = await insertTravelFixture(db);
  // Plenty on every shelf, so that tests placing many orders run out only where they mean to.
  await db.updateTable('item').set({ stock: 1_000 }).execute();
  const logger = app.log;
  const loyalty = new EmbeddedLoyaltyProgramme(db, new LoyaltyRepository(db, database.engine));

  const webhookSecret = await paymentWebhookSecret(shop.config, database);
  /** Another process's job runner: not polling, it runs what its own services queue. */
  const jobs = () => createJobs(shop.config, database, logger);
  /**
   * The provider's sessions beside the test app's own provider: same database, secret and webhook URL.
   * One stands for the provider restarted.
   */
  const sandboxGateway = () =>
    new SandboxGateway({
      db,
      jobs: jobs(),
      sessions: new SandboxSessionsRepository(db),
      secret: webhookSecret,
      webhookUrl: PAYMENT_WEBHOOK_PATH,
      deliver: injectedWebhookDelivery(app),
      pendingSettleMs: 60_000,
      logger,
    });
  const gateway = shop.provider.sessions;
  /** The shop's side of the provider, as the app has it. */
  const providerGateway = new ProviderGateway({
    providerUrl: shop.provider.url,
    shopUrl: shop.config.publicBaseUrl,
    secret: webhookSecret,
  });
  const orders = new OrdersRepository(db, database.engine);
  const stock = createStock(database);
  const payments = new PaymentsRepository(db);
  const runner = jobs();
  const settlement = new SettlementService({
    db,
    orders,
    stock,
    payments,
    gateway: providerGateway,
    loyalty,
    mails: new OrderMails({
      orders,
      mailer: new OutboxMailer(new MailOutboxRepository(db), logger),
      jobs: runner,
      handOverTokens: new HandOverTokens('0f'.repeat(32)),
      publicBaseUrl: shop.config.publicBaseUrl,
    }),
    jobs: runner,
    logger,
    now: Date.now,
  });

  const withTokens = (tokens: { clientAccessToken: string; accessToken: string }): Caller => ({
    headers: (privilege = actionPrivileges.preOrderAccess) => callHeaders(tokens, privilege),
  });

  async function signInMember(memberId: string, password: string): Promise<Caller> {
    const tokens = await issueTokens(app);
    const response = await app.inject({
      method: 'POST',
      url: apiPaths.shebamilesSignIn,
      headers: callHeaders(tokens, actionPrivileges.accountSave),
      payload: { MemberID: memberId, Password: password },
    });
    if (response.statusCode !== 200) throw new Error(`member sign-in failed: ${response.body}`);
    return withTokens({ ...tokens, accessToken: response.json().token });
  }

  const preOrder = (overrides: Partial<UpdatePreOrderRequest> = {}) =>
    cardPreOrder(catalog, travel, overrides);

  return {
    shop,
    app,
    db,
    catalog,
    travel,
    gateway,
    sandboxGateway,
    loyalty,
    settlement,
    sweeper: new AbandonedPaymentSweeper({
      db,
      orders,
      stock,
      payments,
      settlement,
      logger,
      now: Date.now,
    }),
    preOrder,

    async guest(): Promise<Caller> {
      return withTokens(await issueTokens(app));
    },

    /** A ShebaMiles member without a shop account, signed in, with an opening balance. */
    async member(openingMiles: number): Promise<Caller & { memberId: string }> {
      const member = await enrolTestMember(database, { openingMiles });
      return { ...(await signInMember(member.memberId, member.password)), memberId: member.memberId };
    },

    place(caller: Caller, body: object, accessToken?: string): Promise<LightMyRequestResponse> {
      return app.inject({
        method: 'PUT',
        url: apiPaths.updatePreOrder,
        headers: { ...caller.headers(), ...(accessToken && { [ORDER_ACCESS_HEADER]: accessToken }) },
        payload: body,
      });
    },

    /** Places an order that must succeed. */
    async placed(
      caller: Caller,
      overrides: Partial<UpdatePreOrderRequest> = {},
    ): Promise<UpdatePreOrderResponse> {
      const response = await this.place(caller, preOrder(overrides));
      if (response.statusCode !== 200) throw new Error(`UpdatePreOrder failed: ${response.body}`);
      return response.json();
    },

    summary(caller: Caller, orderCode: string, accessToken?: string): Promise<LightMyRequestResponse> {
      return app.inject({
        method: 'GET',
        url: apiPaths.paymentSummary,
        query: { orderCode, currencyId: '2' },
        headers: { ...caller.headers(), ...(accessToken && { [ORDER_ACCESS_HEADER]: accessToken }) },
      });
    },

    async summaryOf(placed: UpdatePreOrderResponse): Promise<PaymentSummary> {
      const response = await this.summary(
        await this.guest(),
        placed.paymentSummary.orderCode,
        placed.orderAccessToken,
      );
      return response.json();
    },

    /** A page of the shop's own origin, as the provider sends the browser back to it. */
    shopPage(path: string): string {
      return `${shop.config.publicBaseUrl}${path}`;
    },

    /** Submits the hosted payment page, at the provider, as a browser would; answers where it is sent. */
    submitPaymentPage(paymentUrl: string, fields: Record<string, string>): Promise<PageAnswer> {
      return browse(paymentUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    },

    pay(paymentUrl: string, cardNumber: string): Promise<PageAnswer> {
      return this.submitPaymentPage(paymentUrl, { action: 'pay', cardNumber });
    },

    /** Posts a webhook as the gateway would, signed with `secret`. */
    async postWebhook(event: object, secret?: string): Promise<LightMyRequestResponse> {
      const body = JSON.stringify(event);
      const signature = signWebhook(
        secret ?? (await paymentWebhookSecret(shop.config, database)),
        body,
        Date.now(),
      );
      return app.inject({
        method: 'POST',
        url: PAYMENT_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
        payload: body,
      });
    },

    async stockOf(itemId: number): Promise<number> {
      const row = await db
        .selectFrom('item')
        .select('stock')
        .where('id', '=', itemId)
        .executeTakeFirstOrThrow();
      return row.stock;
    },

    /** The units of an item pre-orders took, as the best sellers count them. */
    async unitsSoldOf(itemId: number): Promise<number> {
      const row = await db
        .selectFrom('item_sales')
        .select('units_sold')
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return row?.units_sold ?? 0;
    },

    async orderCount(): Promise<number> {
      const rows = await db.selectFrom('customer_order').select('id').execute();
      return rows.length;
    },

    async sessionIdOf(orderCode: string): Promise<string> {
      const row = await db
        .selectFrom('payment')
        .innerJoin('customer_order', 'customer_order.id', 'payment.order_id')
        .select('payment.provider_reference')
        .where('customer_order.order_code', '=', orderCode)
        .orderBy('payment.id', 'desc')
        .executeTakeFirstOrThrow();
      return row.provider_reference;
    },

    async mailsTo(email: string) {
      return db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).execute();
    },

    async close() {
      await shop.close();
    },
  };
}

export type OrderShop = Awaited<ReturnType<typeof openOrderShop>>;

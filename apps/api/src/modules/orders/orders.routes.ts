import { createHash } from 'node:crypto';
import {
  actionPrivileges,
  apiPaths,
  cancelPreOrderRequest,
  fixedError,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKey,
  myOrdersResponse,
  paymentSummary,
  paymentSummaryQuery,
  resumePaymentRequest,
  submitOnBoardOrderRequest,
  trackOrderRequest,
  trackOrderResponse,
  USER_TOKEN_HEADER,
  updatePreOrderRequest,
  updatePreOrderResponse,
} from '@dutyfree/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FieldErrors } from '../../http/problems.ts';
import { shopLanguage } from '../../http/shop-language.ts';
import type { CheckoutKey, PlacedOrder } from './checkout.service.ts';
import type { Orders } from './orders.module.ts';
import type { OrderRecord } from './orders.repository.ts';
import { toPaymentSummary } from './orders.wire.ts';

/** Every order answer speaks of one traveller's order: no cache may keep it. */
const personal = { privilege: actionPrivileges.preOrderAccess, personal: true };
const tags = ['orders'];

/**
 * The checkout's Idempotency-Key, if sent, with a hash of the session that sent it and of what it asked
 * for: the key answers again only that session sending that order.
 */
function checkoutKeyOf(request: FastifyRequest): CheckoutKey | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return undefined;
  const parsed = idempotencyKey.safeParse(header);
  if (!parsed.success)
    throw new FieldErrors({ 'Idempotency-Key': [fixedError('orders.idempotencyKeyInvalid')] });
  const fingerprint = createHash('sha256')
    .update(String(request.headers[USER_TOKEN_HEADER]))
    .update('\n')
    .update(JSON.stringify(request.body))
    .digest('base64url');
  return { key: parsed.data, fingerprint };
}

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: Orders }> = async (app, { orders: module }) => {
  const { checkout, orders, accessTokens, handOverTokens } = module;
  // Item names in the reader's language, which may not be the one the order was placed in. Every answer
  // here goes to whoever may read the order, so it carries the token of the order's QR code.
  const summary = (order: OrderRecord, request: FastifyRequest) =>
    toPaymentSummary(
      order,
      orders.isCancellable(order),
      shopLanguage(request),
      handOverTokens.ofOrder(order),
    );
  const placedAnswer = ({ order, paymentUrl }: PlacedOrder, request: FastifyRequest) => ({
    paymentSummary: summary(order, request),
    orderAccessToken: accessTokens.issue(order.orderCode),
    paymentUrl,
  });

  app.put(
    apiPaths.updatePreOrder,
    {
      config: personal,
      schema: {
        tags,
        summary:
          'Place a pre-order (or change an unpaid one): priced on the server, stock taken, payment started',
        body: updatePreOrderRequest,
        response: { 200: updatePreOrderResponse },
      },
    },
    async (request) =>
      placedAnswer(
        await checkout.placeOnce(request.caller, request.body, shopLanguage(request), checkoutKeyOf(request)),
        request,
      ),
  );

  app.post(
    apiPaths.submitOnBoardOrder,
    {
      config: { privilege: actionPrivileges.submitOnBoardOrder },
      schema: {
        tags,
        summary:
          "Place an order on board for a seat (or change an unpaid one): priced on the server, the flight's stock taken, payment started",
        body: submitOnBoardOrderRequest,
        response: { 200: updatePreOrderResponse },
      },
    },
    async (request) =>
      placedAnswer(await checkout.placeOnBoard(request.caller, request.body, shopLanguage(request)), request),
  );

  app.put(
    apiPaths.resumePayment,
    {
      config: personal,
      schema: {
        tags,
        summary: "An unpaid card order's payment page again: the same order, never a second one",
        body: resumePaymentRequest,
        response: { 200: updatePreOrderResponse },
      },
    },
    async (request) =>
      placedAnswer(await checkout.resumePayment(request.caller, request.body.orderCode), request),
  );

  app.get(
    apiPaths.myOrders,
    {
      config: personal,
      schema: {
        tags,
        summary: "The signed-in traveller's own orders, newest first",
        response: { 200: myOrdersResponse },
      },
    },
    async (request) => ({
      preOrderList: (await orders.myOrders(request.caller)).map((order) => summary(order, request)),
    }),
  );

  app.get(
    apiPaths.paymentSummary,
    {
      config: personal,
      schema: {
        tags,
        summary: "One order's payment summary, for its owner or the holder of its order-access token",
        querystring: paymentSummaryQuery,
        response: { 200: paymentSummary },
      },
    },
    async (request) => summary(await orders.readSettled(request.caller, request.query.orderCode), request),
  );

  app.put(
    apiPaths.cancelPreOrder,
    {
      config: personal,
      schema: {
        tags,
        summary:
          'Cancel an order (a pre-order until 24 hours before departure, an on-board order until handed over): stock, money and miles go back',
        body: cancelPreOrderRequest,
        response: { 200: paymentSummary },
      },
    },
    async (request) =>
      summary(
        await orders.cancel(request.caller, request.body.orderCode, request.body.ReasonOfCancellation),
        request,
      ),
  );

  app.post(
    apiPaths.trackOrder,
    {
      config: personal,
      schema: {
        tags,
        summary: 'Order tracking without an account: the e-mail address used and the order number',
        body: trackOrderRequest,
        response: { 200: trackOrderResponse },
      },
    },
    async (request) => {
      const order = await orders.track(request.body.email, request.body.orderCode, request.ip);
      return { ...summary(order, request), orderAccessToken: accessTokens.issue(order.orderCode) };
    },
  );
};

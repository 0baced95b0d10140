import {
  actionPrivileges,
  apiPaths,
  cancelPreOrderRequest,
  myOrdersResponse,
  orderApiPaths,
  paymentSummary,
  paymentSummaryQuery,
  submitOnBoardOrderRequest,
  trackOrderRequest,
  trackOrderResponse,
  updatePreOrderRequest,
  updatePreOrderResponse,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlacedOrder } from './checkout.service.ts';
import type { Orders } from './orders.module.ts';
import type { OrderRecord } from './orders.repository.ts';
import { toPaymentSummary } from './orders.wire.ts';

const access = { privilege: actionPrivileges.preOrderAccess };
const tags = ['orders'];

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: Orders }> = async (app, { orders: module }) => {
  const { checkout, orders, accessTokens } = module;
  const summary = (order: OrderRecord) => toPaymentSummary(order, orders.isCancellable(order));
  const placedAnswer = ({ order, paymentUrl }: PlacedOrder) => ({
    paymentSummary: summary(order),
    orderAccessToken: accessTokens.issue(order.orderCode),
    paymentUrl,
  });

  app.put(
    apiPaths.updatePreOrder,
    {
      config: access,
      schema: {
        tags,
        summary:
          'Place a pre-order (or change an unpaid one): priced on the server, stock taken, payment started',
        body: updatePreOrderRequest,
        response: { 200: updatePreOrderResponse },
      },
    },
    async (request) => placedAnswer(await checkout.place(request.caller, request.body)),
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
    async (request) => placedAnswer(await checkout.placeOnBoard(request.caller, request.body)),
  );

  app.get(
    apiPaths.myOrders,
    {
      config: access,
      schema: {
        tags,
        summary: "The signed-in traveller's own orders, newest first",
        response: { 200: myOrdersResponse },
      },
    },
    async (request) => ({ preOrderList: (await orders.myOrders(request.caller)).map(summary) }),
  );

  app.get(
    orderApiPaths.paymentSummary,
    {
      config: access,
      schema: {
        tags,
        summary: "One order's payment summary, for its owner or the holder of its order-access token",
        querystring: paymentSummaryQuery,
        response: { 200: paymentSummary },
      },
    },
    async (request) => summary(await orders.readable(request.caller, request.query.orderCode)),
  );

  app.put(
    apiPaths.cancelPreOrder,
    {
      config: access,
      schema: {
        tags,
        summary:
          'Cancel an order (a pre-order until 24 hours before departure, an on-board order until handed over): stock, money and miles go back',
        body: cancelPreOrderRequest,
        response: { 200: paymentSummary },
      },
    },
    async (request) =>
      summary(await orders.cancel(request.caller, request.body.orderCode, request.body.ReasonOfCancellation)),
  );

  app.post(
    orderApiPaths.trackOrder,
    {
      config: access,
      schema: {
        tags,
        summary: 'Order tracking without an account: the e-mail address used and the order number',
        body: trackOrderRequest,
        response: { 200: trackOrderResponse },
      },
    },
    async (request) => {
      const order = await orders.track(request.body.email, request.body.orderCode, request.ip);
      return { ...summary(order), orderAccessToken: accessTokens.issue(order.orderCode) };
    },
  );
};

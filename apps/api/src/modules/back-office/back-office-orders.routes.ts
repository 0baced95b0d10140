import {
  actionPrivileges,
  apiPaths,
  backOfficeOrder,
  backOfficeOrderQuery,
  backOfficeOrdersQuery,
  backOfficeOrdersResponse,
  cancelOrderByStaffRequest,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffCaller } from '../auth/auth.module.ts';
import { adminCall } from './admin-only.ts';
import type { BackOfficeOrdersService } from './back-office-orders.service.ts';

const ordersCall = adminCall(actionPrivileges.backOfficeOrders);

export const backOfficeOrdersRoutes: FastifyPluginAsyncZod<{ orders: BackOfficeOrdersService }> = async (
  app,
  { orders },
) => {
  app.get(
    apiPaths.backOfficeOrders,
    {
      config: ordersCall,
      schema: {
        tags: ['Staff'],
        summary: 'A page of orders, newest first; by order number, e-mail, flight, days placed and status',
        querystring: backOfficeOrdersQuery,
        response: { 200: backOfficeOrdersResponse },
      },
    },
    async (request) => orders.page(request.query),
  );

  app.get(
    apiPaths.backOfficeOrder,
    {
      config: ordersCall,
      schema: {
        tags: ['Staff'],
        summary: 'One order with its lines, payments, refunds, miles and audit trail',
        querystring: backOfficeOrderQuery,
        response: { 200: backOfficeOrder },
      },
    },
    async (request) => orders.order(request.query.orderCode),
  );

  app.post(
    apiPaths.backOfficeCancelOrder,
    {
      config: ordersCall,
      schema: {
        tags: ['Staff'],
        summary: 'Cancel an order with a reason: stock back, money back through whoever took it, audited',
        body: cancelOrderByStaffRequest,
        response: { 200: backOfficeOrder },
      },
    },
    async (request) =>
      orders.cancel(
        staffCaller(request.caller, 'admin').staffId,
        request.body.orderCode,
        request.body.reason,
      ),
  );
};

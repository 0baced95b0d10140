import {
  apiPaths,
  backOfficeItemQuery,
  itemVolumePricesDraft,
  itemVolumePricesResponse,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffCaller } from '../auth/auth.module.ts';
import { adminOnly } from './admin-only.ts';
import type { BackOfficeVolumePricesService } from './back-office-volume-prices.service.ts';

export const backOfficeVolumePricesRoutes: FastifyPluginAsyncZod<{
  volumePrices: BackOfficeVolumePricesService;
}> = async (app, { volumePrices }) => {
  app.get(
    apiPaths.backOfficeItemVolumePrices,
    {
      config: adminOnly,
      schema: {
        tags: ['Staff'],
        summary: "An item's volume prices and the days they run, or null",
        querystring: backOfficeItemQuery,
        response: { 200: itemVolumePricesResponse },
      },
    },
    async (request) => volumePrices.read(request.query.itemId),
  );

  app.post(
    apiPaths.backOfficeSaveItemVolumePrices,
    {
      config: adminOnly,
      schema: {
        tags: ['Staff'],
        summary: "Save an item's volume prices (tiers may not share a quantity) and the days they run",
        querystring: backOfficeItemQuery,
        body: itemVolumePricesDraft,
        response: { 200: itemVolumePricesResponse },
      },
    },
    async (request) =>
      volumePrices.save(staffCaller(request.caller, 'admin').staffId, request.query.itemId, request.body),
  );
};

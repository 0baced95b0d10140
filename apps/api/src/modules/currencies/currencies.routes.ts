import { actionPrivileges, apiPaths, currencyListResponse, currencyQuery } from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CurrenciesService } from './currencies.service.ts';

export const currenciesRoutes: FastifyPluginAsyncZod<{ currencies: CurrenciesService }> = async (
  app,
  { currencies },
) => {
  app.get(
    apiPaths.currencies,
    {
      config: { privilege: actionPrivileges.preOrderAccess },
      schema: {
        tags: ['catalogue'],
        summary: 'Currencies a traveller can see prices in',
        querystring: currencyQuery,
        response: { 200: currencyListResponse },
      },
    },
    async () => ({
      currenciesRes: (await currencies.list()).map((c) => ({
        id: c.id,
        currencyCode: c.code,
        currencyName: c.name,
      })),
    }),
  );
};

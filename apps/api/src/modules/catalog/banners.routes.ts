import { actionPrivileges, apiPaths, bannersResponse, currencyQuery } from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conditionalGet } from '../../http/conditional-get.ts';
import type { Catalog } from './catalog.module.ts';
import { toWireBanner } from './catalog.wire.ts';

export const bannersRoutes: FastifyPluginAsyncZod<{ catalog: Catalog }> = async (app, { catalog }) => {
  app.get(
    apiPaths.banners,
    {
      config: { privilege: actionPrivileges.preOrderAccess },
      onSend: conditionalGet(),
      schema: {
        tags: ['catalogue'],
        summary: 'Home page banners in carousel order',
        querystring: currencyQuery,
        response: { 200: bannersResponse },
      },
    },
    async () => ({ bannerListRes: (await catalog.banners.list()).map(toWireBanner) }),
  );
};

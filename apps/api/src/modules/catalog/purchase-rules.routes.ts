import { actionPrivileges, apiPaths, purchaseRulesQuery, purchaseRulesResponse } from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedReply, servedFromKeptReplies } from '../../http/cached-replies.ts';
import { shopLanguage } from '../../http/shop-language.ts';
import type { Catalog } from './catalog.module.ts';

export const purchaseRulesRoutes: FastifyPluginAsyncZod<{ catalog: Catalog }> = async (app, { catalog }) => {
  app.get(
    apiPaths.purchaseRules,
    {
      config: { privilege: actionPrivileges.preOrderAccess },
      ...servedFromKeptReplies(catalog.replies),
      schema: {
        tags: ['catalogue'],
        summary: "The goods that skip the age gate and the EU-banned cosmetics, with each rule's reason",
        querystring: purchaseRulesQuery,
        response: { 200: purchaseRulesResponse },
      },
    },
    // A catalogue answer like the others: an admin's change reaches it when the catalogue's caches drop.
    async (request, reply) =>
      sendCachedReply(request, reply, catalog.replies, () =>
        catalog.purchaseRules.forShoppers(shopLanguage(request)),
      ),
  );
};

import {
  actionPrivileges,
  apiPaths,
  autoSuggestQuery,
  autoSuggestResponse,
  searchItemsQuery,
  searchItemsResponse,
} from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedReply, servedFromKeptReplies } from '../../http/cached-replies.ts';
import { shopLanguage } from '../../http/shop-language.ts';
import type { Catalog } from './catalog.module.ts';
import { toWireItems } from './catalog.wire.ts';
import { listingAnswer } from './catalog-answers.ts';

const access = { privilege: actionPrivileges.preOrderAccess };
const tags = ['catalogue'];

export const searchRoutes: FastifyPluginAsyncZod<{ catalog: Catalog }> = async (app, { catalog }) => {
  const { currencies, search, replies } = catalog;
  // The index is built before the process listens, rather than by the first traveller to search.
  app.addHook('onReady', async () => {
    await catalog.prepareSearch();
  });

  app.get(
    apiPaths.autoSuggest,
    {
      config: access,
      ...servedFromKeptReplies(replies),
      schema: {
        tags,
        summary:
          'Up to 5 items the search finds best for the text (typo-tolerant, last word as a prefix); none below 2 characters',
        querystring: autoSuggestQuery,
        response: { 200: autoSuggestResponse },
      },
    },
    async (request, reply) =>
      sendCachedReply(request, reply, replies, async () => {
        const [currency, items] = await Promise.all([
          currencies.resolve(request.query.currencyId),
          search.suggest(request.query.searchText),
        ]);
        return { items: toWireItems(items, currency, shopLanguage(request)) };
      }),
  );

  app.get(
    apiPaths.searchItems,
    {
      config: access,
      ...servedFromKeptReplies(replies),
      schema: {
        tags,
        summary: 'Search results and listing pages (category, brand, collection, section), paged and sorted',
        querystring: searchItemsQuery,
        response: { 200: searchItemsResponse },
      },
    },
    async (request, reply) =>
      sendCachedReply(request, reply, replies, () =>
        listingAnswer(catalog, request.query, shopLanguage(request)),
      ),
  );
};

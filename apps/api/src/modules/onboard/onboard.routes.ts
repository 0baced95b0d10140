import { actionPrivileges, apiPaths, onBoardItemsQuery, onBoardItemsResponse } from '@dutyfree/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopLanguage } from '../../http/shop-language.ts';
import { toWireItem } from '../catalog/catalog.module.ts';
import type { OnBoard } from './onboard.module.ts';

const tags = ['on-board'];

export const onBoardRoutes: FastifyPluginAsyncZod<{ onBoard: OnBoard }> = async (app, { onBoard }) => {
  const { currencies, catalogue } = onBoard;

  app.get(
    apiPaths.allOnBoardItems,
    {
      config: { privilege: actionPrivileges.preOrderAccess },
      schema: {
        tags,
        summary:
          "The flight's on-board catalogue, priced in the currency asked for; quantity is the flight's stock",
        querystring: onBoardItemsQuery,
        response: { 200: onBoardItemsResponse },
      },
    },
    async (request) => {
      const { query } = request;
      const [currency, carried] = await Promise.all([
        currencies.resolve(query.currencyId),
        catalogue.itemsOnBoard({
          flightNumber: query.FlightNumber,
          departureDate: query.DepartureDate,
          origin: query.Origin,
          destination: query.Destination,
          ticketNumber: query.TicketNumber,
          lastName: query.LastName,
        }),
      ]);
      const language = shopLanguage(request);
      return {
        onBoardAvailabilitiesRes: carried.map(({ item, onBoard: units }) => ({
          ...toWireItem(item, currency, language),
          quantity: units,
        })),
      };
    },
  );
};

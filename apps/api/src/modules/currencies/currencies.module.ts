import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { CurrenciesRepository } from './currencies.repository.ts';
import { currenciesRoutes } from './currencies.routes.ts';
import { CurrenciesService } from './currencies.service.ts';

export type { CurrencyRecord, RateChangeRecord } from './currencies.repository.ts';
export type { CurrenciesService } from './currencies.service.ts';

/**
 * The shop's currencies and their rates against USD; a rate moved by more than `confirmAbovePercent` is
 * saved only when the admin confirms it.
 */
export function createCurrencies(
  database: Database,
  options: { confirmAbovePercent?: number } = {},
): CurrenciesService {
  return new CurrenciesService(new CurrenciesRepository(database.db), options);
}

export async function registerCurrenciesRoutes(
  api: FastifyInstance,
  currencies: CurrenciesService,
): Promise<void> {
  await api.register(currenciesRoutes, { currencies });
}

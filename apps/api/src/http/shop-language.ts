import { type CustomerLanguage, shopLanguageOf } from '@dutyfree/contracts';
import type { FastifyRequest } from 'fastify';

/** The language the caller reads, from its `Accept-Language` header (contracts: shop-language). */
export function shopLanguage(request: FastifyRequest): CustomerLanguage {
  return shopLanguageOf(request.headers['accept-language']);
}

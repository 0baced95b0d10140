import type { Kysely } from 'kysely';
import type { ShopDatabase } from '../../db/schema.ts';
import type { CatalogFixture } from '../catalog/catalog.fixtures.ts';

const DAY = 86_400_000;

/**
 * Promotion codes in every state, on top of the catalogue fixture (which has SAVE10: roseParfum at 8000,
 * running, no usage limit). Each rates roseParfum, so a test sees at once whether the code applied.
 */
export async function insertPromoCodes(db: Kysely<ShopDatabase>, fixture: CatalogFixture) {
  const { now, items } = fixture;
  const promo = async (
    promo_code: string,
    values: {
      valid_from?: number;
      valid_to?: number;
      usage_limit?: number;
      usage_count?: number;
      is_active?: 0 | 1;
    },
  ) => {
    const { id } = await db
      .insertInto('price_list')
      .values({
        name: `Promo ${promo_code}`,
        kind: 'promo',
        rule: 2,
        promo_code,
        valid_from: now - DAY,
        valid_to: now + 30 * DAY,
        ...values,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('price_list_item')
      .values({ price_list_id: id, item_id: items.roseParfum, amount_cents: 7000 })
      .execute();
    return id;
  };
  return {
    expired: await promo('OLDNEWS', { valid_from: now - 60 * DAY, valid_to: now - DAY }),
    notYetValid: await promo('SOON', { valid_from: now + DAY }),
    exhausted: await promo('USEDUP', { usage_limit: 3, usage_count: 3 }),
    switchedOff: await promo('PAUSED', { is_active: 0 }),
    lastUse: await promo('LASTONE', { usage_limit: 5, usage_count: 4 }),
  };
}

import { sql } from 'kysely';
import type { PriceListRule } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import type { Translations } from '../catalog/catalog.module.ts';

export type PromoCodeRecord = {
  id: number;
  name: string;
  nameTranslations: Translations;
  rule: PriceListRule;
  code: string;
  isActive: boolean;
  validFrom: number;
  validTo: number;
  usageLimit: number | null;
  usageCount: number;
};

/** Codes are matched without regard to case: travellers type them as they remember them. */
const codeColumn = sql<string>`upper(promo_code)`;

export class PromoCodesRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  /** The same repository, its statements run on `executor` (a transaction from `withTransaction`). */
  on(executor: Executor): PromoCodesRepository {
    return new PromoCodesRepository(executor);
  }

  /** `code` must already be upper-case. */
  async findByCode(code: string): Promise<PromoCodeRecord | undefined> {
    const row = await this.db
      .selectFrom('price_list')
      .select([
        'id',
        'name',
        'name_ar',
        'name_zh',
        'rule',
        'promo_code',
        'is_active',
        'valid_from',
        'valid_to',
        'usage_limit',
        'usage_count',
      ])
      .where('kind', '=', 'promo')
      .where(codeColumn, '=', code)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        name: row.name,
        nameTranslations: { ar: row.name_ar, zh: row.name_zh },
        rule: row.rule,
        code: row.promo_code ?? code,
        isActive: row.is_active === 1,
        validFrom: row.valid_from,
        validTo: row.valid_to,
        usageLimit: row.usage_limit,
        usageCount: row.usage_count,
      }
    );
  }

  /**
   * Counts one use of a code that is switched on, valid at `now` and not used up, in one conditional
   * update, so that two orders racing for the last use cannot both get it. Run it on the order's
   * transaction (`on`).
   */
  async redeem(code: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('price_list')
      .set((eb) => ({ usage_count: eb('usage_count', '+', 1) }))
      .where('kind', '=', 'promo')
      .where(codeColumn, '=', code)
      .where('is_active', '=', 1)
      .where('valid_from', '<=', now)
      .where('valid_to', '>=', now)
      .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('usage_count', '<', eb.ref('usage_limit'))]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

import type { Executor } from '../../db/transaction.ts';
import type { OfferPriceList, PriceListRecord, PriceListsService } from '../catalog/catalog.module.ts';

/**
 * Why a code gives no prices. The traveller is told SPEC §8's one message for each, except an expired code,
 * which is named as such (a code that once worked deserves to know why it stopped).
 */
type PromoCodeRefusal = 'unknown' | 'switchedOff' | 'notYetValid' | 'expired' | 'exhausted';

export type PromoCodeLookup =
  | { status: 'valid'; code: string; priceList: OfferPriceList }
  | { status: 'invalid'; code: string; reason: PromoCodeRefusal };

function refusal(promo: PriceListRecord | undefined, now: number): PromoCodeRefusal | null {
  if (!promo) return 'unknown';
  if (!promo.isActive) return 'switchedOff';
  if (now < promo.validFrom) return 'notYetValid';
  if (now > promo.validTo) return 'expired';
  if (promo.usageLimit !== null && promo.usageCount >= promo.usageLimit) return 'exhausted';
  return null;
}

/**
 * Promotion codes: a price list reached by its code, valid between its dates and, when it has a usage
 * limit, until used that many times. Looking a code up never counts a use; placing an order does (`redeem`).
 */
export class PromoCodesService {
  private readonly priceLists: PriceListsService;
  private readonly now: () => number;
  constructor(priceLists: PriceListsService, now: () => number) {
    this.priceLists = priceLists;
    this.now = now;
  }

  /** `code` as the contract's `promoCode` schema gives it: trimmed and upper-case. */
  async lookup(code: string): Promise<PromoCodeLookup> {
    const promo = await this.priceLists.promoCode(code);
    const reason = refusal(promo, this.now());
    if (reason !== null || !promo) return { status: 'invalid', code, reason: reason ?? 'unknown' };
    return { status: 'valid', code, priceList: await this.priceLists.withRates(promo) };
  }

  /**
   * For the checkout, inside the order's transaction: counts one use if the code is still valid and not
   * used up. False means the order must not get the promotion (another order took the last use).
   * `executor` is the order's transaction, from `withTransaction`.
   */
  redeem(code: string, executor: Executor): Promise<boolean> {
    return this.priceLists.redeemPromoCode(code, executor);
  }
}

export { applicablePriceList, type PriceListTerms } from './applicable-price-list.ts';
export { isolate, isolateLeftToRight } from './bidi.ts';
export type { AppliedBundle, BundleCandidateLine, BundleCharge } from './bundle.ts';
export { applyBundles } from './bundle.ts';
export type { FreeLine } from './buy-get.ts';
export { earnedBuyGetOffer, freeLineFor, givesAwayMoreThanItSells } from './buy-get.ts';
export type {
  CabinRate,
  TrolleyCustoms,
  TrolleyRuleItem,
  TrolleySaleJudgement,
  TrolleySaleLine,
  TrolleySaleRefusal,
} from './cabin-sale.ts';
export {
  changeDueMinor,
  dueInCurrency,
  judgeTrolleySale,
  onBoardDue,
  overAllowances,
  saleNeedsIdCheck,
} from './cabin-sale.ts';
export { convertCart } from './cart-currency.ts';
export { assertUsdRateMicros, convertFromUsd, USD_RATE_MICROS } from './currency-conversion.ts';
export type {
  AllowanceKind,
  AllowanceLimits,
  AllowanceUnit,
  AllowanceUse,
  CustomsKind,
  CustomsMeasure,
  GoodsValueAllowance,
  GoodsValueUse,
} from './customs-allowance.ts';
export { ALLOWANCE_KINDS, allowanceUnit, allowanceUses, goodsValueUsdMinor } from './customs-allowance.ts';
export { discountPercent } from './discount-percent.ts';
export { type DateLanguage, displayLocale, formatDisplayDate, formatLocalDateTime } from './display-date.ts';
export type { MilesSplit, MilesSplitLine, MilesSplitPart } from './miles-split.ts';
export {
  accrualOnMoney,
  maxMilesToSpend,
  moneyInCurrency,
  orderMilesValue,
  splitMilesAndMoney,
} from './miles-split.ts';
export type { Minor } from './money.ts';
export { divideRoundHalfAwayFromZero, fromMajor, toMajor } from './money.ts';
export type { CodePosition } from './money-format.ts';
export { DEFAULT_LOCALE, formatMiles, formatMoney, formatMoneyWithCode } from './money-format.ts';
export type {
  CartInput,
  CartLine,
  CartLineInput,
  FreeOfferLine,
  PaidCartLine,
  PricedCart,
} from './price-cart.ts';
export { priceCart } from './price-cart.ts';
export type { AppliedRule, LineInput, PricedLine, RuleChoice } from './price-line.ts';
export { lowestUnitPrice, priceLine } from './price-line.ts';
export type { IndividualRate, PriceList, PriceListBundle } from './price-list.ts';
export { assertPriceList, promoUnitPrice } from './price-list.ts';
export type { PricedCartAnswer, PricedCartAnswerLine } from './priced-cart-answer.ts';
export { pricedCartAnswer } from './priced-cart-answer.ts';
export type { BuyGetOffer, ItemId, PricedItem, VolumeTier } from './priced-item.ts';
export { assertPricedItem } from './priced-item.ts';
export { prorate } from './prorate.ts';
export type { AddToCartCheck, AddToCartRequest } from './purchase-rules.ts';
export {
  canDecreaseQuantity,
  canIncreaseQuantity,
  checkAddToCart,
  clampQuantity,
  isLowStock,
  LOW_STOCK_THRESHOLD,
  MAX_ORDER_QUANTITY,
} from './purchase-rules.ts';
export { salesRateApplies, unitPrice } from './unit-price.ts';
export { findVolumeTier, overlappingVolumeTiers, volumeTierPrice } from './volume-tier.ts';

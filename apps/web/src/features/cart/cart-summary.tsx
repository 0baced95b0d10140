import type { PriceCartResponse } from '@dutyfree/contracts';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../catalog/catalog-item.ts';

export type PriceCheck = 'checking' | 'confirmed' | 'failed' | 'idle';

interface CartSummaryProps {
  quote: PriceCartResponse;
  check: PriceCheck;
  /** Why checkout cannot start yet, translated; null when it can. */
  blocker: string | null;
  onCheckout: () => void;
}

/** Totals of the selected lines, the state of the server's price check, and the checkout button. */
export function CartSummary({ quote, check, blocker, onCheckout }: CartSummaryProps) {
  const { t } = useTranslation('cart');
  const money = (amount: number) => formatPrice(amount, quote.currency);
  const hintId = 'cart-checkout-hint';
  return (
    <>
      <dl className="cart-summary__totals">
        <div>
          <dt>{t('summary.items')}</dt>
          <dd>{quote.itemCount}</dd>
        </div>
        <div>
          <dt>{t('summary.subtotal')}</dt>
          <dd>
            <bdi>{money(quote.subtotal)}</bdi>
          </dd>
        </div>
        {quote.discountTotal > 0 && (
          <div className="cart-summary__discount">
            <dt>{t('summary.discount')}</dt>
            <dd>
              <bdi>−{money(quote.discountTotal)}</bdi>
            </dd>
          </div>
        )}
        <div className="cart-summary__total">
          <dt>{t('summary.total')}</dt>
          <dd>
            <bdi>{money(quote.total)}</bdi>
          </dd>
        </div>
      </dl>
      <p className={`cart-summary__check cart-summary__check--${check}`} role="status">
        {check === 'checking' && t('summary.checking')}
        {check === 'confirmed' && t('summary.confirmed')}
        {check === 'failed' && t('summary.failed')}
      </p>
      <Button
        variant="primary"
        size="lg"
        className="cart-summary__checkout"
        disabled={blocker !== null}
        aria-describedby={blocker ? hintId : undefined}
        onClick={onCheckout}
      >
        {t('summary.checkout')}
      </Button>
      {blocker && (
        <p id={hintId} className="cart-summary__hint">
          {blocker}
        </p>
      )}
    </>
  );
}

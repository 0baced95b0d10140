import type { PriceCartResponse } from '@dutyfree/contracts';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { QuoteTotals } from './price-breakdown.tsx';

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
  const hintId = 'cart-checkout-hint';
  return (
    <>
      <QuoteTotals quote={quote} withItemCount />
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

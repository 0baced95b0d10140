import type { CatalogItem } from '@dutyfree/contracts';
import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { BagIcon } from '../../components/icons.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { formatPrice } from '../catalog/catalog-item.ts';
import type { ProductActionsProps } from '../catalog/product-actions-context.tsx';
import { useOnBoardSale } from '../onboard/use-onboard-items.ts';
import { useAddToCart } from './use-add-to-cart.ts';
import { useLiveQuote } from './use-cart.ts';

/** What the catalogue shows in a product's action slot: the add-to-cart button (and on the product page, the price of the chosen quantity). */
export function CartProductActions({ item, quantity, busy, placement }: ProductActionsProps) {
  const { t } = useTranslation('cart');
  const { t: tOnBoard } = useTranslation('onboard');
  const sale = useOnBoardSale(item);
  const addToCart = useAddToCart();
  const hydrated = useHydrated();
  // One add at a time per button: a second press while a question is open must not add twice.
  const adding = useRef(false);

  async function add() {
    if (adding.current) return;
    adding.current = true;
    try {
      await addToCart(item, quantity);
    } finally {
      adding.current = false;
    }
  }

  const detail = placement === 'detail';
  // On board only what the flight carries can be ordered: the crew cannot bring anything else.
  if (sale === 'notOnFlight')
    return (
      <div className={`cart-actions cart-actions--${placement}`}>
        <p className="cart-actions__not-on-flight">{tOnBoard('notOnFlight')}</p>
      </div>
    );
  // Nothing to sell: a disabled control says so up front, rather than an add that only ends in a warning.
  // The warning stays for stock that runs out while the page is open (see useAddToCart).
  if (item.quantity <= 0) {
    return (
      <div className={`cart-actions cart-actions--${placement}`}>
        <Button
          variant="secondary"
          size={detail ? 'lg' : undefined}
          className="cart-actions__add cart-actions__add--sold-out"
          disabled
          aria-label={t('add.soldOutFor', { name: item.name })}
        >
          {t('add.soldOut')}
        </Button>
      </div>
    );
  }
  return (
    <div className={`cart-actions cart-actions--${placement}`}>
      {detail && <QuantityPrice item={item} quantity={quantity} />}
      <Button
        variant={detail ? 'primary' : 'outline-primary'}
        size={detail ? 'lg' : undefined}
        className="cart-actions__add"
        disabled={!hydrated || busy || sale === 'loading'}
        // The name starts with the visible words, so speech users can say what they see.
        aria-label={t('add.buttonFor', { name: item.name })}
        onClick={() => void add()}
      >
        <BagIcon className="cart-actions__icon" />
        {t('add.button')}
      </Button>
    </div>
  );
}

/**
 * Volume pricing shows live on the product page. The chosen quantity is priced by the
 * engine with the running offers and the promotion code, exactly as the cart will charge it.
 */
function QuantityPrice({ item, quantity }: { item: CatalogItem; quantity: number }) {
  const { t } = useTranslation('cart');
  const [line] = useLiveQuote([{ item, quantity }]).lines;
  if (!line) return null;
  const money = (amount: number) => formatPrice(amount, item.currency);
  return (
    <p className="cart-actions__price" aria-live="polite">
      {/* A sum reads left to right in every language; isolated, Arabic does not reorder its parts. */}
      <span dir="ltr">
        {t('add.quantityPrice', { quantity, unitPrice: money(line.unitPrice), total: money(line.lineTotal) })}
      </span>
      {line.appliedRule === 'volume' && (
        <span className="cart-note cart-note--deal">{t('notes.volumeApplied')}</span>
      )}
      {line.appliedRule === 'promo' && <span className="cart-note cart-note--deal">{t('notes.promo')}</span>}
    </p>
  );
}

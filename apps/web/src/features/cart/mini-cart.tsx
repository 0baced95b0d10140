import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { mainImage } from '../catalog/catalog-item.ts';
import { LinePriceBreakdown, QuoteTotals } from './price-breakdown.tsx';
import { useCart, useLiveQuote } from './use-cart.ts';

/**
 * SPEC §2 mini cart: the item count, a row per line with how its total comes about (list price, the offer
 * and bundle savings the engine gives, the line total) and the cart's subtotal, discount and total, so
 * what it lists adds up to what it charges.
 */
export function MiniCart() {
  const { t } = useTranslation('cart');
  const { cart } = useCart();
  const quote = useLiveQuote(cart);
  return (
    <div className="mini-cart__body">
      <p className="mini-cart__count">{t('mini.count', { count: quote.itemCount })}</p>
      {quote.lines.length === 0 ? (
        <p className="mini-cart__empty">{t('mini.empty')}</p>
      ) : (
        <>
          <ul className="mini-cart__rows">
            {quote.lines.map((line) => {
              const image = line.item ? mainImage(line.item) : undefined;
              return (
                <li key={`${line.itemId}-${line.isFreeOffer}`} className="mini-cart__row">
                  {image ? (
                    <img src={image.imageUrl} alt="" width="48" height="48" className="mini-cart__image" />
                  ) : (
                    <span className="mini-cart__image" aria-hidden="true" />
                  )}
                  <span className="mini-cart__name">{line.item?.name ?? t('lines.gift')}</span>
                  <div className="mini-cart__price">
                    {line.isFreeOffer ? (
                      t('lines.giftLine', {
                        quantity: t('lines.giftQuantity', { count: line.quantity }),
                        free: t('lines.free'),
                      })
                    ) : (
                      <LinePriceBreakdown line={line} currency={quote.currency} withTotal />
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          <QuoteTotals quote={quote} withItemCount={false} />
        </>
      )}
      <Dropdown.Item as={Link} to={paths.cart} className="btn btn-primary mini-cart__view">
        {t('mini.viewCart')}
      </Dropdown.Item>
    </div>
  );
}

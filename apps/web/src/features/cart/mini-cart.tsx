import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { formatPrice, mainImage } from '../catalog/catalog-item.ts';
import { useCart, useLiveQuote } from './use-cart.ts';

/**
 * SPEC §2 mini cart: the item count, a row per line with the unit price the engine charges (SPEC §9's
 * rule is one of its candidates, so what is shown is what is charged) and the total of the whole cart.
 */
export function MiniCart() {
  const { t } = useTranslation('cart');
  const { cart } = useCart();
  const quote = useLiveQuote(cart);
  const money = (amount: number) => formatPrice(amount, quote.currency);
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
                  <span className="mini-cart__price">
                    {line.isFreeOffer ? (
                      `${t('lines.giftQuantity', { count: line.quantity })}, ${t('lines.free')}`
                    ) : (
                      <bdi>
                        {t('mini.quantityPrice', { quantity: line.quantity, price: money(line.unitPrice) })}
                      </bdi>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="mini-cart__total">
            <span>{t('summary.total')}</span> <bdi>{money(quote.total)}</bdi>
          </p>
        </>
      )}
      <Dropdown.Item as={Link} to={paths.cart} className="btn btn-primary mini-cart__view">
        {t('mini.viewCart')}
      </Dropdown.Item>
    </div>
  );
}

import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BagIcon } from '../../components/icons.tsx';
import { MenuOnDemand } from '../../components/menu-on-demand.tsx';
import { paths } from '../../config/paths.ts';
import { useCartItemCount } from './use-cart.ts';

const loadMiniCart = () => import('./mini-cart.tsx').then((module) => module.MiniCart);

/**
 * The header's cart: a link to /cart with the total item count, and beside it a button that opens the
 * mini cart (SPEC §2: count, rows and total) without leaving the page; the mini cart loads when that
 * button is first about to be used.
 */
export function CartLink() {
  const { t } = useTranslation('layout');
  const { t: tCart } = useTranslation('cart');
  const itemCount = useCartItemCount();
  return (
    <MenuOnDemand
      className="cart-menu"
      align="end"
      menuClassName="mini-cart"
      before={
        // The accessible name ("Cart 2 items") starts with the visible text ("Cart 2"), so speech users can say what they see.
        <Link to={paths.cart} className="header-action">
          <BagIcon className="header-action__icon" />
          <span className="header-action__label">{t('header.cart')}</span>{' '}
          <Badge pill bg="accent" className="header-action__badge">
            {itemCount} <span className="visually-hidden">{t('header.cartItems', { count: itemCount })}</span>
          </Badge>
        </Link>
      }
      toggle={{
        id: 'mini-cart-toggle',
        split: true,
        className: 'header-action cart-menu__toggle',
        children: <span className="visually-hidden">{tCart('mini.toggle')}</span>,
      }}
      items={loadMiniCart}
    />
  );
}

import Badge from 'react-bootstrap/Badge';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BagIcon } from '../../components/icons.tsx';
import { paths } from '../../config/paths.ts';
import { MiniCart } from './mini-cart.tsx';
import { useCartItemCount } from './use-cart.ts';

/**
 * The header's cart: a link to /cart with the total item count, and beside it a button that opens the
 * mini cart (SPEC §2: count, rows and total) without leaving the page.
 */
export function CartLink() {
  const { t } = useTranslation('layout');
  const { t: tCart } = useTranslation('cart');
  const itemCount = useCartItemCount();
  return (
    <Dropdown className="cart-menu" align="end">
      {/* The accessible name ("Cart 2 items") starts with the visible text ("Cart 2"), so speech users can say what they see. */}
      <Link to={paths.cart} className="header-action">
        <BagIcon className="header-action__icon" />
        <span className="header-action__label">{t('header.cart')}</span>{' '}
        <Badge pill bg="accent" className="header-action__badge">
          {itemCount} <span className="visually-hidden">{t('header.cartItems', { count: itemCount })}</span>
        </Badge>
      </Link>
      <Dropdown.Toggle split variant="link" className="header-action cart-menu__toggle" id="mini-cart-toggle">
        <span className="visually-hidden">{tCart('mini.toggle')}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu className="mini-cart">
        <MiniCart />
      </Dropdown.Menu>
    </Dropdown>
  );
}

import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AppliedPromo, removePromo } from './cart-store.ts';
import { promoProductsPath } from './promo-code-form.tsx';

/** The promotion code the cart is priced with, a way to its products and a way to drop it. */
export function AppliedPromoNote({ promo }: { promo: AppliedPromo }) {
  const { t } = useTranslation('cart');
  return (
    <div className="applied-promo">
      <p className="applied-promo__text">
        {t('promo.applied', { code: promo.code, name: promo.priceList.name })}
      </p>
      <div className="applied-promo__actions">
        <Link to={promoProductsPath(promo.code)}>{t('promo.seeProducts')}</Link>
        <Button variant="link" className="applied-promo__remove" onClick={removePromo}>
          {t('promo.remove')}
          <span className="visually-hidden">: {promo.code}</span>
        </Button>
      </div>
    </div>
  );
}

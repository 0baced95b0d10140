import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import './home.css';

/** The home page's 'shop now' promotion block, leading to the quantity offers. */
export function ShopNow() {
  const { t } = useTranslation('catalog');
  const headingId = useId();
  return (
    <section className="shop-now" aria-labelledby={headingId}>
      <div className="shop-now__text">
        <p className="shop-now__kicker">{t('home.shopNow.kicker')}</p>
        <h2 id={headingId} className="shop-now__title">
          {t('home.shopNow.title')}
        </h2>
        <p className="shop-now__body">{t('home.shopNow.body')}</p>
      </div>
      <Link to={paths.promotions} className="btn btn-accent btn-lg shop-now__button">
        {t('home.shopNow.button')}
      </Link>
    </section>
  );
}

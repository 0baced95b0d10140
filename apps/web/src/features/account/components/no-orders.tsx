import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** What /account/orders shows a customer who has not ordered yet. */
export function NoOrders() {
  const { t } = useTranslation('account');
  return (
    <div className="account-empty">
      <p className="account-empty__title">{t('orders.empty')}</p>
      <p>{t('orders.emptyText')}</p>
      <Link to={paths.home} className="btn btn-primary">
        {t('orders.shop')}
      </Link>
    </div>
  );
}

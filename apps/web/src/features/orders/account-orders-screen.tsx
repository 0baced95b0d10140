import { useTranslation } from 'react-i18next';
import { AccountArea } from '../account/components/account-area.tsx';
import { MyOrders } from './my-orders.tsx';

export function Component() {
  const { t } = useTranslation('pages');
  return (
    <AccountArea title={t('titles.accountOrders')}>
      <MyOrders />
    </AccountArea>
  );
}

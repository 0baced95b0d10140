import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AccountArea } from '../account/components/account-area.tsx';
import { OrderDetail } from './order-detail.tsx';

export function Component() {
  const { t } = useTranslation('pages');
  const { id = '' } = useParams();
  return (
    <AccountArea title={t('titles.accountOrder')}>
      <OrderDetail orderCode={id.toUpperCase()} />
    </AccountArea>
  );
}

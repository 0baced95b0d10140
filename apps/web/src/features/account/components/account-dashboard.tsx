import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAccount } from '../use-account.ts';
import { AccountArea } from './account-area.tsx';
import { MilesBalance } from './miles-balance.tsx';

/**
 * SPEC §2 /account/dashboard: a greeting by username, and a loyalty member by first name (their username
 * is a sign-in name, not what they are called); loyalty members also see their miles.
 */
export function AccountDashboard({ title }: { title: string }) {
  const { t } = useTranslation('account');
  const { userInfo } = useAccount();
  return (
    <AccountArea title={title}>
      <p className="lead account-greeting">
        {t('dashboard.greeting', {
          username: (userInfo?.isShebamilesUser ? userInfo.firstName : userInfo?.username) ?? '',
        })}
      </p>
      <p>
        {t('dashboard.intro')} <Link to={paths.accountOrders}>{t('area.orders')}</Link>
        {' · '}
        <Link to={paths.accountDetails}>{t('area.details')}</Link>
      </p>
      {userInfo?.isShebamilesUser && <MilesBalance />}
    </AccountArea>
  );
}

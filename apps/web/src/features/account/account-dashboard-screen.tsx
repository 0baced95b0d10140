import { useTranslation } from 'react-i18next';
import { AccountDashboard } from './components/account-dashboard.tsx';

export function Component() {
  const { t } = useTranslation('pages');
  return <AccountDashboard title={t('titles.accountDashboard')} />;
}

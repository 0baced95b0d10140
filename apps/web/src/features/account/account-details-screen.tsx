import { useTranslation } from 'react-i18next';
import { AccountDetails } from './components/account-details.tsx';

export function Component() {
  const { t } = useTranslation('pages');
  return <AccountDetails title={t('titles.accountDetails')} />;
}

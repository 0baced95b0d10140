import { useTranslation } from 'react-i18next';
import { AccountChooser } from './components/account-chooser.tsx';
import { SignInPage } from './components/sign-in-page.tsx';

export function Component() {
  const { t } = useTranslation('pages');
  return (
    <SignInPage title={t('titles.account')}>
      <AccountChooser />
    </SignInPage>
  );
}

import { useTranslation } from 'react-i18next';
import { AccountChooser } from '../features/account/components/account-chooser.tsx';
import { SignInPage } from '../features/account/components/sign-in-page.tsx';

export function Component() {
  const { t } = useTranslation('pages');
  return (
    <SignInPage title={t('titles.account')}>
      <AccountChooser />
    </SignInPage>
  );
}

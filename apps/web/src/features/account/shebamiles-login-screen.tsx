import { useTranslation } from 'react-i18next';
import { ShebamilesLoginForm } from './components/shebamiles-login-form.tsx';
import { SignInPage } from './components/sign-in-page.tsx';

export function Component() {
  const { t } = useTranslation('pages');
  return (
    <SignInPage title={t('titles.shebamilesLogin')}>
      <ShebamilesLoginForm />
    </SignInPage>
  );
}

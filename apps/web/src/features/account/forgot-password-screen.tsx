import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from './components/forgot-password-form.tsx';
import { SignInPage } from './components/sign-in-page.tsx';

export function Component() {
  const { t } = useTranslation('pages');
  return (
    <SignInPage title={t('titles.forgotPassword')}>
      <ForgotPasswordForm />
    </SignInPage>
  );
}

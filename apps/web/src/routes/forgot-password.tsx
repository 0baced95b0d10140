import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../features/account/components/forgot-password-form.tsx';
import { SignInPage } from '../features/account/components/sign-in-page.tsx';

export function Component() {
  const { t } = useTranslation('pages');
  return (
    <SignInPage title={t('titles.forgotPassword')}>
      <ForgotPasswordForm />
    </SignInPage>
  );
}

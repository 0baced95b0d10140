import { useTranslation } from 'react-i18next';
import { ResetPasswordForm } from '../features/account/components/reset-password-form.tsx';
import { SignInPage } from '../features/account/components/sign-in-page.tsx';

export function Component() {
  const { t } = useTranslation('pages');
  return (
    <SignInPage title={t('titles.resetPassword')}>
      <ResetPasswordForm />
    </SignInPage>
  );
}

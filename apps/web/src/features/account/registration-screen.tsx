import { useTranslation } from 'react-i18next';
import { RegistrationForm } from './components/registration-form.tsx';
import { SignInPage } from './components/sign-in-page.tsx';

export function Component() {
  const { t } = useTranslation('pages');
  return (
    <SignInPage title={t('titles.registration')} wide>
      <RegistrationForm />
    </SignInPage>
  );
}

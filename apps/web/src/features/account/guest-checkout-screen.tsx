import { useTranslation } from 'react-i18next';
import { GuestCheckoutForm } from './components/guest-checkout-form.tsx';
import { SignInPage } from './components/sign-in-page.tsx';

export function Component() {
  const { t } = useTranslation('pages');
  return (
    <SignInPage title={t('titles.guestCheckout')}>
      <GuestCheckoutForm />
    </SignInPage>
  );
}

import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { SkipLink } from '../components/skip-link.tsx';
import { ToastRegion } from '../components/toast-region.tsx';
import { AccountSession } from '../features/account/components/account-session.tsx';
import { CartProvider } from '../features/cart/cart-provider.tsx';
import { CookieConsent } from '../features/consent/cookie-consent.tsx';
import { CheckoutOrderWatch } from '../features/orders/checkout-order-watch.tsx';
import { useFocusOnNavigation } from '../hooks/use-focus-on-navigation.ts';
import { useReplayEarlyTap } from './early-tap.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const MAIN_ID = 'main-content';

export function AppLayout() {
  const { t } = useTranslation('common');
  const mainRef = useRef<HTMLElement>(null);
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle';
  useFocusOnNavigation(mainRef);
  useReplayEarlyTap();

  return (
    <CartProvider>
      <SkipLink targetId={MAIN_ID}>{t('skipToContent')}</SkipLink>
      <CookieConsent focusAfterAcceptId={MAIN_ID} />
      <SiteHeader mainId={MAIN_ID} />
      {/* Screens are downloaded on first visit; the bar shows that the click was taken. */}
      <div className={loading ? 'route-progress is-active' : 'route-progress'} aria-hidden="true" />
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="site-main" aria-busy={loading}>
        <Outlet />
      </main>
      <SiteFooter />
      <ToastRegion closeLabel={t('closeNotification')} />
      <AccountSession />
      <CheckoutOrderWatch />
      <ScrollRestoration />
    </CartProvider>
  );
}

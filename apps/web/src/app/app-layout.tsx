import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, Outlet, ScrollRestoration, useNavigation } from 'react-router';
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

/**
 * Where a screen's scroll position is kept. Every page loaded in full (the return from the payment page,
 * a link from an e-mail, a reload) has the history key "default", so by the router's own key they would
 * all share one position: a page left scrolled to its footer would open the next full load, on another
 * address, at the footer too (a long Arabic page on a phone hid "thank you" and the order number). A full
 * load is kept under its address instead: a reload comes back where it was, another page opens at its top.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

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
      <ScrollRestoration getKey={scrollKey} />
    </CartProvider>
  );
}

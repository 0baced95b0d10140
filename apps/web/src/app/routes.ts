import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { loadLaterTranslations } from '../features/i18n/i18n.ts';
import { AppLayout } from './app-layout.tsx';
import { RootError, RouteError } from './route-error.tsx';
import { sessionLoader, shouldCheckSessionAgain } from './session-loader.ts';
import { StartupLoading } from './startup-loading.tsx';

type ScreenModule = Pick<RouteObject, 'Component'>;

// SPEC §2: "All routes below are exact matches", so letter case counts (/FAQ, /SearchResult, /Special).
// Every screen is its own chunk, downloaded on first visit, with the later translations beside it
// (features/i18n/namespace-groups.ts).
function screen(path: string, load: () => Promise<ScreenModule>): RouteObject {
  return {
    path,
    caseSensitive: true,
    lazy: () => Promise.all([load(), loadLaterTranslations()]).then(([module]) => module),
  };
}

// A catalogue screen, often a visit's first page and rendered on the server: its texts are all among the
// first page's, so it waits for nothing more.
function catalogueScreen(path: string, load: () => Promise<ScreenModule>): RouteObject {
  return { path, caseSensitive: true, lazy: load };
}

const screens: RouteObject[] = [
  catalogueScreen(paths.home, () => import('../features/home/home-screen.tsx')),
  screen(paths.cart, () => import('../features/cart/cart-screen.tsx')),
  screen(paths.account, () => import('../features/account/account-screen.tsx')),
  screen(paths.shebamilesLogin, () => import('../features/account/shebamiles-login-screen.tsx')),
  catalogueScreen(paths.newArrivals, () => import('../features/catalog/new-arrivals-screen.tsx')),
  catalogueScreen(paths.promotions, () => import('../features/catalog/promotions-screen.tsx')),
  catalogueScreen(paths.specialOffers, () => import('../features/catalog/special-offers-screen.tsx')),
  catalogueScreen(paths.collection, () => import('../features/catalog/collection-screen.tsx')),
  screen(paths.promocodeProducts, () => import('../features/cart/promocode-products-screen.tsx')),
  screen(paths.checkout, () => import('../features/checkout/checkout-screen.tsx')),
  screen(
    paths.guestRegistration,
    () => import('../features/guest-registration/guest-registration-screen.tsx'),
  ),
  catalogueScreen(paths.productDetail, () => import('../features/catalog/product-detail-screen.tsx')),
  screen(paths.contactUs, () => import('../features/content/contact-us-screen.tsx')),
  screen(paths.whatIsPreorder, () => import('../features/content/what-is-preorder-screen.tsx')),
  screen(paths.faq, () => import('../features/content/faq-screen.tsx')),
  screen(paths.howToOrder, () => import('../features/content/how-to-order-screen.tsx')),
  catalogueScreen(paths.searchResult, () => import('../features/search/search-result-screen.tsx')),
  screen(paths.termsAndConditions, () => import('../features/content/terms-and-conditions-screen.tsx')),
  catalogueScreen(paths.productList, () => import('../features/catalog/product-list-screen.tsx')),
  catalogueScreen(
    paths.productListByBrand,
    () => import('../features/catalog/product-list-by-brand-screen.tsx'),
  ),
  screen(paths.privacyPolicy, () => import('../features/content/privacy-policy-screen.tsx')),
  screen(paths.registration, () => import('../features/account/registration-screen.tsx')),
  screen(paths.guestCheckout, () => import('../features/account/guest-checkout-screen.tsx')),
  screen(paths.login, () => import('../features/account/login-screen.tsx')),
  screen(paths.confirmation, () => import('../features/orders/confirmation-screen.tsx')),
  screen(paths.paymentFailure, () => import('../features/orders/payment-failure-screen.tsx')),
  screen(paths.paymentCancel, () => import('../features/orders/payment-cancel-screen.tsx')),
  screen(paths.paymentPending, () => import('../features/orders/payment-pending-screen.tsx')),
  screen(paths.paymentError, () => import('../features/orders/payment-error-screen.tsx')),
  screen(paths.feedback, () => import('../features/engagement/feedback-screen.tsx')),
  screen(paths.forgotPassword, () => import('../features/account/forgot-password-screen.tsx')),
  screen(paths.accountDashboard, () => import('../features/account/account-dashboard-screen.tsx')),
  screen(paths.accountOrders, () => import('../features/orders/account-orders-screen.tsx')),
  screen(paths.accountOrder, () => import('../features/orders/account-order-screen.tsx')),
  screen(paths.accountDetails, () => import('../features/account/account-details-screen.tsx')),
  screen(paths.resetPassword, () => import('../features/account/reset-password-screen.tsx')),
  screen(paths.dutyFreeAllowances, () => import('../features/content/duty-free-allowances-screen.tsx')),
  catalogueScreen(paths.brands, () => import('../features/catalog/brands-screen.tsx')),
  screen(paths.afterSalesSupport, () => import('../features/content/after-sales-support-screen.tsx')),
  screen(paths.specialLanding, () => import('../features/content/special-landing-screen.tsx')),
  catalogueScreen(paths.travelExclusives, () => import('../features/catalog/travel-exclusives-screen.tsx')),
  catalogueScreen(paths.bestSellers, () => import('../features/catalog/best-sellers-screen.tsx')),
  catalogueScreen(paths.deals, () => import('../features/catalog/deals-screen.tsx')),
  screen(paths.orderTracking, () => import('../features/orders/order-tracking-screen.tsx')),
  catalogueScreen(paths.offers, () => import('../features/catalog/offers-screen.tsx')),
  screen(paths.aboutUs, () => import('../features/content/about-us-screen.tsx')),
  screen(paths.exception, () => import('../features/content/exception-screen.tsx')),
  screen(paths.notFound, () => import('../features/content/not-found-screen.tsx')),
  { path: '*', lazy: () => import('../features/content/not-found-screen.tsx') },
];

export const routes: RouteObject[] = [
  // The airline staff's area (not in SPEC §2): its own layout without the shop's header, cart and footer,
  // and one lazy chunk that routes its screens inside; shoppers never download it. It needs the start-up
  // tokens like every screen.
  {
    path: '/staff/*',
    loader: sessionLoader,
    shouldRevalidate: shouldCheckSessionAgain,
    HydrateFallback: StartupLoading,
    ErrorBoundary: RootError,
    lazy: () => import('../features/staff/staff-screen.tsx'),
  },
  {
    id: 'root',
    loader: sessionLoader,
    shouldRevalidate: shouldCheckSessionAgain,
    HydrateFallback: StartupLoading,
    Component: AppLayout,
    ErrorBoundary: RootError,
    // A pathless child holds the error boundary, so a failing screen still shows header and footer.
    children: [{ ErrorBoundary: RouteError, children: screens }],
  },
];

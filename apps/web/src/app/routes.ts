import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { AppLayout } from './app-layout.tsx';
import { RootError, RouteError } from './route-error.tsx';
import { sessionLoader, shouldCheckSessionAgain } from './session-loader.ts';
import { StartupLoading } from './startup-loading.tsx';

type ScreenModule = Pick<RouteObject, 'Component'>;

// SPEC §2: "All routes below are exact matches", so letter case counts (/FAQ, /SearchResult, /Special).
// Every screen is its own chunk, downloaded on first visit.
function screen(path: string, load: () => Promise<ScreenModule>): RouteObject {
  return { path, caseSensitive: true, lazy: load };
}

const screens: RouteObject[] = [
  screen(paths.home, () => import('../routes/home.tsx')),
  screen(paths.cart, () => import('../routes/cart.tsx')),
  screen(paths.account, () => import('../routes/account.tsx')),
  screen(paths.shebamilesLogin, () => import('../routes/shebamiles-login.tsx')),
  screen(paths.newArrivals, () => import('../routes/new-arrivals.tsx')),
  screen(paths.promotions, () => import('../routes/promotions.tsx')),
  screen(paths.specialOffers, () => import('../routes/special-offers.tsx')),
  screen(paths.collection, () => import('../routes/collection.tsx')),
  screen(paths.promocodeProducts, () => import('../routes/promocode-products.tsx')),
  screen(paths.checkout, () => import('../routes/checkout.tsx')),
  screen(paths.guestRegistration, () => import('../routes/guest-registration.tsx')),
  screen(paths.productDetail, () => import('../routes/product-detail.tsx')),
  screen(paths.contactUs, () => import('../routes/contact-us.tsx')),
  screen(paths.whatIsPreorder, () => import('../routes/what-is-preorder.tsx')),
  screen(paths.faq, () => import('../routes/faq.tsx')),
  screen(paths.howToOrder, () => import('../routes/how-to-order.tsx')),
  screen(paths.searchResult, () => import('../routes/search-result.tsx')),
  screen(paths.termsAndConditions, () => import('../routes/terms-and-conditions.tsx')),
  screen(paths.productList, () => import('../routes/product-list.tsx')),
  screen(paths.productListByBrand, () => import('../routes/product-list-by-brand.tsx')),
  screen(paths.privacyPolicy, () => import('../routes/privacy-policy.tsx')),
  screen(paths.registration, () => import('../routes/registration.tsx')),
  screen(paths.guestCheckout, () => import('../routes/guest-checkout.tsx')),
  screen(paths.login, () => import('../routes/login.tsx')),
  screen(paths.confirmation, () => import('../routes/confirmation.tsx')),
  screen(paths.paymentFailure, () => import('../routes/payment-failure.tsx')),
  screen(paths.paymentCancel, () => import('../routes/payment-cancel.tsx')),
  screen(paths.paymentPending, () => import('../routes/payment-pending.tsx')),
  screen(paths.paymentError, () => import('../routes/payment-error.tsx')),
  screen(paths.feedback, () => import('../routes/feedback.tsx')),
  screen(paths.forgotPassword, () => import('../routes/forgot-password.tsx')),
  screen(paths.accountDashboard, () => import('../routes/account-dashboard.tsx')),
  screen(paths.accountOrders, () => import('../routes/account-orders.tsx')),
  screen(paths.accountOrder, () => import('../routes/account-order.tsx')),
  screen(paths.accountDetails, () => import('../routes/account-details.tsx')),
  screen(paths.resetPassword, () => import('../routes/reset-password.tsx')),
  screen(paths.dutyFreeAllowances, () => import('../routes/duty-free-allowances.tsx')),
  screen(paths.brands, () => import('../routes/brands.tsx')),
  screen(paths.afterSalesSupport, () => import('../routes/after-sales-support.tsx')),
  screen(paths.specialLanding, () => import('../routes/special-landing.tsx')),
  screen(paths.travelExclusives, () => import('../routes/travel-exclusives.tsx')),
  screen(paths.bestSellers, () => import('../routes/best-sellers.tsx')),
  screen(paths.deals, () => import('../routes/deals.tsx')),
  screen(paths.orderTracking, () => import('../routes/order-tracking.tsx')),
  screen(paths.offers, () => import('../routes/offers.tsx')),
  screen(paths.aboutUs, () => import('../routes/about-us.tsx')),
  screen(paths.exception, () => import('../routes/exception.tsx')),
  screen(paths.notFound, () => import('../routes/not-found.tsx')),
  { path: '*', lazy: () => import('../routes/not-found.tsx') },
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
    lazy: () => import('../routes/staff.tsx'),
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

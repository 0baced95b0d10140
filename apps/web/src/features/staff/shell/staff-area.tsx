import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { SkipLink } from '../../../components/skip-link.tsx';
import { ToastRegion } from '../../../components/toast-region.tsx';
import { useFocusOnNavigation } from '../../../hooks/use-focus-on-navigation.ts';
import '../staff-locales.ts';
import { BannersPage } from '../catalogue/banners-page.tsx';
import { BrandsPage } from '../catalogue/brands-page.tsx';
import { CategoriesPage } from '../catalogue/categories-page.tsx';
import { CustomsRulesPage } from '../catalogue/customs-rules-page.tsx';
import { ItemFormPage } from '../catalogue/item-form-page.tsx';
import { ItemsPage } from '../catalogue/items-page.tsx';
import { PurchaseRulesPage } from '../catalogue/purchase-rules-page.tsx';
import { SpecialLandingPage } from '../catalogue/special-landing-page.tsx';
import { FlightPicker } from '../crew/flight-picker.tsx';
import { PackingListPage } from '../crew/packing-list-page.tsx';
import { PeoplePage } from '../people/people-page.tsx';
import { SetPasswordPage } from '../people/set-password-page.tsx';
import { ExchangeRatesPage } from '../prices/exchange-rates-page.tsx';
import { PriceListFormPage } from '../prices/price-list-form-page.tsx';
import { PriceListsPage } from '../prices/price-lists-page.tsx';
import { FlightFormPage } from '../schedule/flight-form-page.tsx';
import { SchedulePage } from '../schedule/schedule-page.tsx';
import { staffPaths } from '../shared/staff-paths.ts';
import { useStaffSession } from '../shared/staff-session.ts';
import { AuditLogPage } from '../trade/audit-log-page.tsx';
import { CustomersPage } from '../trade/customers-page.tsx';
import { DashboardPage } from '../trade/dashboard-page.tsx';
import { OrderPage } from '../trade/order-page.tsx';
import { OrdersPage } from '../trade/orders-page.tsx';
import { StaffHeader } from './staff-header.tsx';
import { StaffSignInPage } from './staff-sign-in-page.tsx';
import './staff.css';

const MAIN_ID = 'staff-main';

/** Relative to '/staff/*': the route table hands the whole area to this component. */
const inArea = (path: string) => path.replace(/^\/staff\/?/, '');

// Route objects rather than <Routes>/<Route> elements: useRoutes is in the router code every page loads
// already, so the area's routing adds nothing to the shopper's download.
const screens: RouteObject[] = [
  { path: inArea(staffPaths.signIn), element: <StaffSignInPage /> },
  { path: inArea(staffPaths.setPassword), element: <SetPasswordPage /> },
  { path: inArea(staffPaths.flights), element: <SignedIn screen={<FlightPicker />} /> },
  { path: inArea(staffPaths.packingList), element: <SignedIn screen={<PackingListPage />} /> },
  { path: inArea(staffPaths.audit), element: <SignedIn screen={<AuditLogPage />} /> },
  { path: inArea(staffPaths.items), element: <SignedIn screen={<ItemsPage />} /> },
  { path: inArea(staffPaths.newItem), element: <SignedIn screen={<ItemFormPage />} /> },
  { path: inArea(staffPaths.item), element: <SignedIn screen={<ItemFormPage />} /> },
  { path: inArea(staffPaths.priceLists), element: <SignedIn screen={<PriceListsPage />} /> },
  { path: inArea(staffPaths.newPriceList), element: <SignedIn screen={<PriceListFormPage />} /> },
  { path: inArea(staffPaths.priceList), element: <SignedIn screen={<PriceListFormPage />} /> },
  { path: inArea(staffPaths.exchangeRates), element: <SignedIn screen={<ExchangeRatesPage />} /> },
  { path: inArea(staffPaths.orders), element: <SignedIn screen={<OrdersPage />} /> },
  { path: inArea(staffPaths.order), element: <SignedIn screen={<OrderPage />} /> },
  { path: inArea(staffPaths.customers), element: <SignedIn screen={<CustomersPage />} /> },
  { path: inArea(staffPaths.dashboard), element: <SignedIn screen={<DashboardPage />} /> },
  { path: inArea(staffPaths.schedule), element: <SignedIn screen={<SchedulePage />} /> },
  { path: inArea(staffPaths.newFlight), element: <SignedIn screen={<FlightFormPage />} /> },
  { path: inArea(staffPaths.scheduledFlight), element: <SignedIn screen={<FlightFormPage />} /> },
  { path: inArea(staffPaths.brands), element: <SignedIn screen={<BrandsPage />} /> },
  { path: inArea(staffPaths.categories), element: <SignedIn screen={<CategoriesPage />} /> },
  { path: inArea(staffPaths.purchaseRules), element: <SignedIn screen={<PurchaseRulesPage />} /> },
  { path: inArea(staffPaths.customsRules), element: <SignedIn screen={<CustomsRulesPage />} /> },
  { path: inArea(staffPaths.banners), element: <SignedIn screen={<BannersPage />} /> },
  { path: inArea(staffPaths.specialLanding), element: <SignedIn screen={<SpecialLandingPage />} /> },
  { path: inArea(staffPaths.people), element: <SignedIn screen={<PeoplePage />} /> },
  { path: '*', element: <Navigate to={staffPaths.flights} replace /> },
];

/**
 * The airline staff's area: its own slim header (no shop header, cart or footer), its own translations
 * (the `staff` namespace, loaded on first visit) and its own screens. Everything but the sign-in page
 * needs a signed-in staff member; the token lives in memory only (staff-session.ts).
 */
export function StaffArea() {
  const { t, ready } = useTranslation('staff');
  const { t: common } = useTranslation('common');
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);
  const screen = useRoutes(screens);

  // The staff translations are a chunk of their own, fetched on the first visit.
  if (!ready) return <LoadingIndicator label={common('loading')} fullPage />;

  return (
    <div className="staff-area">
      <SkipLink targetId={MAIN_ID}>{t('layout.skipToContent')}</SkipLink>
      <StaffHeader />
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="staff-main container-fluid">
        {screen}
      </main>
      <ToastRegion closeLabel={t('layout.closeNotification')} />
    </div>
  );
}

/** Sends a visitor without a staff session to sign in, and back here afterwards. */
function SignedIn({ screen }: { screen: React.ReactNode }) {
  const session = useStaffSession();
  const location = useLocation();
  if (!session) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`${staffPaths.signIn}?next=${encodeURIComponent(next)}`} replace />;
  }
  return screen;
}

import type { DashboardResponse } from '@dutyfree/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminOnly } from '../back-office/admin-only.tsx';
import { LoadFailure } from '../back-office/load-failure.tsx';
import { formatMinorAmount } from '../shared/staff-format.ts';
import { useDashboard } from './api/get-dashboard.ts';
import type { DashboardChartProps } from './dashboard-chart.tsx';

// The chart library is downloaded when the dashboard is first shown, never with the rest of the area.
const DashboardChart = lazy(() => import('./dashboard-chart.tsx'));

/** The last 30 days: orders and revenue per day and per flight, trolley sales, top items, low stock. Admins only. */
export function DashboardPage() {
  const { t } = useTranslation('staff');
  return (
    <AdminOnly title={t('dashboard.title')}>
      <Dashboard />
    </AdminOnly>
  );
}

function Dashboard() {
  const { t } = useTranslation('staff');
  const dashboard = useDashboard();
  return (
    <>
      <PageTitle>{t('dashboard.title')}</PageTitle>
      {dashboard.isPending ? (
        <LoadingIndicator label={t('dashboard.loading')} />
      ) : dashboard.isError ? (
        <LoadFailure error={dashboard.error} retry={() => void dashboard.refetch()} />
      ) : (
        <DashboardFigures figures={dashboard.data} />
      )}
    </>
  );
}

const dollars = (cents: number) => Math.round(cents) / 100;
const usd = (cents: number) => formatMinorAmount(cents, 'USD');

function DashboardFigures({ figures }: { figures: DashboardResponse }) {
  const { t, i18n } = useTranslation('staff');
  const rtl = i18n.dir() === 'rtl';
  const days = figures.days.map((day) => day.day.slice(5));
  const totalOrders = figures.days.reduce((sum, day) => sum + day.orders, 0);
  const totalRevenue = figures.days.reduce((sum, day) => sum + day.revenueCents, 0);
  const totalMiles = figures.days.reduce((sum, day) => sum + day.revenueMiles, 0);

  return (
    <div className="dashboard">
      <p>{t('dashboard.totals', { count: totalOrders, revenue: usd(totalRevenue) })}</p>
      <p>{t('dashboard.milesTotal', { miles: totalMiles.toLocaleString('en') })}</p>
      <p>
        {t('dashboard.trolley', {
          sales: figures.trolley.trolleySales,
          differences: figures.trolley.flightsWithDifferences,
        })}
      </p>
      <section aria-labelledby="dashboard-per-day" className="dashboard__section">
        <h2 id="dashboard-per-day" className="h5">
          {t('dashboard.perDay')}
        </h2>
        <div className="dashboard__charts">
          <Chart
            kind="line"
            labels={days}
            values={figures.days.map((day) => day.orders)}
            label={t('dashboard.orders')}
            summary={t('dashboard.ordersChart', { count: totalOrders })}
            rtl={rtl}
          />
          <Chart
            kind="bar"
            labels={days}
            values={figures.days.map((day) => dollars(day.revenueCents))}
            label={t('dashboard.revenueUsd')}
            summary={t('dashboard.revenueChart', { revenue: usd(totalRevenue) })}
            rtl={rtl}
          />
        </div>
        <details className="dashboard__figures">
          <summary>{t('dashboard.asTable')}</summary>
          <FiguresTable
            caption={t('dashboard.perDay')}
            first={t('dashboard.day')}
            rows={figures.days.map((day) => ({ key: day.day, name: day.day, ...day }))}
          />
        </details>
      </section>

      <section aria-labelledby="dashboard-per-flight" className="dashboard__section">
        <h2 id="dashboard-per-flight" className="h5">
          {t('dashboard.perFlight')}
        </h2>
        {figures.flights.length === 0 ? (
          <p className="staff-empty">{t('dashboard.noOrders')}</p>
        ) : (
          <>
            <Chart
              kind="bar"
              labels={figures.flights.map((flight) => flight.flightNumber)}
              values={figures.flights.map((flight) => dollars(flight.revenueCents))}
              label={t('dashboard.revenueUsd')}
              summary={t('dashboard.flightsChart', { count: figures.flights.length })}
              rtl={rtl}
            />
            <FiguresTable
              caption={t('dashboard.perFlight')}
              first={t('orders.flightNumber')}
              rows={figures.flights.map((flight) => ({
                key: flight.flightNumber,
                name: flight.flightNumber,
                ...flight,
              }))}
            />
          </>
        )}
      </section>

      <div className="dashboard__lists">
        <section aria-labelledby="dashboard-top-items" className="dashboard__section">
          <h2 id="dashboard-top-items" className="h5">
            {t('dashboard.topItems')}
          </h2>
          {figures.topItems.length === 0 ? (
            <p className="staff-empty">{t('dashboard.noOrders')}</p>
          ) : (
            <ItemFigures
              columns={[t('dashboard.units'), t('dashboard.revenueUsd')]}
              rows={figures.topItems.map((item) => ({
                ...item,
                figures: [String(item.quantity), usd(item.revenueCents)],
              }))}
            />
          )}
        </section>
        <section aria-labelledby="dashboard-low-stock" className="dashboard__section">
          <h2 id="dashboard-low-stock" className="h5">
            {t('dashboard.lowStock')}
          </h2>
          {figures.lowStock.length === 0 ? (
            <p className="staff-empty">{t('dashboard.noLowStock')}</p>
          ) : (
            <ItemFigures
              columns={[t('items.stock')]}
              rows={figures.lowStock.map((item) => ({ ...item, figures: [String(item.stock)] }))}
            />
          )}
        </section>
      </div>
    </div>
  );
}

function Chart(props: DashboardChartProps) {
  const { t } = useTranslation('staff');
  return (
    <Suspense fallback={<LoadingIndicator label={t('dashboard.loadingChart')} />}>
      <DashboardChart {...props} />
    </Suspense>
  );
}

/** Orders and revenue by day or flight: every figure the charts draw, as text. */
function FiguresTable({
  caption,
  first,
  rows,
}: {
  caption: string;
  first: string;
  rows: { key: string; name: string; orders: number; revenueCents: number; revenueMiles: number }[];
}) {
  const { t } = useTranslation('staff');
  return (
    <div className="table-responsive">
      <table className="table table-sm">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col" className="text-end">
              {t('dashboard.orders')}
            </th>
            <th scope="col" className="text-end">
              {t('dashboard.revenueUsd')}
            </th>
            <th scope="col" className="text-end">
              {t('dashboard.revenueMiles')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="fw-normal text-nowrap">
                {row.name}
              </th>
              <td className="text-end">{row.orders}</td>
              <td className="text-end text-nowrap">{usd(row.revenueCents)}</td>
              <td className="text-end text-nowrap">{row.revenueMiles.toLocaleString('en')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Items with a figure or two each (units sold and revenue, or stock left), by code and name. */
function ItemFigures({
  columns,
  rows,
}: {
  columns: string[];
  rows: { itemId: number; itemCode: string; name: string; figures: string[] }[];
}) {
  const { t } = useTranslation('staff');
  return (
    <table className="table table-sm">
      <thead>
        <tr>
          <th scope="col">{t('items.name')}</th>
          {columns.map((column) => (
            <th key={column} scope="col" className="text-end">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.itemId}>
            <td>
              <code>{row.itemCode}</code> {row.name}
            </td>
            {row.figures.map((figure, n) => (
              <td key={columns[n]} className="text-end text-nowrap">
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

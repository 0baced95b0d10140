import { type BackOfficeOrderRow, type OrderSearch, orderStatuses } from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SelectField, TextField } from '../../../components/form-field.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminOnly } from '../back-office/admin-only.tsx';
import { KeysetPager, useKeysetPages } from '../back-office/keyset-pager.tsx';
import { LoadFailure } from '../back-office/load-failure.tsx';
import { formatMinorAmount, useStaffTime } from '../shared/staff-format.ts';
import { orderPath } from '../shared/staff-paths.ts';
import { useOrderSearch } from './api/search-orders.ts';

/** The shop's orders, newest first: find them by number, e-mail, flight, days placed and status. Admins only. */
export function OrdersPage() {
  const { t } = useTranslation('staff');
  return (
    <AdminOnly title={t('orders.title')}>
      <OrderSearchScreen />
    </AdminOnly>
  );
}

const FIELDS = [
  'orderCode',
  'traveller',
  'ticketNumber',
  'email',
  'flightNumber',
  'from',
  'to',
  'status',
] as const;
type Typed = Record<(typeof FIELDS)[number], string>;
const NOTHING_TYPED = Object.fromEntries(FIELDS.map((name) => [name, ''])) as Typed;

/** The filters filled in; empty ones are left out of the call. */
function searchOf(typed: Typed): OrderSearch {
  return Object.fromEntries(
    FIELDS.map((field) => [field, typed[field].trim()]).filter(([, value]) => value !== ''),
  ) as OrderSearch;
}

function OrderSearchScreen() {
  const { t } = useTranslation('staff');
  const [typed, setTyped] = useState<Typed>(NOTHING_TYPED);
  const [search, setSearch] = useState<OrderSearch>({});
  const pages = useKeysetPages();
  const orders = useOrderSearch(search, pages.cursor);
  const field = (name: keyof Typed) => ({
    id: `order-${name}`,
    value: typed[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setTyped((old) => ({ ...old, [name]: event.target.value })),
  });

  return (
    <>
      <PageTitle>{t('orders.title')}</PageTitle>
      <Form
        role="search"
        aria-label={t('orders.search')}
        className="back-office-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(searchOf(typed));
          pages.reset();
        }}
      >
        <TextField label={t('orders.orderCode')} {...field('orderCode')} autoComplete="off" />
        <TextField label={t('orders.traveller')} {...field('traveller')} autoComplete="off" />
        <TextField
          label={t('orders.ticketNumber')}
          inputMode="numeric"
          {...field('ticketNumber')}
          autoComplete="off"
        />
        <TextField label={t('orders.email')} type="email" {...field('email')} autoComplete="off" />
        <TextField label={t('orders.flightNumber')} {...field('flightNumber')} autoComplete="off" />
        <TextField label={t('orders.from')} type="date" {...field('from')} />
        <TextField label={t('orders.to')} type="date" {...field('to')} />
        <SelectField label={t('orders.status')} {...field('status')}>
          <option value="">{t('orders.anyStatus')}</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`orderStatuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <div className="back-office-filters__actions">
          <Button type="submit" variant="primary">
            {t('orders.searchSubmit')}
          </Button>
          <Button
            type="button"
            variant="outline-secondary"
            onClick={() => {
              setTyped(NOTHING_TYPED);
              setSearch({});
              pages.reset();
            }}
          >
            {t('orders.clear')}
          </Button>
        </div>
      </Form>
      {orders.isPending ? (
        <LoadingIndicator label={t('orders.loading')} />
      ) : orders.isError ? (
        <LoadFailure error={orders.error} retry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <p className="staff-empty">{t('orders.noneFound')}</p>
      ) : (
        <>
          <div className="table-responsive">
            <table className="table table-sm back-office-table" aria-busy={orders.isPlaceholderData}>
              <caption className="visually-hidden">{t('orders.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('orders.orderCode')}</th>
                  <th scope="col">{t('orders.placedAt')}</th>
                  <th scope="col">{t('orders.customer')}</th>
                  <th scope="col">{t('orders.flightNumber')}</th>
                  <th scope="col">{t('orders.status')}</th>
                  <th scope="col" className="text-end">
                    {t('orders.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.data.orders.map((order) => (
                  <OrderRow key={order.id} order={order} />
                ))}
              </tbody>
            </table>
          </div>
          <KeysetPager
            label={t('orders.pages')}
            pages={pages}
            nextKey={orders.data.nextBefore}
            loading={orders.isPlaceholderData}
          />
        </>
      )}
    </>
  );
}

function OrderRow({ order }: { order: BackOfficeOrderRow }) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  return (
    <tr>
      <td className="text-nowrap">
        <Link to={orderPath(order.orderCode)}>
          <code>{order.orderCode}</code>
        </Link>
      </td>
      <td className="text-nowrap">{time(order.placedAt)}</td>
      <td>
        {order.customerName}
        <br />
        <small className="text-body-secondary">{order.email}</small>
      </td>
      <td className="text-nowrap">{order.flightNumber}</td>
      <td>{t(`orderStatuses.${order.status}`)}</td>
      <td className="text-end text-nowrap">
        <OrderTotal order={order} />
      </td>
    </tr>
  );
}

/** What the order costs: its miles when paid in miles (no money came in), else its US dollars. */
export function OrderTotal({ order }: { order: BackOfficeOrderRow }) {
  const { t } = useTranslation('staff');
  const miles = t('orders.inMiles', { miles: order.totalMiles.toLocaleString('en') });
  if (order.paymentOption === 'Miles') return miles;
  // Miles and money (0059): both parts, where the detail says what was paid in money.
  if (order.totalMiles > 0 && order.moneyCents !== undefined)
    return `${miles} + ${formatMinorAmount(order.moneyCents, 'USD')}`;
  return formatMinorAmount(order.totalCents, 'USD');
}

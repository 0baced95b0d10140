import {
  type ActionPrivilege,
  actionPrivileges,
  apiPaths,
  type StockMovement,
  stockMovementsResponse,
} from '@dutyfree/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { staffClient } from './api/staff-client.ts';
import { staffQueryKeys } from './api/staff-query-keys.ts';
import { useStaffTime } from './staff-format.ts';
import { useStaffFailureMessage } from './staff-messages.ts';

// The movements that made a stock figure what it is: an item's warehouse stock, or a flight's trolley.
// Every sale, return and admin's change is one row, newest first, so that an admin can see why a figure
// moved (and who moved it) before changing it.

type StockOf = { itemId: number } | { flightId: number };

const requestOf = (of: StockOf) =>
  'itemId' in of
    ? {
        path: apiPaths.backOfficeItemStockMovements,
        privilege: actionPrivileges.backOfficeItems as ActionPrivilege,
        query: { itemId: of.itemId },
        key: staffQueryKeys.itemStock(of.itemId),
      }
    : {
        path: apiPaths.backOfficeFlightStockMovements,
        privilege: actionPrivileges.backOfficeFlights as ActionPrivilege,
        query: { flightId: of.flightId },
        key: staffQueryKeys.flightStock(of.flightId),
      };

function useStockMovements(of: StockOf) {
  const { path, privilege, query, key } = requestOf(of);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      staffClient.get(path, { privilege, schema: stockMovementsResponse, query, signal }),
  });
}

/** '+12' or '−3': a movement's units, signed, kept left to right inside Arabic text. */
const signed = (quantity: number) =>
  `\u2068${quantity > 0 ? '+' : quantity < 0 ? '\u2212' : ''}${Math.abs(quantity)}\u2069`;

export function StockHistory({ of }: { of: StockOf }) {
  const { t } = useTranslation('staff');
  const movements = useStockMovements(of);
  const failureMessage = useStaffFailureMessage();
  const time = useStaffTime();
  const onFlight = 'flightId' in of;
  const who = (movement: StockMovement) =>
    movement.staffName ?? (movement.orderCode ? t('stockHistory.order', { code: movement.orderCode }) : '—');
  return (
    <section className="back-office-section" aria-labelledby="stock-history-title">
      <h2 id="stock-history-title">{t('stockHistory.title')}</h2>
      <p>{onFlight ? t('stockHistory.introFlight') : t('stockHistory.introItem')}</p>
      {movements.isPending ? (
        <LoadingIndicator label={t('stockHistory.loading')} />
      ) : movements.isError ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(movements.error)}
        </div>
      ) : movements.data.movements.length === 0 ? (
        <p className="staff-empty">{t('stockHistory.empty')}</p>
      ) : (
        // Wider than a phone: the table scrolls sideways, so its region takes the keyboard's focus to scroll.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        <section className="table-responsive" aria-labelledby="stock-history-title" tabIndex={0}>
          <table className="table table-sm back-office-table">
            <caption className="visually-hidden">{t('stockHistory.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('stockHistory.when')}</th>
                {onFlight && <th scope="col">{t('stockHistory.item')}</th>}
                <th scope="col">{t('stockHistory.kind')}</th>
                <th scope="col" className="text-end">
                  {t('stockHistory.quantity')}
                </th>
                <th scope="col">{t('stockHistory.reason')}</th>
                <th scope="col">{t('stockHistory.who')}</th>
              </tr>
            </thead>
            <tbody>
              {movements.data.movements.map((movement) => (
                <tr key={movement.id}>
                  <td className="text-nowrap">{time(movement.at)}</td>
                  {onFlight && <td>{movement.itemCode}</td>}
                  <td>{t(`stockHistory.kinds.${movement.kind}`)}</td>
                  <td className="text-end">{signed(movement.quantity)}</td>
                  <td>
                    {movement.reason
                      ? t(`stockHistory.reasons.${movement.reason}`, { defaultValue: movement.reason })
                      : '—'}
                  </td>
                  <td>{who(movement)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

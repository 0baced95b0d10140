import type { TrolleyReconciliation as Reconciliation } from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { showToast } from '../../../lib/toast-store.ts';
import { formatAmount, useStaffTime } from '../shared/staff-format.ts';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';
import { downloadReconciliationCsv, useTrolleyReconciliation } from './api/trolley-reconciliation.ts';

/** '+2' or '−3', kept left to right inside Arabic text; 0 as it is. */
const signed = (figure: string, negative: boolean, positive: boolean) =>
  `\u2068${positive ? '+' : negative ? '\u2212' : ''}${figure}\u2069`;

/**
 * The flight's trolley as the crew closed it on arrival: each item's expected figure (loaded − handed over
 * − sold + not collected) beside the crew's count and the reason for a difference, and the cash by currency
 * against what the crew's actions say. Nothing until the trolley is closed.
 */
export function TrolleyReconciliation({ flightId }: { flightId: number }) {
  const { t } = useTranslation('staff');
  const reconciliation = useTrolleyReconciliation(flightId);
  const failureMessage = useStaffFailureMessage();
  return (
    <section className="back-office-section" aria-labelledby="trolley-title">
      <h2 id="trolley-title">{t('trolley.title')}</h2>
      <p>{t('trolley.intro')}</p>
      {reconciliation.isPending ? (
        <LoadingIndicator label={t('trolley.loading')} />
      ) : reconciliation.isError ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(reconciliation.error)}
        </div>
      ) : reconciliation.data.reconciliation === null ? (
        <p className="staff-empty">{t('trolley.notClosed')}</p>
      ) : (
        <Closed closed={reconciliation.data.reconciliation} />
      )}
    </section>
  );
}

function Closed({ closed }: { closed: Reconciliation }) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  const failureMessage = useStaffFailureMessage();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadReconciliationCsv(
        closed.flightId,
        `trolley-${closed.flightNumber.replace(/\s+/g, '')}-${closed.departureAt.slice(0, 10)}.csv`,
      );
    } catch (error) {
      showToast({ variant: 'warning', title: t('trolley.csvFailed'), message: failureMessage(error) });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <p>
        {t('trolley.closedBy', { name: closed.closedBy, time: time(closed.closedAt) })}{' '}
        {closed.differences === 0
          ? t('trolley.noDifference')
          : t('trolley.differences', { differences: closed.differences })}{' '}
        {t('trolley.returned', { units: closed.returnedUnits })}
      </p>
      <Button variant="outline-primary" onClick={() => void download()} disabled={downloading}>
        {downloading ? t('trolley.downloading') : t('trolley.downloadCsv')}
      </Button>
      <div className="table-responsive">
        <table className="table table-sm">
          <caption>{t('trolley.items')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('items.name')}</th>
              {(
                ['loaded', 'handedOver', 'sold', 'notCollected', 'expected', 'counted', 'difference'] as const
              ).map((column) => (
                <th key={column} scope="col" className="text-end">
                  {t(`trolley.${column}`)}
                </th>
              ))}
              <th scope="col">{t('trolley.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {closed.lines.map((line) => (
              <tr key={line.itemId}>
                <th scope="row" className="fw-normal">
                  <code>{line.itemCode}</code> {line.name}
                </th>
                <td className="text-end">{line.loaded}</td>
                <td className="text-end">{line.handedOver}</td>
                <td className="text-end">{line.sold}</td>
                <td className="text-end">{line.notCollected}</td>
                <td className="text-end">{line.expected}</td>
                <td className="text-end">{line.counted}</td>
                <td className={`text-end text-nowrap${line.difference === 0 ? '' : ' fw-bold'}`}>
                  {signed(String(Math.abs(line.difference)), line.difference < 0, line.difference > 0)}
                </td>
                <td>{line.reason ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {closed.cash.length === 0 ? (
        <p className="staff-empty">{t('trolley.noCash')}</p>
      ) : (
        <table className="table table-sm">
          <caption>{t('trolley.cash')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('trolley.currency')}</th>
              <th scope="col" className="text-end">
                {t('trolley.cashExpected')}
              </th>
              <th scope="col" className="text-end">
                {t('trolley.cashCounted')}
              </th>
              <th scope="col" className="text-end">
                {t('trolley.difference')}
              </th>
            </tr>
          </thead>
          <tbody>
            {closed.cash.map((cash) => (
              <tr key={cash.currencyCode}>
                <th scope="row" className="fw-normal">
                  {cash.currencyCode}
                </th>
                <td className="text-end text-nowrap">{formatAmount(cash.expected, cash.currencyCode)}</td>
                <td className="text-end text-nowrap">{formatAmount(cash.counted, cash.currencyCode)}</td>
                <td className={`text-end text-nowrap${cash.difference === 0 ? '' : ' fw-bold'}`}>
                  {signed(
                    formatAmount(Math.abs(cash.difference), cash.currencyCode),
                    cash.difference < 0,
                    cash.difference > 0,
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

import type { PackingListResponse } from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { isolate } from '../../../lib/bidi.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useStaffTime } from '../shared/staff-format.ts';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';
import { staffPaths } from '../shared/staff-paths.ts';
import { downloadPackingListCsv } from './api/download-packing-list-csv.ts';
import { usePackingList } from './api/get-packing-list.ts';
import { BagCard } from './bag-card.tsx';
import { LoadTable } from './load-table.tsx';

/** A flight's packing list: what to load, and one bag per order in seat order, each handed over here. */
export function PackingListPage() {
  const { t } = useTranslation('staff');
  const flightId = Number(useParams().flightId);
  const list = usePackingList(flightId);
  const failureMessage = useStaffFailureMessage();

  if (!Number.isSafeInteger(flightId) || flightId <= 0) {
    return <NoSuchFlight />;
  }
  if (list.isPending) return <LoadingIndicator label={t('packingList.loading')} />;
  if (list.isError) {
    return (
      <>
        <PageTitle>{t('packingList.titleUnknown')}</PageTitle>
        <div className="alert alert-danger" role="alert">
          {failureMessage(list.error)}{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={() => void list.refetch()}>
            {t('failures.retry')}
          </Button>
        </div>
        <BackToFlights />
      </>
    );
  }
  return <PackingList list={list.data} />;
}

function NoSuchFlight() {
  const { t } = useTranslation('staff');
  return (
    <>
      <PageTitle>{t('packingList.titleUnknown')}</PageTitle>
      <p>{t('messages.flightNotFound')}</p>
      <BackToFlights />
    </>
  );
}

function BackToFlights() {
  const { t } = useTranslation('staff');
  return (
    <Link to={staffPaths.flights} className="staff-no-print">
      {t('packingList.backToFlights')}
    </Link>
  );
}

function PackingList({ list }: { list: PackingListResponse }) {
  const { t } = useTranslation('staff');
  const staffTime = useStaffTime();
  const { flight } = list;
  const [downloading, setDownloading] = useState(false);
  const failureMessage = useStaffFailureMessage();
  const open = list.bags.filter((bag) => bag.handOverRefusal === null).length;

  async function download() {
    setDownloading(true);
    try {
      await downloadPackingListCsv(
        flight.flightId,
        `packing-list-${flight.flightNumber.replace(/\s+/g, '')}-${flight.departureAt.slice(0, 10)}.csv`,
      );
    } catch (error) {
      showToast({ variant: 'warning', title: t('packingList.csvFailed'), message: failureMessage(error) });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="packing-list">
      <BackToFlights />
      <PageTitle>{t('packingList.title', { flightNumber: flight.flightNumber })}</PageTitle>
      <p className="packing-list__flight">
        {t('flights.route', { origin: isolate(flight.origin), destination: isolate(flight.destination) })}
        {' · '}
        {t('flights.departs', { time: staffTime(flight.departureAt, flight.originTimeZone) })}
      </p>

      <div className={`alert ${list.final ? 'alert-success' : 'alert-warning'} packing-list__finality`}>
        <strong>{list.final ? t('packingList.final') : t('packingList.notFinal')}</strong>{' '}
        {t(list.final ? 'packingList.finalDetail' : 'packingList.notFinalDetail', {
          time: staffTime(list.cutOffAt, flight.originTimeZone),
        })}
      </div>

      <div className="packing-list__tools staff-no-print">
        <Button variant="outline-primary" onClick={() => window.print()}>
          {t('packingList.print')}
        </Button>
        <Button variant="outline-primary" onClick={() => void download()} disabled={downloading}>
          {downloading ? t('packingList.downloading') : t('packingList.downloadCsv')}
        </Button>
      </div>

      <section aria-labelledby="load-heading" className="packing-list__load">
        <h2 id="load-heading" className="h4">
          {t('load.title')}
        </h2>
        <LoadTable load={list.load} />
      </section>

      <section aria-labelledby="bags-heading" className="packing-list__bags">
        <h2 id="bags-heading" className="h4">
          {t('bags.title')}
        </h2>
        <p className="packing-list__progress">{t('bags.progress', { count: list.bags.length, open })}</p>
        {list.bags.length === 0 ? (
          <p className="staff-empty">{t('bags.none')}</p>
        ) : (
          <ol className="bag-list">
            {list.bags.map((bag) => (
              <BagCard key={bag.orderCode} bag={bag} flightId={flight.flightId} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

import type { BackOfficeFlight } from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { isolate } from '../../../lib/bidi.ts';
import { AdminOnly } from '../back-office/admin-only.tsx';
import { KeysetPager, useKeysetPages } from '../back-office/keyset-pager.tsx';
import { SearchBox } from '../back-office/search-box.tsx';
import { useStaffTime } from '../shared/staff-format.ts';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';
import { scheduledFlightPath, staffPaths } from '../shared/staff-paths.ts';
import { useScheduledFlights } from './api/get-scheduled-flights.ts';
import { ScheduleImport } from './schedule-import.tsx';

/** The flights not yet landed, by departure: their passengers and what they carry. Admins only. */
export function SchedulePage() {
  const { t } = useTranslation('staff');
  return (
    <AdminOnly title={t('schedule.title')}>
      <FlightList />
      <ScheduleImport />
    </AdminOnly>
  );
}

function FlightList() {
  const { t } = useTranslation('staff');
  const [flightNumber, setFlightNumber] = useState('');
  const pages = useKeysetPages();
  const flights = useScheduledFlights(flightNumber, pages.cursor);
  const failureMessage = useStaffFailureMessage();

  return (
    <>
      <div className="back-office-heading">
        <PageTitle>{t('schedule.title')}</PageTitle>
        <Link to={staffPaths.newFlight} className="btn btn-primary">
          {t('schedule.new')}
        </Link>
      </div>
      <SearchBox
        id="schedule-search"
        label={t('schedule.search')}
        placeholder={t('schedule.searchHint')}
        onSearch={(text) => {
          setFlightNumber(text);
          pages.reset();
        }}
      />
      {flights.isPending ? (
        <LoadingIndicator label={t('schedule.loading')} />
      ) : flights.isError ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(flights.error)}{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={() => void flights.refetch()}>
            {t('failures.retry')}
          </Button>
        </div>
      ) : flights.data.flights.length === 0 ? (
        <p className="staff-empty">{flightNumber ? t('schedule.noneFound') : t('schedule.none')}</p>
      ) : (
        <>
          <div className="table-responsive">
            <table className="table table-sm back-office-table" aria-busy={flights.isPlaceholderData}>
              <caption className="visually-hidden">{t('schedule.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('schedule.flight')}</th>
                  <th scope="col">{t('schedule.route')}</th>
                  <th scope="col">{t('schedule.departure')}</th>
                  <th scope="col">{t('schedule.arrival')}</th>
                  <th scope="col" className="text-end">
                    {t('schedule.passengers')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('schedule.unitsOnBoard')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {flights.data.flights.map((flight) => (
                  <FlightRow key={flight.id} flight={flight} />
                ))}
              </tbody>
            </table>
          </div>
          <KeysetPager
            label={t('schedule.pages')}
            pages={pages}
            nextKey={flights.data.nextAfter}
            loading={flights.isPlaceholderData}
          />
        </>
      )}
    </>
  );
}

function FlightRow({ flight }: { flight: BackOfficeFlight }) {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  return (
    <tr>
      <td className="text-nowrap">
        <Link to={scheduledFlightPath(flight.id)}>{flight.flightNumber}</Link>
        {flight.cancelledAt && (
          <span className="badge text-bg-secondary ms-2">{t('schedule.cancelled')}</span>
        )}
      </td>
      <td className="text-nowrap">
        {t('flights.route', { origin: isolate(flight.origin), destination: isolate(flight.destination) })}
      </td>
      <td className="text-nowrap">{time(flight.departureAt)}</td>
      <td className="text-nowrap">{time(flight.arrivalAt)}</td>
      <td className="text-end">{flight.passengers}</td>
      <td className="text-end">{flight.unitsOnBoard}</td>
    </tr>
  );
}

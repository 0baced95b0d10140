import type { BackOfficeFlight } from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useScheduledFlights } from '../api/get-scheduled-flights.ts';
import { useStaffTime } from '../staff-format.ts';
import { useStaffFailureMessage } from '../staff-messages.ts';
import { scheduledFlightPath, staffPaths } from '../staff-paths.ts';
import { AdminOnly } from './admin-only.tsx';
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
  const [typed, setTyped] = useState('');
  const [flightNumber, setFlightNumber] = useState('');
  // Keyset paging: the flights the pages seen so far started after, so 'Previous' can go back one page.
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const flights = useScheduledFlights(flightNumber, cursors[cursors.length - 1]);
  const failureMessage = useStaffFailureMessage();

  return (
    <>
      <div className="back-office-heading">
        <PageTitle>{t('schedule.title')}</PageTitle>
        <Link to={staffPaths.newFlight} className="btn btn-primary">
          {t('schedule.new')}
        </Link>
      </div>
      <Form
        role="search"
        className="back-office-search"
        onSubmit={(event) => {
          event.preventDefault();
          setFlightNumber(typed.trim());
          setCursors([undefined]);
        }}
      >
        <Form.Label htmlFor="schedule-search">{t('schedule.search')}</Form.Label>
        <div className="back-office-search__row">
          <Form.Control
            id="schedule-search"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('schedule.searchHint')}
          />
          <Button type="submit" variant="outline-primary">
            {t('schedule.searchSubmit')}
          </Button>
        </div>
      </Form>
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
          <nav aria-label={t('schedule.pages')} className="audit-pages">
            {cursors.length > 1 && (
              <Button variant="outline-primary" onClick={() => setCursors((list) => list.slice(0, -1))}>
                {t('items.previous')}
              </Button>
            )}
            {flights.data.nextAfter !== null && (
              <Button
                variant="outline-primary"
                disabled={flights.isPlaceholderData}
                onClick={() => {
                  const next = flights.data.nextAfter ?? undefined;
                  setCursors((list) => [...list, next]);
                }}
              >
                {t('items.next')}
              </Button>
            )}
          </nav>
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
      </td>
      <td className="text-nowrap">
        {t('flights.route', { origin: flight.origin, destination: flight.destination })}
      </td>
      <td className="text-nowrap">{time(flight.departureAt)}</td>
      <td className="text-nowrap">{time(flight.arrivalAt)}</td>
      <td className="text-end">{flight.passengers}</td>
      <td className="text-end">{flight.unitsOnBoard}</td>
    </tr>
  );
}

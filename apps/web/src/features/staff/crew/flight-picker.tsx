import { type StaffFlight, staffFlightSearchQuery } from '@dutyfree/contracts';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useSearchParams } from 'react-router';
import { TextField } from '../../../components/form-field.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { isolate } from '../../../lib/bidi.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import { useStaffTime } from '../shared/staff-format.ts';
import { useStaffFailureMessage, useTranslateStaffErrors } from '../shared/staff-messages.ts';
import { staffPaths } from '../shared/staff-paths.ts';
import { useStaffFlights } from './api/search-flights.ts';

/**
 * Today's and tomorrow's flights first; a search by flight number and date finds any other. The search
 * lives in the address, so the back button from a packing list returns to the same results.
 */
export function FlightPicker() {
  const { t } = useTranslation('staff');
  const [search, setSearch] = useSearchParams();
  const query = {
    flightNumber: search.get('flightNumber') || undefined,
    date: search.get('date') || undefined,
  };
  const searching = query.flightNumber !== undefined || query.date !== undefined;
  const form = useForm({ flightNumber: query.flightNumber ?? '', date: query.date ?? '' });
  const translateErrors = useTranslateStaffErrors();
  const flights = useStaffFlights(query);
  const failureMessage = useStaffFailureMessage();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = {
      flightNumber: form.values.flightNumber.trim() || undefined,
      date: form.values.date || undefined,
    };
    const parsed = parseForm(staffFlightSearchQuery, input);
    if (parsed.errors) {
      form.showErrors(translateErrors(parsed.errors));
      return;
    }
    const next = new URLSearchParams();
    if (parsed.data.flightNumber) next.set('flightNumber', parsed.data.flightNumber);
    if (parsed.data.date) next.set('date', parsed.data.date);
    setSearch(next);
  }

  function showAll() {
    form.setValues({ flightNumber: '', date: '' });
    setSearch(new URLSearchParams());
  }

  return (
    <>
      <PageTitle>{t('flights.title')}</PageTitle>
      <Form ref={form.formRef} noValidate onSubmit={submit} className="staff-flight-search" role="search">
        <TextField
          id="staff-flight-number"
          label={t('flights.flightNumber')}
          autoCapitalize="characters"
          spellCheck={false}
          {...form.field('flightNumber')}
        />
        <TextField id="staff-flight-date" label={t('flights.date')} type="date" {...form.field('date')} />
        <div className="staff-flight-search__actions">
          <Button type="submit" variant="primary">
            {t('flights.search')}
          </Button>
          {searching && (
            <Button type="button" variant="link" onClick={showAll}>
              {t('flights.showUpcoming')}
            </Button>
          )}
        </div>
      </Form>

      <h2 className="h5" id="staff-flight-results">
        {searching ? t('flights.results') : t('flights.upcoming')}
      </h2>
      {flights.isPending ? (
        <LoadingIndicator label={t('flights.loading')} />
      ) : flights.isError ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(flights.error)}{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={() => void flights.refetch()}>
            {t('failures.retry')}
          </Button>
        </div>
      ) : flights.data.flights.length === 0 ? (
        <p className="staff-empty">{searching ? t('flights.noneFound') : t('flights.noneUpcoming')}</p>
      ) : (
        <ul className="staff-flight-list" aria-labelledby="staff-flight-results">
          {flights.data.flights.map((flight) => (
            <FlightCard key={flight.flightId} flight={flight} />
          ))}
        </ul>
      )}
    </>
  );
}

function FlightCard({ flight }: { flight: StaffFlight }) {
  const { t } = useTranslation('staff');
  const staffTime = useStaffTime();
  return (
    <li className="staff-flight">
      <Link
        className="staff-flight__link"
        to={generatePath(staffPaths.packingList, { flightId: String(flight.flightId) })}
      >
        <span className="staff-flight__number">{flight.flightNumber}</span>
        <span className="staff-flight__route">
          {t('flights.route', { origin: isolate(flight.origin), destination: isolate(flight.destination) })}
        </span>
        <span className="staff-flight__time">
          {t('flights.departs', { time: staffTime(flight.departureAt, flight.originTimeZone) })}
        </span>
        <span className="staff-flight__orders">{t('flights.orders', { count: flight.orderCount })}</span>
      </Link>
    </li>
  );
}

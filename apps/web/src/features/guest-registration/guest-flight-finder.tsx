import { flightMessages, type PaxSector, passengerFromTicketQuery } from '@dutyfree/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../components/form-field.tsx';
import { ScanBoardingPassButton } from '../../components/scan-boarding-pass.tsx';
import { paths } from '../../config/paths.ts';
import { useForm } from '../../hooks/use-form.ts';
import { ApiError } from '../../lib/api-client.ts';
import { isolate } from '../../lib/bidi.ts';
import { type BoardingPass, ticketFieldsOf } from '../../lib/boarding-pass.ts';
import { useDisplayDates } from '../../lib/display-dates.ts';
import { parseForm } from '../../lib/form-errors.ts';
import { type PassengerKey, usePassengerSectors } from '../checkout/api/get-passenger-sectors.ts';
import { PreOrderClosedWayForward } from '../onboard/way-forward.tsx';
import { useOrderMessage } from '../orders/order-messages.ts';
import './guest-registration.css';

function FlightCard({
  sector,
  all,
  passenger,
}: {
  sector: PaxSector;
  all: readonly PaxSector[];
  passenger: PassengerKey;
}) {
  const { t } = useTranslation('guest');
  const dates = useDisplayDates();
  return (
    <li className="flight-card">
      <h3 className="flight-card__title">{t('flight', { flightNumber: isolate(sector.flightNumber) })}</h3>
      <p className="mb-1">
        {t('route', {
          origin: isolate(t('airport', { name: sector.originAirport, code: isolate(sector.origin) })),
          destination: isolate(
            t('airport', { name: sector.destinationAirport, code: isolate(sector.destination) }),
          ),
        })}
      </p>
      <p className="mb-1">
        {t('departs', { date: isolate(dates.time(sector.departureDate, sector.originTimeZone)) })}
      </p>
      {sector.seatNumber && <p className="mb-1">{t('seat', { seat: isolate(sector.seatNumber) })}</p>}
      <p className={sector.isPreOrderOpen ? 'flight-card__status is-open' : 'flight-card__status'}>
        {sector.isPreOrderOpen ? t('preOrderOpen') : t('onBoardOnly')}
      </p>
      {!sector.isPreOrderOpen && <PreOrderClosedWayForward sector={sector} all={all} passenger={passenger} />}
    </li>
  );
}

/**
 * SPEC §2 /guest-reg asked for a ticket number and did nothing with it; here it finds the traveller's
 * flights (docs/spec-deviations.md).
 */
export function GuestFlightFinder() {
  const { t } = useTranslation('guest');
  const form = useForm({ ticketNumber: '', lastName: '' });
  const [submitted, setSubmitted] = useState<PassengerKey | null>(null);
  const lookup = usePassengerSectors(submitted);
  const translate = useOrderMessage();
  const resultsId = useId();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const sectors = lookup.data?.paxSectorsRes ?? [];
  const { t: tCheckout } = useTranslation('checkout');
  const [scanNote, setScanNote] = useState<'filled' | 'noTicket' | null>(null);

  // Results appear below the form; the reader is taken to them once they are in.
  useEffect(() => {
    if (lookup.isSuccess && lookup.data.paxSectorsRes.length > 0) resultsRef.current?.focus();
  }, [lookup.isSuccess, lookup.data]);

  function submit(event: FormEvent) {
    event.preventDefault();
    find(form.values);
  }

  function find(values: { ticketNumber: string; lastName: string }) {
    const parsed = parseForm(passengerFromTicketQuery, {
      TicketNumber: values.ticketNumber,
      LastName: values.lastName,
    });
    if (parsed.errors) {
      const { TicketNumber: ticketError, LastName: lastNameError } = parsed.errors;
      form.showErrors({
        ...(ticketError && { ticketNumber: translate(ticketError) }),
        ...(lastNameError && { lastName: translate(lastNameError) }),
      });
      return;
    }
    const next = { ticketNumber: parsed.data.TicketNumber, lastName: parsed.data.LastName };
    if (next.ticketNumber === submitted?.ticketNumber && next.lastName === submitted.lastName)
      void lookup.refetch();
    else setSubmitted(next);
  }

  function fillFromPass(pass: BoardingPass) {
    const fields = ticketFieldsOf(pass, form.values.ticketNumber);
    form.setValue('ticketNumber', fields.ticketNumber);
    form.setValue('lastName', fields.lastName);
    setScanNote(pass.ticketNumber ? 'filled' : 'noTicket');
    if (pass.ticketNumber) find(fields);
    else document.getElementById('guest-ticket-number')?.focus();
  }

  function failureMessage(): string | null {
    if (!lookup.isError || lookup.isFetching) return null;
    // SPEC §8: the message from the response, else 'Something when wrong'.
    const { error } = lookup;
    const text =
      error instanceof ApiError ? (error.fieldErrorTexts.TicketNumber?.[0] ?? error.serverError) : undefined;
    return translate(text ?? flightMessages.lookupFailed);
  }
  const failure = failureMessage();
  const noFlights = lookup.isSuccess && sectors.length === 0 ? lookup.data.message : null;

  return (
    <>
      <Form ref={form.formRef} noValidate onSubmit={submit} className="guest-finder">
        <p>{t('intro')}</p>
        <div className="mb-3">
          <ScanBoardingPassButton onPass={fillFromPass} />
          <div role="status">
            {scanNote && (
              <p className={scanNote === 'noTicket' ? 'alert alert-info mt-2 mb-0' : 'mt-2 mb-0'}>
                {tCheckout(`scan.${scanNote}`)}
              </p>
            )}
          </div>
        </div>
        <TextField
          id="guest-ticket-number"
          label={t('ticketNumber')}
          hint={t('ticketNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          required
          {...form.field('ticketNumber')}
        />
        <TextField
          id="guest-last-name"
          label={t('lastName')}
          hint={t('lastNameHint')}
          autoComplete="family-name"
          spellCheck={false}
          required
          maxLength={100}
          {...form.field('lastName')}
        />
        <Button type="submit" variant="primary" size="lg" disabled={lookup.isFetching}>
          {lookup.isFetching && (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          {lookup.isFetching ? t('finding') : t('find')}
        </Button>
      </Form>
      <div role="alert" className="mt-3">
        {failure && <div className="alert alert-danger">{failure}</div>}
      </div>
      <div role="status">{noFlights && <div className="alert alert-info">{translate(noFlights)}</div>}</div>
      {submitted && sectors.length > 0 && (
        <section aria-labelledby={resultsId} className="guest-flights">
          <h2 id={resultsId} ref={resultsRef} tabIndex={-1} className="guest-flights__title">
            {t('flightsTitle')}
          </h2>
          <ul className="flight-cards">
            {sectors.map((sector) => (
              <FlightCard key={sector.id} sector={sector} all={sectors} passenger={submitted} />
            ))}
          </ul>
          <div className="guest-flights__actions">
            <Link to={paths.home} className="btn btn-primary">
              {t('continueShopping')}
            </Link>
            <Link to={paths.cart} className="btn btn-outline-primary">
              {t('goToCart')}
            </Link>
          </div>
        </section>
      )}
    </>
  );
}

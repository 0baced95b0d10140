import { type PaxSector, ticketNumber as ticketNumberRule } from '@dutyfree/contracts';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form-field.tsx';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDeparture } from '../orders/order-labels.ts';
import { useOrderMessage } from '../orders/order-messages.ts';
import { usePassengerSectors } from './api/get-passenger-sectors.ts';

interface FlightSelectionProps {
  ticketNumber: string;
  ticketError: string | undefined;
  /** The ticket number checked on leaving the field; null until it is valid. */
  lookedUpTicket: string | null;
  selectedId: string;
  selectionError: string | undefined;
  onTicketChange: (value: string) => void;
  /** Looks the number up: on leaving the field and on the Find my flight button. */
  onLookUp: () => void;
  onSelect: (sector: PaxSector | null) => void;
  /** Why the cart cannot go on the selected flight, or null. */
  warning: string | null;
}

/** Keeps a left-to-right value (a date with digits and UTC) whole inside a right-to-left sentence. */
const isolate = (value: string) => `\u2068${value}\u2069`;

function FlightCard({
  sector,
  checked,
  onSelect,
}: {
  sector: PaxSector;
  checked: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('checkout');
  const { t: tOrders } = useTranslation('orders');
  const id = `flight-${sector.id}`;
  const route = (origin: string, destination: string) => tOrders('summary.route', { origin, destination });
  return (
    <li className={checked ? 'checkout-flight checkout-flight--selected' : 'checkout-flight'}>
      <input
        type="radio"
        className="form-check-input checkout-flight__radio"
        id={id}
        name="paxSectorId"
        value={sector.id}
        checked={checked}
        disabled={!sector.isPreOrderOpen}
        onChange={onSelect}
        aria-describedby={`${id}-details`}
      />
      <label htmlFor={id} className="checkout-flight__label">
        <bdi>{sector.flightNumber}</bdi> <span>{route(sector.origin, sector.destination)}</span>
      </label>
      <div id={`${id}-details`} className="checkout-flight__details">
        <p className="mb-0">{route(sector.originAirport, sector.destinationAirport)}</p>
        <p className="mb-0">
          {t('flight.departs', { date: isolate(formatDeparture(sector.departureDate)) })}
        </p>
        <p className="mb-0">{t('flight.passenger', { name: sector.passengerName })}</p>
        {sector.seatNumber && <p className="mb-0">{t('flight.seat', { seat: sector.seatNumber })}</p>}
        {!sector.isPreOrderOpen && <p className="mb-0 text-danger fw-semibold">{t('flight.closed')}</p>}
      </div>
    </li>
  );
}

/**
 * The ticket number and its flight cards (SPEC §5): the lookup runs when a valid number is left or Find my
 * flight is pressed; one open
 * flight is selected by itself, several wait for a click; a failed lookup clears the cards.
 */
export function FlightSelection(props: FlightSelectionProps) {
  const { t } = useTranslation('checkout');
  const { t: tOrders } = useTranslation('orders');
  const translate = useOrderMessage();
  const lookup = usePassengerSectors(props.lookedUpTicket);
  const sectors = lookup.data?.paxSectorsRes ?? [];
  // The latest handler, so that the effects below run when the lookup's answer changes, not on every render.
  const select = useRef(props.onSelect);
  useEffect(() => {
    select.current = props.onSelect;
  });

  const only = sectors.length === 1 && sectors[0]?.isPreOrderOpen ? sectors[0] : undefined;
  useEffect(() => {
    if (only) select.current(only);
  }, [only]);
  useEffect(() => {
    if (lookup.isError) select.current(null);
  }, [lookup.isError]);

  let lookupMessage: string | null = null;
  if (lookup.isError) {
    const serverError = lookup.error instanceof ApiError ? lookup.error.serverError : undefined;
    lookupMessage = serverError ? translate(serverError) : tOrders('messages.lookupFailed');
  } else if (lookup.data && sectors.length === 0) {
    lookupMessage = translate(lookup.data.message);
  }

  return (
    <section aria-labelledby="checkout-flight-title" className="checkout-section">
      <h2 id="checkout-flight-title" className="h5">
        {t('flight.title')}
      </h2>
      <TextField
        id="checkout-ticket-number"
        name="ticketNumber"
        label={t('flight.ticketNumber')}
        hint={t('flight.ticketHint')}
        inputMode="numeric"
        autoComplete="off"
        required
        value={props.ticketNumber}
        error={props.ticketError}
        onChange={(event) => props.onTicketChange(event.target.value)}
        onBlur={props.onLookUp}
      />
      <Button variant="outline-primary" className="checkout-find-flight" onClick={props.onLookUp}>
        {t('flight.find')}
      </Button>
      {lookup.isFetching && <LoadingIndicator label={t('flight.searching')} />}
      <div role="alert">{lookupMessage && <p className="alert alert-warning">{lookupMessage}</p>}</div>
      {sectors.length > 0 && (
        <Form.Group
          as="fieldset"
          aria-describedby={props.selectionError ? 'flight-selection-error' : undefined}
        >
          <legend className="form-label">{t('flight.cards')}</legend>
          <ul className="checkout-flights">
            {sectors.map((sector) => (
              <FlightCard
                key={sector.id}
                sector={sector}
                checked={props.selectedId === String(sector.id)}
                onSelect={() => props.onSelect(sector)}
              />
            ))}
          </ul>
        </Form.Group>
      )}
      <div role="status">{props.warning && <p className="alert alert-danger">{props.warning}</p>}</div>
      {props.selectionError && (
        <p id="flight-selection-error" className="text-danger fw-semibold" role="alert">
          {props.selectionError}
        </p>
      )}
    </section>
  );
}

/** The number to look up, or null while it cannot be valid (SPEC §5: the lookup needs 13 digits). */
export function ticketToLookUp(value: string): string | null {
  const parsed = ticketNumberRule.safeParse(value);
  return parsed.success ? parsed.data : null;
}

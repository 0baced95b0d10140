import { type PaxSector, passengerLastName, ticketNumber as ticketNumberRule } from '@dutyfree/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form-field.tsx';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { ScanBoardingPassButton } from '../../components/scan-boarding-pass.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { isolate } from '../../lib/bidi.ts';
import { type BoardingPass, sameFlight } from '../../lib/boarding-pass.ts';
import { useDisplayDates } from '../../lib/display-dates.ts';
import { issueText } from '../../lib/form-errors.ts';
import { useOrderMessage } from '../orders/order-messages.ts';
import { type PassengerKey, usePassengerSectors } from './api/get-passenger-sectors.ts';
import './flight-selection.css';
import { useRegionName } from '../../lib/region-names.ts';

// The ticket number and its flight cards, wherever a traveller names their flight: at checkout for a
// pre-order, and in the header's on-board flight selector. Only which flights may be chosen, and what a
// card says about it, differ.

interface FlightSelectionProps {
  /** Makes the ids unique on the page. */
  idPrefix: string;
  title: string;
  ticketNumber: string;
  ticketError: string | undefined;
  lastName: string;
  lastNameError: string | undefined;
  /** The ticket number and last name checked on leaving a field; null until both are valid. */
  lookedUp: PassengerKey | null;
  selectedId: string;
  selectionError: string | undefined;
  onTicketChange: (value: string) => void;
  onLastNameChange: (value: string) => void;
  /**
   * Looks the ticket up: on leaving either field (once both are filled in) and on the Find my flight
   * button, which also names what is missing (`insist`).
   */
  onLookUp: (insist: boolean) => void;
  onSelect: (sector: PaxSector | null) => void;
  /**
   * A boarding pass was scanned: the form takes its ticket number (when the pass has one) and last name and
   * looks them up as if typed; the flight it names is then selected here among the ticket's flights.
   */
  onPassScanned: (pass: BoardingPass) => void;
  /** Whether the flight may be chosen here (pre-order: not yet closed; on board: in its window). */
  isSelectable: (sector: PaxSector) => boolean;
  /** What the card says about the flight's state, and what to do instead when it cannot be chosen. */
  status: (sector: PaxSector, all: readonly PaxSector[]) => ReactNode;
  /** Why the cart cannot go on the selected flight, or null. */
  warning?: string | null;
}

/** Which destination's customs rules apply to the goods, and why: where the flight lands, or where the journey ends. */
function CustomsRuleNote({ sector }: { sector: PaxSector }) {
  const { t } = useTranslation('checkout');
  const regionName = useRegionName();
  const { customs, customsDestination } = sector;
  if (!customs) return null;
  const landing = customsDestination?.destinationAirport ?? sector.destinationAirport;
  const country = regionName(customs.region, landing);
  return (
    <p className="mb-0 checkout-flight__customs">
      {customsDestination
        ? t('flight.customsInTransit', {
            country,
            connectsAt: customsDestination.connectsAt,
            destination: customsDestination.destinationAirport,
          })
        : t('flight.customs', { country })}
    </p>
  );
}

function FlightCard({
  id,
  groupName,
  sector,
  checked,
  selectable,
  status,
  onSelect,
}: {
  id: string;
  groupName: string;
  sector: PaxSector;
  checked: boolean;
  selectable: boolean;
  status: ReactNode;
  onSelect: () => void;
}) {
  const { t } = useTranslation('checkout');
  const { t: tOrders } = useTranslation('orders');
  const dates = useDisplayDates();
  const route = (origin: string, destination: string) =>
    tOrders('summary.route', { origin: isolate(origin), destination: isolate(destination) });
  return (
    <li className={checked ? 'checkout-flight checkout-flight--selected' : 'checkout-flight'}>
      <input
        type="radio"
        className="form-check-input checkout-flight__radio"
        id={id}
        name={groupName}
        value={sector.id}
        checked={checked}
        disabled={!selectable}
        onChange={onSelect}
        aria-describedby={`${id}-details`}
      />
      <label htmlFor={id} className="checkout-flight__label">
        <bdi>{sector.flightNumber}</bdi> <span>{route(sector.origin, sector.destination)}</span>
      </label>
      <div id={`${id}-details`} className="checkout-flight__details">
        <p className="mb-0">{route(sector.originAirport, sector.destinationAirport)}</p>
        <p className="mb-0">
          {t('flight.departs', { date: isolate(dates.time(sector.departureDate, sector.originTimeZone)) })}
        </p>
        {sector.seatNumber && <p className="mb-0">{t('flight.seat', { seat: sector.seatNumber })}</p>}
        <CustomsRuleNote sector={sector} />
        {status}
      </div>
    </li>
  );
}

/** The ticket's flight a boarding pass names: by number, and by the day it departs when several share it. */
export function flightOfPass(pass: BoardingPass, sectors: readonly PaxSector[]): PaxSector | undefined {
  const same = sectors.filter((sector) => sameFlight(pass, sector.flightNumber));
  if (same.length <= 1 || pass.date === null) return same[0];
  const monthDay = pass.date.slice(5);
  return same.find((sector) => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: sector.originTimeZone ?? 'UTC' }).format(
      new Date(sector.departureDate),
    );
    return day.slice(5) === monthDay;
  });
}

/**
 * The ticket number and its flight cards (SPEC §5): the lookup runs when a valid number is left or Find my
 * flight is pressed; one selectable flight is selected by itself, several wait for a click; a failed lookup clears the cards.
 */
export function FlightSelection(props: FlightSelectionProps) {
  const { t } = useTranslation('checkout');
  const { t: tOrders } = useTranslation('orders');
  const translate = useOrderMessage();
  const lookup = usePassengerSectors(props.lookedUp);
  const sectors = lookup.data?.paxSectorsRes ?? [];
  // The latest handlers, so that the effects below run when the lookup's answer changes, not on every render.
  const select = useRef(props.onSelect);
  const selectable = useRef(props.isSelectable);
  useEffect(() => {
    select.current = props.onSelect;
    selectable.current = props.isSelectable;
  });

  // The flight of the boarding pass just scanned, chosen once the lookup answers.
  const [scanned, setScanned] = useState<BoardingPass | null>(null);
  const [scanNote, setScanNote] = useState<'filled' | 'noTicket' | null>(null);
  useEffect(() => {
    if (!scanned || sectors.length === 0) return;
    const named = flightOfPass(scanned, sectors);
    if (named && selectable.current(named)) select.current(named);
    setScanned(null);
  }, [scanned, sectors]);

  const [first] = sectors;
  const only = sectors.length === 1 && first && selectable.current(first) ? first : undefined;
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

  const errorId = `${props.idPrefix}-flight-selection-error`;
  return (
    <section aria-labelledby={`${props.idPrefix}-flight-title`} className="checkout-section">
      <h2 id={`${props.idPrefix}-flight-title`} className="h5">
        {props.title}
      </h2>
      <div className="checkout-scan">
        <ScanBoardingPassButton
          onPass={(pass) => {
            props.onPassScanned(pass);
            setScanned(pass);
            setScanNote(pass.ticketNumber ? 'filled' : 'noTicket');
            if (!pass.ticketNumber) document.getElementById(`${props.idPrefix}-ticket-number`)?.focus();
          }}
        />
        <div role="status">
          {scanNote && (
            <p className={scanNote === 'noTicket' ? 'alert alert-info mt-2 mb-0' : 'mt-2 mb-0'}>
              {t(`scan.${scanNote}`)}
            </p>
          )}
        </div>
      </div>
      <TextField
        id={`${props.idPrefix}-ticket-number`}
        name="ticketNumber"
        label={t('flight.ticketNumber')}
        hint={t('flight.ticketHint')}
        inputMode="numeric"
        autoComplete="off"
        required
        value={props.ticketNumber}
        error={props.ticketError}
        onChange={(event) => {
          setScanNote(null);
          props.onTicketChange(event.target.value);
        }}
        onBlur={() => props.onLookUp(false)}
      />
      <TextField
        id={`${props.idPrefix}-last-name`}
        name="passengerLastName"
        label={t('flight.lastName')}
        hint={t('flight.lastNameHint')}
        autoComplete="family-name"
        spellCheck={false}
        required
        maxLength={100}
        value={props.lastName}
        error={props.lastNameError}
        onChange={(event) => props.onLastNameChange(event.target.value)}
        onBlur={() => props.onLookUp(false)}
      />
      <Button variant="outline-primary" className="checkout-find-flight" onClick={() => props.onLookUp(true)}>
        {t('flight.find')}
      </Button>
      {lookup.isFetching && <LoadingIndicator label={t('flight.searching')} />}
      <div role="alert">{lookupMessage && <p className="alert alert-warning">{lookupMessage}</p>}</div>
      {sectors.length > 0 && (
        <Form.Group as="fieldset" aria-describedby={props.selectionError ? errorId : undefined}>
          <legend className="form-label">{t('flight.cards')}</legend>
          <ul className="checkout-flights">
            {sectors.map((sector) => (
              <FlightCard
                key={sector.id}
                id={`${props.idPrefix}-flight-${sector.id}`}
                groupName={`${props.idPrefix}-paxSectorId`}
                sector={sector}
                checked={props.selectedId === String(sector.id)}
                selectable={props.isSelectable(sector)}
                status={props.status(sector, sectors)}
                onSelect={() => props.onSelect(sector)}
              />
            ))}
          </ul>
        </Form.Group>
      )}
      <div role="status">{props.warning && <p className="alert alert-danger">{props.warning}</p>}</div>
      {props.selectionError && (
        <p id={errorId} className="text-danger fw-semibold" role="alert">
          {props.selectionError}
        </p>
      )}
    </section>
  );
}

/**
 * The ticket number and last name fields' rules (SPEC §5, plus the last name the lookup needs): checked
 * when a field is left, looked up once both are valid; a change clears the lookup and its errors.
 */
export function useTicketLookup() {
  const translate = useOrderMessage();
  const [lookedUp, setLookedUp] = useState<PassengerKey | null>(null);
  const [ticketError, setTicketError] = useState<string | undefined>();
  const [lastNameError, setLastNameError] = useState<string | undefined>();
  return {
    lookedUp,
    ticketError,
    setTicketError,
    lastNameError,
    setLastNameError,
    changed() {
      setTicketError(undefined);
      setLastNameError(undefined);
      setLookedUp(null);
    },
    /** On leaving a field an empty one is not yet a mistake; the Find button (`insist`) says it is. */
    left(ticketValue: string, lastNameValue: string, insist = false) {
      const ticket = ticketNumberRule.safeParse(ticketValue);
      const lastName = passengerLastName.safeParse(lastNameValue);
      if (!ticket.success && (insist || ticketValue.trim() !== '')) {
        const [issue] = ticket.error.issues;
        if (issue) setTicketError(translate(issueText(issue)));
      }
      if (!lastName.success && (insist || lastNameValue.trim() !== '')) {
        const [issue] = lastName.error.issues;
        if (issue) setLastNameError(translate(issueText(issue)));
      }
      if (ticket.success && lastName.success) {
        setLookedUp({ ticketNumber: ticket.data, lastName: lastName.data });
      }
    },
  };
}

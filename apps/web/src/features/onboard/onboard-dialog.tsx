import type { PaxSector } from '@dutyfree/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { ticketFieldsOf } from '../../lib/boarding-pass.ts';
import { showToast } from '../../lib/toast-store.ts';
import { clearCart } from '../cart/cart-store.ts';
import { useCart } from '../cart/use-cart.ts';
import { type PassengerKey, usePassengerSectors } from '../checkout/api/get-passenger-sectors.ts';
import { FlightSelection, useTicketLookup } from '../checkout/flight-selection.tsx';
import { useFlightName } from './flight-name.ts';
import { FlightWindow, isOpenOnBoard } from './flight-window.tsx';
import {
  type OnBoardingDetail,
  type PassengerName,
  startOnBoarding,
  stopOnBoarding,
} from './onboard-store.ts';

// Loaded the first time a traveller opens it (onboard-flight-selector's OnBoardDialog): the dialog, the
// ticket form and its rules stay out of the first download of every page.

/** The switch the traveller asked for, held while they confirm that the cart is emptied. */
type Switch =
  | { to: 'onBoard'; sector: PaxSector; passenger: PassengerKey; passengerName: PassengerName | undefined }
  | { to: 'preOrder' };

/**
 * The flight selector's dialog. Opened from elsewhere (a flight card saying pre-order has closed), it may
 * start with the traveller's ticket and last name filled in and looked up.
 */
export default function OnBoardDialog({
  show,
  detail,
  initial,
  onClose,
  onApplied,
}: {
  show: boolean;
  detail: OnBoardingDetail | null;
  initial?: PassengerKey | undefined;
  onClose: () => void;
  /** After 'Set' or 'Remove' took effect (the mobile drawer closes then). */
  onApplied: () => void;
}) {
  const { t } = useTranslation('onboard');
  const titleId = useId();
  const name = useFlightName();
  const cartHasLines = useCart().cart.length > 0;
  const ticket = useTicketLookup();
  // The flight cards' own lookup (the same query): its answer also names the passenger as booked.
  const lookup = usePassengerSectors(ticket.lookedUp);
  const [ticketNumber, setTicketNumber] = useState('');
  const [lastName, setLastName] = useState('');
  const [sector, setSector] = useState<PaxSector | null>(null);
  const [confirming, setConfirming] = useState<Switch | null>(null);

  // The latest lookup handler, so that the effect below runs on opening only, not on every render.
  const lookUp = useRef(ticket.left);
  useEffect(() => {
    lookUp.current = ticket.left;
  });
  useEffect(() => {
    if (!show || !initial) return;
    setTicketNumber(initial.ticketNumber);
    setLastName(initial.lastName);
    lookUp.current(initial.ticketNumber, initial.lastName);
  }, [show, initial]);

  function reset() {
    setTicketNumber('');
    setLastName('');
    ticket.changed();
    setSector(null);
    setConfirming(null);
  }

  function close() {
    onClose();
    reset();
  }

  function apply(change: Switch) {
    if (change.to === 'onBoard') {
      startOnBoarding(change.sector, change.passenger, change.passengerName);
      showToast({ variant: 'success', message: t('toasts.set', { flight: change.sector.flightNumber }) });
    } else {
      stopOnBoarding();
      showToast({ variant: 'success', message: t('toasts.removed') });
    }
    close();
    onApplied();
  }

  /** SPEC §4 plus: a cart never mixes catalogues, so a non-empty one is emptied only once confirmed. */
  function request(change: Switch) {
    if (cartHasLines) setConfirming(change);
    else apply(change);
  }

  function confirm() {
    if (!confirming) return;
    clearCart();
    apply(confirming);
  }

  const canSet = sector !== null && isOpenOnBoard(sector) && sector.id !== detail?.flight.id;

  return (
    <Modal show={show} onHide={close} centered size="lg" aria-labelledby={titleId} className="onboard-dialog">
      <Modal.Header closeButton closeLabel={t('dialog.close')}>
        <Modal.Title as="h2" id={titleId} className="h4">
          {confirming ? t('switch.title') : t('dialog.title')}
        </Modal.Title>
      </Modal.Header>
      {confirming ? (
        <>
          <Modal.Body>
            <p className="mb-0">
              {confirming.to === 'onBoard'
                ? t('switch.toOnBoard', name(confirming.sector))
                : t('switch.toPreOrder')}
            </p>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={() => setConfirming(null)}>
              {t('switch.keep')}
            </Button>
            <Button variant="danger" onClick={confirm}>
              {t('switch.confirm')}
            </Button>
          </Modal.Footer>
        </>
      ) : (
        <>
          <Modal.Body>
            {detail && (
              <div className="onboard-current">
                <p className="mb-0">{t('dialog.current', name(detail.flight))}</p>
                <Button variant="outline-danger" onClick={() => request({ to: 'preOrder' })}>
                  {t('dialog.remove')}
                </Button>
              </div>
            )}
            <p>{t('dialog.intro')}</p>
            <FlightSelection
              idPrefix="onboard"
              title={t('dialog.findTitle')}
              ticketNumber={ticketNumber}
              ticketError={ticket.ticketError}
              lastName={lastName}
              lastNameError={ticket.lastNameError}
              lookedUp={ticket.lookedUp}
              selectedId={sector ? String(sector.id) : ''}
              selectionError={undefined}
              onTicketChange={(value) => {
                // SPEC §4: a new ticket number clears the selection and the error.
                setTicketNumber(value);
                ticket.changed();
                setSector(null);
              }}
              onLastNameChange={(value) => {
                setLastName(value);
                ticket.changed();
                setSector(null);
              }}
              onPassScanned={(pass) => {
                const fields = ticketFieldsOf(pass, ticketNumber);
                setTicketNumber(fields.ticketNumber);
                setLastName(fields.lastName);
                ticket.changed();
                setSector(null);
                ticket.left(fields.ticketNumber, fields.lastName);
              }}
              onLookUp={(insist) => ticket.left(ticketNumber, lastName, insist)}
              onSelect={setSector}
              isSelectable={isOpenOnBoard}
              status={(card, all) => <FlightWindow sector={card} all={all} onPreOrder={close} />}
            />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close}>
              {t('dialog.cancel')}
            </Button>
            <Button
              variant="primary"
              disabled={!canSet}
              onClick={() =>
                sector &&
                ticket.lookedUp &&
                request({
                  to: 'onBoard',
                  sector,
                  passenger: ticket.lookedUp,
                  passengerName: lookup.data?.passenger,
                })
              }
            >
              {t('dialog.set')}
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}

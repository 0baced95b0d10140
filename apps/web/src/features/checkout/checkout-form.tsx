import {
  type GuestProfile,
  type PaxSector,
  type PaymentOption,
  type PriceCartResponse,
  paymentForm,
  pickFromPlaces,
} from '@dutyfree/contracts';
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form-field.tsx';
import { useForm } from '../../hooks/use-form.ts';
import { getSelectedCurrencyId } from '../../lib/currency-preference.ts';
import { type FieldErrorMap, parseForm } from '../../lib/form-errors.ts';
import { toShopLanguage } from '../i18n/languages.ts';
import { formatDeparture } from '../orders/order-labels.ts';
import { useTranslateOrderErrors } from '../orders/order-messages.ts';
import { useUpdatePreOrder } from './api/update-pre-order.ts';
import { FlightSelection, useTicketLookup } from './flight-selection.tsx';
import { OrderSubmission, useOrderOutcome } from './order-submission.tsx';

const pickFromKeys = { 'On Board': 'onBoard', 'Departure Gate': 'departureGate' } as const;

/** The copies of the selected flight the payment form carries (SPEC §3); the server reads the real one. */
const FLIGHT_FIELDS = ['origin', 'flightNumber', 'departureDate', 'destination'] as const;

/** Without a selected flight its copied fields are empty too; the one message that helps is to pick one. */
function withoutFlightCopies(errors: FieldErrorMap): FieldErrorMap {
  if (!errors.paxSectorId) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => !(FLIGHT_FIELDS as readonly string[]).includes(field)),
  );
}

interface CheckoutFormProps {
  lines: readonly { itemId: number; quantity: number }[];
  promoCode: string | null;
  quote: PriceCartResponse | undefined;
  paymentOptions: readonly PaymentOption[];
  milesBalance: number | null;
  /** Who is ordering when nobody is signed in. */
  guest: GuestProfile | null;
}

/** SPEC §2 payment form: the flight, the collection details, how to pay, and the order it places. */
export function CheckoutForm({
  lines,
  promoCode,
  quote,
  paymentOptions,
  milesBalance,
  guest,
}: CheckoutFormProps) {
  const { t, i18n } = useTranslation('checkout');
  const form = useForm({
    ticketNumber: '',
    pickFrom: '',
    seatNumber: '',
    paxSectorId: '',
    paymentOption: paymentOptions[0] ?? '',
  });
  const [sector, setSector] = useState<PaxSector | null>(null);
  const ticket = useTicketLookup();
  const outcome = useOrderOutcome(form.showErrors);
  const translateErrors = useTranslateOrderErrors();
  const placeOrder = useUpdatePreOrder();
  const { setValue } = form;

  function selectFlight(next: PaxSector | null) {
    setSector(next);
    setValue('paxSectorId', next ? String(next.id) : '');
    if (next?.seatNumber) setValue('seatNumber', next.seatNumber);
  }

  function changeTicket(value: string) {
    // SPEC §4: a new ticket number clears the selection and the error.
    setValue('ticketNumber', value);
    ticket.changed();
    selectFlight(null);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    outcome.clearMessage();
    const parsed = parseForm(paymentForm, {
      pickFrom: form.values.pickFrom || undefined,
      origin: sector?.origin ?? '',
      flightNumber: sector?.flightNumber ?? '',
      departureDate: sector?.departureDate ?? '',
      destination: sector?.destination ?? '',
      ticketNumber: form.values.ticketNumber,
      seatNumber: form.values.seatNumber,
      paxSectorId: sector?.id,
    });
    if (parsed.errors) {
      const errors = translateErrors(withoutFlightCopies(parsed.errors));
      ticket.setTicketError(errors.ticketNumber);
      form.showErrors(errors);
      return;
    }
    placeOrder.mutate(
      {
        ...parsed.data,
        orderItemRequet: lines.map(({ itemId, quantity }) => ({ itemId, quantity })),
        paymentOption: form.values.paymentOption as PaymentOption,
        promoCode,
        currencyId: getSelectedCurrencyId(),
        language: toShopLanguage(i18n.resolvedLanguage).code,
        ...(guest && { guest }),
      },
      outcome.handlers,
    );
  }

  const option = form.values.paymentOption as PaymentOption;

  return (
    <Form ref={form.formRef} noValidate onSubmit={submit} className="checkout-form">
      <FlightSelection
        idPrefix="checkout"
        title={t('flight.title')}
        ticketNumber={form.values.ticketNumber}
        ticketError={ticket.ticketError ?? form.errors.ticketNumber}
        lookedUpTicket={ticket.lookedUpTicket}
        selectedId={form.values.paxSectorId}
        selectionError={form.errors.paxSectorId}
        onTicketChange={changeTicket}
        onTicketBlur={() => ticket.left(form.values.ticketNumber)}
        onSelect={selectFlight}
        isSelectable={(sector) => sector.isPreOrderOpen}
        status={(sector) =>
          !sector.isPreOrderOpen && <p className="mb-0 text-danger fw-semibold">{t('flight.closed')}</p>
        }
      />

      <section aria-labelledby="checkout-details-title" className="checkout-section">
        <h2 id="checkout-details-title" className="h5">
          {t('form.title')}
        </h2>
        <SelectField id="checkout-pick-from" label={t('form.pickFrom')} required {...form.field('pickFrom')}>
          <option value="">{t('form.pickFromChoose')}</option>
          {pickFromPlaces.map((place) => (
            <option key={place} value={place}>
              {t(`form.pickFromPlaces.${pickFromKeys[place]}`)}
            </option>
          ))}
        </SelectField>
        <Row>
          <Col sm={6}>
            <TextField
              id="checkout-origin"
              name="origin"
              label={t('form.origin')}
              value={sector?.origin ?? ''}
              readOnly
              hint={t('form.fromFlight')}
            />
          </Col>
          <Col sm={6}>
            <TextField
              id="checkout-destination"
              name="destination"
              label={t('form.destination')}
              value={sector?.destination ?? ''}
              readOnly
              hint={t('form.fromFlight')}
            />
          </Col>
          <Col sm={6}>
            <TextField
              id="checkout-flight-number"
              name="flightNumber"
              label={t('form.flightNumber')}
              value={sector?.flightNumber ?? ''}
              readOnly
              hint={t('form.fromFlight')}
            />
          </Col>
          <Col sm={6}>
            <TextField
              id="checkout-departure-date"
              name="departureDate"
              label={t('form.departureDate')}
              value={sector ? formatDeparture(sector.departureDate) : ''}
              // A date written left to right keeps its order inside an Arabic page.
              dir="auto"
              readOnly
              hint={t('form.fromFlight')}
            />
          </Col>
        </Row>
        <TextField
          id="checkout-seat-number"
          label={t('form.seatNumber')}
          autoComplete="off"
          required
          maxLength={8}
          {...form.field('seatNumber')}
        />
      </section>

      <OrderSubmission
        paymentOptions={paymentOptions}
        option={option}
        onOptionChange={(next) => setValue('paymentOption', next)}
        quote={quote}
        milesBalance={milesBalance}
        message={outcome.message}
        placing={placeOrder}
      />
    </Form>
  );
}

import {
  type GuestProfile,
  needsEuDestinationCheck,
  type PaxSector,
  type PaymentOption,
  type PriceCartResponse,
  paymentForm,
  pickFromPlaces,
  templatedError,
  type UpdatePreOrderRequest,
} from '@dutyfree/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form-field.tsx';
import { useForm } from '../../hooks/use-form.ts';
import { ApiError } from '../../lib/api-client.ts';
import { type BoardingPass, ticketFieldsOf } from '../../lib/boarding-pass.ts';
import { getSelectedCurrencyId } from '../../lib/currency-preference.ts';
import { useDisplayDates } from '../../lib/display-dates.ts';
import { type FieldProblems, parseForm } from '../../lib/form-errors.ts';
import type { ShownCart } from '../cart/api/cart-revision.ts';
import { usePurchaseRules } from '../cart/api/get-purchase-rules.ts';
import { AllowanceUses, type CustomsDestination } from '../cart/customs-allowances.tsx';
import { rememberCustomsDestination } from '../cart/customs-destination.ts';
import { toShopLanguage } from '../i18n/languages.ts';
import { PreOrderClosedWayForward } from '../onboard/way-forward.tsx';
import { useOrderMessage, useTranslateOrderErrors } from '../orders/order-messages.ts';
import { passengerSectorsKey } from './api/get-passenger-sectors.ts';
import { useUpdatePreOrder } from './api/update-pre-order.ts';
import { useCustomsQuestions } from './customs-questions.tsx';
import { FlightSelection, useTicketLookup } from './flight-selection.tsx';
import { milesToSend, OrderSubmission, useOrderOutcome } from './order-submission.tsx';

const pickFromKeys = { 'On Board': 'onBoard', 'Departure Gate': 'departureGate' } as const;

/** The copies of the selected flight the payment form carries (SPEC §3); the server reads the real one. */
const FLIGHT_FIELDS = ['origin', 'flightNumber', 'departureDate', 'destination'] as const;

/** Without a selected flight its copied fields are empty too; the one message that helps is to pick one. */
function withoutFlightCopies(errors: FieldProblems): FieldProblems {
  if (!errors.paxSectorId) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => !(FLIGHT_FIELDS as readonly string[]).includes(field)),
  );
}

interface CheckoutFormProps {
  lines: readonly { itemId: number; quantity: number }[];
  /** The cart these lines were shown from: the server refuses the order once it has changed. */
  shownCart: ShownCart;
  promoCode: string | null;
  quote: PriceCartResponse | undefined;
  paymentOptions: readonly PaymentOption[];
  milesBalance: number | null;
  /** Who is ordering when nobody is signed in. */
  guest: GuestProfile | null;
}

/** The flight the order is for, as the lookup found it: what the payment form sends with it. */
function ChosenFlight({ sector }: { sector: PaxSector }) {
  const { t } = useTranslation('checkout');
  const dates = useDisplayDates();
  const facts = [
    { term: t('form.flightNumber'), value: sector.flightNumber },
    { term: t('form.origin'), value: sector.origin },
    { term: t('form.destination'), value: sector.destination },
    { term: t('form.departureDate'), value: dates.time(sector.departureDate, sector.originTimeZone) },
  ];
  return (
    <section aria-labelledby="checkout-chosen-flight" className="checkout-chosen-flight">
      <p id="checkout-chosen-flight" className="checkout-chosen-flight__title">
        {t('flight.chosen')}
      </p>
      <dl className="checkout-chosen-flight__facts">
        {facts.map(({ term, value }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>
              {/* Codes and dates written left to right keep their order inside an Arabic page. */}
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** SPEC §2 payment form: the flight, the collection details, how to pay, and the order it places. */
export function CheckoutForm({
  lines,
  shownCart,
  promoCode,
  quote,
  paymentOptions,
  milesBalance,
  guest,
}: CheckoutFormProps) {
  const { t, i18n } = useTranslation('checkout');
  const form = useForm({
    ticketNumber: '',
    passengerLastName: '',
    pickFrom: '',
    seatNumber: '',
    paxSectorId: '',
    paymentOption: paymentOptions[0] ?? '',
  });
  const [sector, setSector] = useState<PaxSector | null>(null);
  const [milesToSpend, setMilesToSpend] = useState<number | null>(null);
  const ticket = useTicketLookup();
  const outcome = useOrderOutcome(form.showErrors);
  const translate = useOrderMessage();
  const translateErrors = useTranslateOrderErrors();
  const placeOrder = useUpdatePreOrder();
  const queryClient = useQueryClient();
  const purchaseRules = usePurchaseRules();
  const { setValue } = form;

  const destination: CustomsDestination | null = sector?.customs
    ? { rule: sector.customs, airport: sector.destinationAirport }
    : null;
  const customs = useCustomsQuestions<UpdatePreOrderRequest>(destination, quote, send);

  function selectFlight(next: PaxSector | null) {
    setSector(next);
    rememberCustomsDestination(
      next?.customs ? { rule: next.customs, airport: next.destinationAirport } : null,
    );
    setValue('paxSectorId', next ? String(next.id) : '');
    if (next?.seatNumber) setValue('seatNumber', next.seatNumber);
  }

  function changeTicket(value: string) {
    // SPEC §4: a new ticket number clears the selection and the error.
    setValue('ticketNumber', value);
    ticket.changed();
    selectFlight(null);
  }

  function fillFromPass(pass: BoardingPass) {
    const fields = ticketFieldsOf(pass, form.values.ticketNumber);
    setValue('ticketNumber', fields.ticketNumber);
    setValue('passengerLastName', fields.lastName);
    ticket.changed();
    selectFlight(null);
    ticket.left(fields.ticketNumber, fields.lastName);
  }

  function changeLastName(value: string) {
    setValue('passengerLastName', value);
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
      passengerLastName: form.values.passengerLastName,
      seatNumber: form.values.seatNumber,
      paxSectorId: sector?.id,
    });
    if (parsed.errors) {
      const errors = translateErrors(withoutFlightCopies(parsed.errors));
      ticket.setTicketError(errors.ticketNumber);
      ticket.setLastNameError(errors.passengerLastName);
      form.showErrors(errors);
      return;
    }
    const order: UpdatePreOrderRequest = {
      ...parsed.data,
      orderItemRequet: lines.map(({ itemId, quantity }) => ({ itemId, quantity })),
      paymentOption: form.values.paymentOption as PaymentOption,
      ...milesToSend(form.values.paymentOption as PaymentOption, milesToSpend, quote, milesBalance),
      promoCode,
      // The total on screen: the server refuses the order if its own differs (a price changed since).
      seenTotal: quote?.total,
      ...shownCart,
      currencyId: getSelectedCurrencyId(),
      language: toShopLanguage(i18n.resolvedLanguage).code,
      ...(guest && { guest }),
    };
    // The destination's legal age is asked first, when it is above the shop's own; then the allowances.
    customs.ask(order);
  }

  function send(order: UpdatePreOrderRequest) {
    placeOrder.mutate(order, {
      ...outcome.handlers,
      onError: (error) => {
        outcome.handlers.onError(error);
        // Over an allowance the browser did not know of (a rule changed since): asked now, then sent.
        customs.refused(error, order);
        // The flight closed while the form was open: its card, looked up again, says what to do instead.
        if (error instanceof ApiError && error.code === 'orders.tooLateToPreOrder') {
          selectFlight(null);
          void queryClient.invalidateQueries({ queryKey: passengerSectorsKey });
        }
      },
    });
  }

  // The server refuses these; saying so beside the flight spares the traveller a failed submit.
  const euBan = sector?.isDestinationInEu ? purchaseRules.data : undefined;
  const bannedThere = euBan
    ? quote?.lines.find((line) => line.item && needsEuDestinationCheck(line.item, euBan))?.item
    : undefined;
  const option = form.values.paymentOption as PaymentOption;

  return (
    <Form ref={form.formRef} noValidate onSubmit={submit} className="checkout-form">
      <FlightSelection
        idPrefix="checkout"
        title={t('flight.title')}
        ticketNumber={form.values.ticketNumber}
        ticketError={ticket.ticketError ?? form.errors.ticketNumber}
        lastName={form.values.passengerLastName}
        lastNameError={ticket.lastNameError ?? form.errors.passengerLastName}
        lookedUp={ticket.lookedUp}
        selectedId={form.values.paxSectorId}
        selectionError={form.errors.paxSectorId}
        onTicketChange={changeTicket}
        onLastNameChange={changeLastName}
        onPassScanned={fillFromPass}
        onLookUp={(insist) => ticket.left(form.values.ticketNumber, form.values.passengerLastName, insist)}
        onSelect={selectFlight}
        isSelectable={(sector) => sector.isPreOrderOpen}
        status={(card, all) =>
          !card.isPreOrderOpen && (
            <>
              <p className="mb-0 text-danger fw-semibold">{t('flight.closed')}</p>
              {ticket.lookedUp && (
                <PreOrderClosedWayForward
                  sector={card}
                  all={all}
                  passenger={ticket.lookedUp}
                  onPreOrderLater={selectFlight}
                />
              )}
            </>
          )
        }
        warning={
          sector && bannedThere
            ? translate(
                templatedError('orders.euBannedItem', {
                  name: bannedThere.name,
                  airport: sector.destinationAirport,
                  reason: euBan?.euBan.reason ?? '',
                }),
              )
            : null
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
        {sector && <ChosenFlight sector={sector} />}
        <TextField
          id="checkout-seat-number"
          label={t('form.seatNumber')}
          autoComplete="off"
          required
          maxLength={8}
          {...form.field('seatNumber')}
        />
      </section>

      <AllowanceUses destination={destination} uses={customs.uses} headingLevel="h2" />

      <OrderSubmission
        paymentOptions={paymentOptions}
        option={option}
        onOptionChange={(next) => setValue('paymentOption', next)}
        quote={quote}
        milesBalance={milesBalance}
        milesToSpend={milesToSpend}
        onMilesToSpendChange={setMilesToSpend}
        message={outcome.message}
        placing={placeOrder}
      />
      {customs.dialogs}
    </Form>
  );
}

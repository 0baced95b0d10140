import {
  type GuestProfile,
  type PaymentOption,
  type PriceCartResponse,
  type SubmitOnBoardOrderRequest,
  submitOnBoardOrderRequest,
} from '@dutyfree/contracts';
import { useEffect, useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form-field.tsx';
import { useForm } from '../../hooks/use-form.ts';
import { isolate } from '../../lib/bidi.ts';
import { getSelectedCurrencyId } from '../../lib/currency-preference.ts';
import { useDisplayDates } from '../../lib/display-dates.ts';
import { parseForm } from '../../lib/form-errors.ts';
import type { ShownCart } from '../cart/api/cart-revision.ts';
import { AllowanceUses, type CustomsDestination } from '../cart/customs-allowances.tsx';
import { rememberCustomsDestination } from '../cart/customs-destination.ts';
import { toShopLanguage } from '../i18n/languages.ts';
import type { OnBoardingDetail } from '../onboard/onboard-store.ts';
import { useTranslateOrderErrors } from '../orders/order-messages.ts';
import { useSubmitOnBoardOrder } from './api/update-pre-order.ts';
import { useCustomsQuestions } from './customs-questions.tsx';
import { milesToSend, OrderSubmission, useOrderOutcome } from './order-submission.tsx';

interface OnBoardCheckoutFormProps {
  onBoard: OnBoardingDetail;
  lines: readonly { itemId: number; quantity: number }[];
  /** The cart these lines were shown from: the server refuses the order once it has changed. */
  shownCart: ShownCart;
  promoCode: string | null;
  quote: PriceCartResponse | undefined;
  paymentOptions: readonly PaymentOption[];
  milesBalance: number | null;
  guest: GuestProfile | null;
}

/**
 * Checkout of an on-board cart: the flight is the one the shop shows (no flight form), the crew brings
 * the goods to the seat given here, and the order goes to SubmitOnBoardOrder.
 */
export function OnBoardCheckoutForm({
  onBoard,
  lines,
  shownCart,
  promoCode,
  quote,
  paymentOptions,
  milesBalance,
  guest,
}: OnBoardCheckoutFormProps) {
  const { t, i18n } = useTranslation('checkout');
  const { t: tOnBoard } = useTranslation('onboard');
  const { t: tOrders } = useTranslation('orders');
  const dates = useDisplayDates();
  const { flight } = onBoard;
  const form = useForm({ seatNumber: flight.seatNumber ?? '', paymentOption: paymentOptions[0] ?? '' });
  const outcome = useOrderOutcome(form.showErrors);
  const translateErrors = useTranslateOrderErrors();
  const placeOrder = useSubmitOnBoardOrder();
  const option = form.values.paymentOption as PaymentOption;
  // The flight's customs, as at the pre-order checkout: the allowance lines, its legal age, the duty due.
  const destination: CustomsDestination | null = useMemo(
    () => (flight.customs ? { rule: flight.customs, airport: flight.destinationAirport } : null),
    [flight],
  );
  // The cart shows the same allowance lines when the traveller goes back to it.
  useEffect(() => rememberCustomsDestination(destination), [destination]);
  const customs = useCustomsQuestions<SubmitOnBoardOrderRequest>(destination, quote, send);

  function send(order: SubmitOnBoardOrderRequest) {
    placeOrder.mutate(order, {
      ...outcome.handlers,
      onError: (error) => {
        outcome.handlers.onError(error);
        customs.refused(error, order);
      },
    });
  }
  const [milesToSpend, setMilesToSpend] = useState<number | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    outcome.clearMessage();
    const parsed = parseForm(submitOnBoardOrderRequest, {
      paxSectorId: flight.id,
      ticketNumber: onBoard.ticketNumber,
      passengerLastName: onBoard.lastName,
      seatNumber: form.values.seatNumber,
      orderItemRequet: lines.map(({ itemId, quantity }) => ({ itemId, quantity })),
      paymentOption: option,
      ...milesToSend(option, milesToSpend, quote, milesBalance),
      promoCode,
      // The total on screen: the server refuses the order if its own differs (a price changed since).
      seenTotal: quote?.total,
      ...shownCart,
      currencyId: getSelectedCurrencyId(),
      language: toShopLanguage(i18n.resolvedLanguage).code,
      ...(guest && { guest }),
    });
    if (parsed.errors) {
      form.showErrors(translateErrors(parsed.errors));
      return;
    }
    customs.ask(parsed.data);
  }

  const route = (origin: string, destination: string) =>
    tOrders('summary.route', { origin: isolate(origin), destination: isolate(destination) });
  return (
    <Form ref={form.formRef} noValidate onSubmit={submit} className="checkout-form">
      <section aria-labelledby="onboard-checkout-flight-title" className="checkout-section">
        <h2 id="onboard-checkout-flight-title" className="h5">
          {tOnBoard('checkout.flightTitle')}
        </h2>
        <div className="checkout-flight checkout-flight--selected onboard-checkout-flight">
          <p className="checkout-flight__label mb-0">
            <bdi>{flight.flightNumber}</bdi> <span>{route(flight.origin, flight.destination)}</span>
          </p>
          <div className="checkout-flight__details">
            <p className="mb-0">{route(flight.originAirport, flight.destinationAirport)}</p>
            <p className="mb-0">
              {t('flight.departs', {
                date: isolate(dates.time(flight.departureDate, flight.originTimeZone)),
              })}
            </p>
          </div>
        </div>
        <TextField
          id="onboard-checkout-seat-number"
          label={t('form.seatNumber')}
          hint={tOnBoard('checkout.seatHint')}
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
        onOptionChange={(next) => form.setValue('paymentOption', next)}
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

import type { PaymentOption, PriceCartResponse, UpdatePreOrderResponse } from '@dutyfree/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { FieldErrorMap } from '../../lib/form-errors.ts';
import { cartQueriesKey } from '../cart/api/cart-revision.ts';
import { cartPricesKey } from '../cart/api/price-cart.ts';
import { orderQueryKeys } from '../orders/api/order-query-keys.ts';
import { paymentOptionKey } from '../orders/order-labels.ts';
import { useDescribeOrderFailure } from '../orders/order-messages.ts';
import { MilesAndMoney, milesAllowed } from './miles-and-money.tsx';
import { PaymentOptions } from './payment-options.tsx';

// What every checkout form ends with, pre-order or on board: how to pay, the button, and what happens
// with the server's answer (the gateway's card page, or the confirmation; or the failure, explained).

/** The handlers a placing mutation is given, and the message of the last failure. */
export function useOrderOutcome(showFieldErrors: (errors: FieldErrorMap) => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const describeFailure = useDescribeOrderFailure();
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    clearMessage: () => setMessage(null),
    handlers: {
      onSuccess: ({ paymentUrl, paymentSummary }: UpdatePreOrderResponse) => {
        // The card page belongs to the payment gateway: a full page load leaves the shop for it.
        if (paymentUrl) window.location.assign(paymentUrl);
        else
          void navigate(
            `${paths.confirmation}?${new URLSearchParams({ orderCode: paymentSummary.orderCode })}`,
          );
      },
      onError: (error: Error) => {
        const failure = describeFailure(error);
        showFieldErrors(failure.fields);
        setMessage(failure.message);
        // A price changed since the total was shown: the summary shows the new one, the message says why.
        if (error instanceof ApiError && error.code === 'orders.pricesChanged') {
          void queryClient.invalidateQueries({ queryKey: cartPricesKey });
        }
        // The cart changed since this checkout was shown (in another tab, or before Back): the lines on
        // screen are already the cart's; its revision is asked for again, so the next order may go.
        if (error instanceof ApiError && error.code === 'orders.cartChanged') {
          void queryClient.invalidateQueries({ queryKey: cartQueriesKey });
        }
        // An order from this cart waits for its payment: the checkout shows it, to pay or cancel.
        if (error instanceof ApiError && error.code === 'orders.awaitingPayment') {
          void queryClient.invalidateQueries({ queryKey: orderQueryKeys.all });
        }
      },
    },
  };
}

interface OrderSubmissionProps {
  paymentOptions: readonly PaymentOption[];
  option: PaymentOption;
  onOptionChange: (option: PaymentOption) => void;
  quote: PriceCartResponse | undefined;
  milesBalance: number | null;
  /** Miles and money: the miles the member chose to spend, or null to pay all in money. */
  milesToSpend: number | null;
  onMilesToSpendChange: (miles: number | null) => void;
  message: string | null;
  placing: { isPending: boolean; isSuccess: boolean; data?: UpdatePreOrderResponse };
}

/** The miles an order is sent with: those chosen, within what may be spent now, unless paid all in miles. */
export function milesToSend(
  option: PaymentOption,
  milesToSpend: number | null,
  quote: PriceCartResponse | undefined,
  milesBalance: number | null,
): { milesToSpend?: number } {
  const most = milesAllowed(quote, milesBalance);
  if (option === 'Miles' || milesToSpend === null || most === 0) return {};
  return { milesToSpend: Math.min(Math.max(1, milesToSpend), most) };
}

export function OrderSubmission({
  paymentOptions,
  option,
  onOptionChange,
  quote,
  milesBalance,
  milesToSpend,
  onMilesToSpendChange,
  message,
  placing,
}: OrderSubmissionProps) {
  const { t } = useTranslation('checkout');
  const most = milesAllowed(quote, milesBalance);
  const redirecting = placing.isSuccess && placing.data?.paymentUrl != null;
  const busy = placing.isPending || redirecting;
  return (
    <>
      <PaymentOptions
        options={paymentOptions}
        value={option}
        onChange={onOptionChange}
        currency={quote?.currency ?? 'USD'}
        totalMiles={quote?.totalMilesForRedeem ?? 0}
        balance={milesBalance}
      />
      {quote && option !== 'Miles' && most > 0 && (
        <MilesAndMoney quote={quote} most={most} miles={milesToSpend} onChange={onMilesToSpendChange} />
      )}
      <div role="alert">{message && <p className="alert alert-danger">{message}</p>}</div>
      <div role="status">{redirecting && <p>{t('payment.toPaymentPage')}</p>}</div>
      <Button type="submit" size="lg" className="checkout-submit" disabled={busy || !quote}>
        {busy && <Spinner as="span" size="sm" animation="border" className="me-2" aria-hidden="true" />}
        {placing.isPending ? t('payment.placing') : t(`payment.submit.${paymentOptionKey(option)}`)}
      </Button>
    </>
  );
}

import {
  apiPaths,
  fixedError,
  ORDER_ACCESS_HEADER,
  orderMessages,
  type PaymentSummary,
  type SignInResponse,
} from '@dutyfree/contracts';
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getI18n } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { catalogApi, catalogItemFixture } from '../../testing/catalog-fixtures.ts';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { setUpScreenTests } from '../../testing/screen-tests.ts';
import { signInCustomer, signOut } from '../account/account-store.ts';
import { addToCart, beginCheckout, clearCart, getCart } from '../cart/cart-store.ts';
import { rememberPlacedOrder } from './order-access.ts';

/** Flight numbers and airport codes are bidi isolates on screen (FSI … PDI); the texts here are written without. */
const withoutIsolates = {
  normalizer: (text: string) => getDefaultNormalizer()(text.replace(/[\u2068\u2069]/g, '')),
};

type Handler = Parameters<typeof fakeApi>[0][string];

const selam: SignInResponse = {
  token: 'selam-token',
  paymentOptions: ['Card', 'Cash On Board'],
  customerId: 7,
  username: 'traveller',
  email: 'selam@example.com',
  firstName: 'Selam',
  lastName: 'Tesfaye',
};
const order: PaymentSummary = {
  orderCode: 'DF-7K3M9Q2P',
  transactionDate: '2030-03-01T10:00:00.000Z',
  customerName: 'Selam Tesfaye',
  paymentOption: 'Card',
  paymentStatus: 'Paid',
  orderStatus: 'Confirmed',
  currency: 'EUR',
  subtotalPrice: 82.01,
  discount: 0,
  totalPrice: 82.01,
  totalPriceForRedemptionInMiles: 0,
  flightNumber: 'ET 706',
  origin: 'ADD',
  destination: 'FRA',
  departureDate: '2030-03-05T22:30:00.000Z',
  originTimeZone: 'Africa/Addis_Ababa',
  ticketNumber: '0712345678904',
  seatNumber: '21A',
  pickFrom: 'On Board',
  isCancellable: true,
  awaitingPayment: false,
  confirmed: true,
  cancelled: false,
  reasonOfCancellation: null,
  orderItemRes: [
    {
      itemId: 41,
      itemName: 'Rose Eau de Parfum',
      imageUrl: null,
      quantity: 1,
      unitPrice: 82.01,
      totalPrice: 82.01,
      totalPriceForRedemptionInMiles: 0,
      isFreeOffer: false,
    },
  ],
};

function shopApi(handlers: Record<string, Handler> = {}) {
  return fakeApi(catalogApi(handlers));
}

setUpScreenTests();

beforeEach(() => {
  signOut();
});

afterEach(() => {
  signOut();
});

describe('orders', () => {
  test('lists the customer’s orders with their status and opens one', async () => {
    shopApi({
      [apiPaths.myOrders]: () => json(200, { preOrderList: [order] }),
      [apiPaths.paymentSummary]: () => json(200, order),
    });
    signInCustomer(selam);
    const { router } = renderApp('/account/orders');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('DF-7K3M9Q2P')).toBeTruthy();
    expect(main.getByText('Confirmed')).toBeTruthy();
    expect(main.getByText('EUR 82.01')).toBeTruthy();
    await userEvent.click(main.getByRole('link', { name: 'View order DF-7K3M9Q2P' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/orders/DF-7K3M9Q2P'));
    expect(await main.findByText('ET 706, ADD to FRA', withoutIsolates)).toBeTruthy();
    // Shown as Addis Ababa's clocks show it: the next day there.
    expect(main.getByText('06 Mar 2030 01:30 GMT+3')).toBeTruthy();
  });

  test('marks an order placed on board with its flight and seat, in the list and on the order', async () => {
    const onBoard = { ...order, orderCode: 'DF-ONBOARD1', isOnBoard: true, seatNumber: '7A' };
    shopApi({
      [apiPaths.myOrders]: () => json(200, { preOrderList: [onBoard, order] }),
      [apiPaths.paymentSummary]: () => json(200, onBoard),
    });
    signInCustomer(selam);
    renderApp('/account/orders');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('DF-ONBOARD1')).toBeTruthy();
    expect(main.getAllByText('On board · flight ET 706 · seat 7A')).toHaveLength(1);
    await userEvent.click(main.getByRole('link', { name: 'View order DF-ONBOARD1' }));
    expect(await main.findByText('On board · flight ET 706 · seat 7A')).toBeTruthy();
  });

  test('the confirmation of an order paid in miles says how many miles are left', async () => {
    const inMiles: PaymentSummary = {
      ...order,
      paymentOption: 'Miles',
      totalPriceForRedemptionInMiles: 12_000,
    };
    shopApi({
      [apiPaths.paymentSummary]: () => json(200, inMiles),
      [apiPaths.passengerProfile]: () =>
        json(200, {
          userId: 7,
          username: 'traveller',
          email: 'selam@example.com',
          title: 3,
          firstName: 'Selam',
          middleName: null,
          lastName: 'Tesfaye',
          nationality: 'Ethiopian',
          mobileNumber: { countryCode: '+251', number: '911234560' },
          membershipNumber: 'ET900800700',
          isShebamilesUser: true,
          milesBalance: 26_000,
          language: 'en',
        }),
    });
    signInCustomer(selam);
    renderApp('/confirmation?orderCode=DF-7K3M9Q2P');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('You have 26,000 miles left.')).toBeTruthy();
  });

  test.each([
    ['en', 'Order number: DF-7K3M9Q2P'],
    ['ar', 'رقم الطلب: DF-7K3M9Q2P'],
    ['zh', '订单号：DF-7K3M9Q2P'],
  ])('the confirmation names the order number with the colon of %s', async (language, line) => {
    shopApi({ [apiPaths.paymentSummary]: () => json(200, order) });
    signInCustomer(selam);
    const i18n = getI18n();
    await i18n.changeLanguage(language);
    try {
      renderApp('/confirmation?orderCode=DF-7K3M9Q2P');
      const main = within(await screen.findByRole('main'));
      await waitFor(() => expect(main.getByText(/DF-7K3M9Q2P/).closest('p')?.textContent).toBe(line));
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  test('the confirmation asks for the boarding pass only of an order collected later, not of one placed on board', async () => {
    const notice = /bring this confirmation number with your boarding pass/;
    const onBoard = { ...order, isOnBoard: true, seatNumber: '7A' };
    let answer: PaymentSummary = order;
    shopApi({ [apiPaths.paymentSummary]: () => json(200, answer) });
    signInCustomer(selam);
    const first = renderApp('/confirmation?orderCode=DF-7K3M9Q2P');
    expect(await within(await screen.findByRole('main')).findByText(notice)).toBeTruthy();
    first.unmount();

    answer = onBoard;
    renderApp('/confirmation?orderCode=DF-ONBOARD1');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText(/The crew will bring your goods to seat/)).toBeTruthy();
    expect(main.queryByText(notice)).toBeNull();
  });

  test('cancels an order with a reason, which must be chosen first', async () => {
    let reason: unknown;
    shopApi({
      [apiPaths.paymentSummary]: () => json(200, order),
      [apiPaths.cancelPreOrder]: ({ init }) => {
        reason = JSON.parse(String(init.body)).ReasonOfCancellation;
        return json(200, {
          ...order,
          orderStatus: 'Cancelled',
          paymentStatus: 'Refunded',
          isCancellable: false,
          confirmed: false,
          cancelled: true,
        });
      },
    });
    signInCustomer(selam);
    renderApp('/account/orders/DF-7K3M9Q2P');

    const submit = await screen.findByRole('button', { name: 'Cancel order' });
    await userEvent.click(submit);
    const select = screen.getByLabelText('Reason for cancelling');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please choose a reason for cancelling.')).toBeTruthy();

    await userEvent.selectOptions(select, 'My flight changed or was cancelled');
    await userEvent.click(submit);
    // Nothing is cancelled by one tap: the question comes first, where the button was, and has the focus.
    const question = screen.getByRole('heading', { name: 'Cancel order \u2068DF-7K3M9Q2P\u2069?' });
    expect(document.activeElement).toBe(question);
    expect(reason).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('heading', { name: 'Cancel order \u2068DF-7K3M9Q2P\u2069?' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    const done = await screen.findByText('Your order has been cancelled.');
    // The outcome is where the eye is: it takes the focus, which brings it into view on a phone.
    expect(document.activeElement).toBe(done);
    expect(reason).toBe(2);
    expect(screen.getByText('Refunded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  test('a tracked order can be read again and cancelled with the access token tracking handed out', async () => {
    const accessHeaders: (string | null)[] = [];
    const withAccess = (init: RequestInit) =>
      accessHeaders.push(new Headers(init.headers).get(ORDER_ACCESS_HEADER));
    shopApi({
      [apiPaths.trackOrder]: () => json(200, { ...order, orderAccessToken: 'tracked-access' }),
      [apiPaths.paymentSummary]: ({ init }) => {
        withAccess(init);
        return json(200, order);
      },
      [apiPaths.cancelPreOrder]: ({ init }) => {
        withAccess(init);
        return json(200, {
          ...order,
          orderStatus: 'Cancelled',
          isCancellable: false,
          confirmed: false,
          cancelled: true,
        });
      },
    });
    renderApp('/order-tracking');

    await userEvent.type(await screen.findByLabelText('E-mail address'), 'selam@example.com');
    await userEvent.type(screen.getByLabelText('Order number'), 'DF-7K3M9Q2P');
    await userEvent.click(screen.getByRole('button', { name: 'Find my order' }));
    expect(await screen.findByText('ET 706, ADD to FRA', withoutIsolates)).toBeTruthy();

    await userEvent.selectOptions(
      screen.getByLabelText('Reason for cancelling'),
      'My flight changed or was cancelled',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByText('Your order has been cancelled.')).toBeTruthy();
    expect(accessHeaders.length).toBeGreaterThan(0);
    expect(accessHeaders.every((header) => header === 'tracked-access')).toBe(true);
  });

  test('the link in the confirmation e-mail fills in the order number', async () => {
    shopApi();
    renderApp('/order-tracking?orderCode=DF-7K3M9Q2P&lng=en');
    expect(((await screen.findByLabelText('Order number')) as HTMLInputElement).value).toBe('DF-7K3M9Q2P');
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('');
  });

  test('tells a traveller tracking with the wrong e-mail address which one to use', async () => {
    shopApi({ [apiPaths.trackOrder]: () => json(404, fixedError('orders.noPreOrderForEmail')) });
    renderApp('/order-tracking');

    await userEvent.type(await screen.findByLabelText('E-mail address'), 'someone@example.com');
    await userEvent.type(screen.getByLabelText('Order number'), 'DF-7K3M9Q2P');
    await userEvent.click(screen.getByRole('button', { name: 'Find my order' }));
    expect(await screen.findByText(orderMessages.noPreOrderForEmail)).toBeTruthy();
  });

  test('shows a declined payment with its status, the order number and a way back to the cart', async () => {
    shopApi();
    renderApp('/payment-failure?orderCode=DF-7K3M9Q2P');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeTruthy();
    expect(main.getByText('Order number: DF-7K3M9Q2P')).toBeTruthy();
    expect(main.getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/cart');
    expect(main.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});

describe('a payment pending at the bank', () => {
  const perfume = catalogItemFixture({ id: 41, name: 'Rose Eau de Parfum' });
  const pending: PaymentSummary = {
    ...order,
    paymentStatus: 'Pending',
    orderStatus: 'PendingPayment',
    awaitingPayment: true,
    confirmed: false,
  };

  /** The order as the server tells it: pending for the first `pendingAnswers` reads, then `settled`. */
  function orderSettlingAs(settled: PaymentSummary, pendingAnswers = 1) {
    let reads = 0;
    shopApi({
      [apiPaths.paymentSummary]: () => {
        reads += 1;
        return json(200, reads <= pendingAnswers ? pending : settled);
      },
    });
    addToCart(perfume, 1);
    beginCheckout();
    rememberPlacedOrder(order.orderCode, 'access-1');
  }

  beforeEach(() => {
    clearCart();
    window.sessionStorage.clear();
  });

  test('follows the order to the confirmation once the bank confirms it, and the paid lines leave the cart', {
    timeout: 10_000,
  }, async () => {
    orderSettlingAs(order);
    const { router } = renderApp('/payment-pending?orderCode=DF-7K3M9Q2P');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Payment Pending' })).toBeTruthy();
    expect(main.getByRole('status').textContent).toMatch(/checks/i);
    expect(getCart().cart).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation'), { timeout: 8000 });
    expect(router.state.location.search).toBe('?orderCode=DF-7K3M9Q2P');
    await waitFor(() => expect(getCart().cart).toEqual([]));
  });

  test('goes to the failure page when the bank declines it, and keeps the cart', {
    timeout: 10_000,
  }, async () => {
    orderSettlingAs({ ...order, paymentStatus: 'Declined', orderStatus: 'PaymentFailed', confirmed: false });
    const { router } = renderApp('/payment-pending?orderCode=DF-7K3M9Q2P');

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-failure'), { timeout: 8000 });
    expect(getCart().cart).toHaveLength(1);
  });

  test('the paid lines leave the cart on whatever page the traveller opens once the bank has confirmed', async () => {
    orderSettlingAs(order, 0);
    renderApp('/about-us');
    await waitFor(() => expect(getCart().cart).toEqual([]));
  });
});

import {
  apiPaths,
  type CustomsRule,
  euBannedItemMessage,
  fixedError,
  flightMessages,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_ACCESS_HEADER,
  orderMessages,
  type PaxSector,
  type PaymentSummary,
  type PriceCartResponse,
  templatedError,
  type UpdatePreOrderRequest,
} from '@dutyfree/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { setIssuedTokens } from '../../lib/session-store.ts';
import {
  allowanceLimits,
  catalogApi,
  catalogItemFixture,
  purchaseRulesFixture,
} from '../../testing/catalog-fixtures.ts';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { setUpScreenTests } from '../../testing/screen-tests.ts';
import { setGuestProfile, signOut } from '../account/account-store.ts';
import { addToCart, beginCheckout, clearCart, getCart } from '../cart/cart-store.ts';
import { startOnBoarding, stopOnBoarding } from '../onboard/onboard-store.ts';
import { markOrderForRetry, rememberPlacedOrder } from '../orders/order-access.ts';
import { placePreOrder } from './api/update-pre-order.ts';

type Handler = Parameters<typeof fakeApi>[0][string];

const perfume = catalogItemFixture({
  id: 41,
  name: 'Rose Eau de Parfum',
  itemCategory: 'FRAGRANCE',
  currentPrice: 89,
  salesRate: 89,
});
const quote: PriceCartResponse = {
  currency: 'USD',
  lines: [
    {
      itemId: 41,
      item: perfume,
      quantity: 1,
      isFreeOffer: false,
      offeredByItemId: null,
      appliedRule: 'list',
      listUnitPrice: 89,
      unitPrice: 89,
      listTotal: 89,
      lineTotal: 89,
      discount: 0,
      bundleUnits: 0,
      milesForRedeem: 17_800,
      milesForAccrual: 89,
    },
  ],
  subtotal: 89,
  discountTotal: 0,
  total: 89,
  itemCount: 1,
  totalMilesForRedeem: 17_800,
  totalMilesForAccrual: 89,
  promoCode: null,
  promoStatus: null,
  unavailableItemIds: [],
  customsMeasures: [],
};
const toDubai: PaxSector = {
  id: 501,
  flightNumber: 'ET 600',
  origin: 'ADD',
  originAirport: 'Addis Ababa Bole International Airport',
  destination: 'DXB',
  destinationAirport: 'Dubai International Airport',
  departureDate: '2030-03-05T02:00:00.000Z',
  seatNumber: '14C',
  isPreOrderOpen: true,
  isDestinationInEu: false,
};
const placed: PaymentSummary = {
  orderCode: 'DF-7K3M9Q2P',
  transactionDate: '2030-03-01T10:00:00.000Z',
  customerName: 'Abebe Kebede',
  paymentOption: 'Cash On Board',
  paymentStatus: 'Pay On-Board',
  orderStatus: 'Confirmed',
  currency: 'USD',
  subtotalPrice: 89,
  discount: 0,
  totalPrice: 89,
  totalPriceForRedemptionInMiles: 0,
  flightNumber: 'ET 600',
  origin: 'ADD',
  destination: 'DXB',
  departureDate: toDubai.departureDate,
  ticketNumber: '0712345678901',
  seatNumber: '14C',
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
      imageUrl: '/media/items/41/1.svg',
      quantity: 1,
      unitPrice: 89,
      totalPrice: 89,
      totalPriceForRedemptionInMiles: 0,
      isFreeOffer: false,
    },
  ],
};

function shopApi(handlers: Record<string, Handler> = {}) {
  return fakeApi(
    catalogApi({
      [apiPaths.priceCart]: () => json(200, quote),
      [apiPaths.onBoardPassengerFromTicket]: () =>
        json(200, { paxSectorsRes: [toDubai], message: flightMessages.flightsFound }),
      ...handlers,
    }),
  );
}

function errorOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.classList.contains('invalid-feedback'))
    .map((element) => element?.textContent)
    .join(' ');
}

function checkOutAsGuest() {
  addToCart(perfume, 1);
  beginCheckout();
  setGuestProfile({
    firstName: 'Abebe',
    lastName: 'Kebede',
    email: 'abebe@example.com',
    mobileNumber: { countryCode: '+251', number: '911223344' },
  });
}

setUpScreenTests();

beforeEach(() => {
  signOut();
  clearCart();
  window.sessionStorage.clear();
});

afterEach(() => {
  signOut();
  clearCart();
});

describe('checkout', () => {
  test('sends a visitor who is neither signed in nor a guest to choose first', async () => {
    shopApi();
    addToCart(perfume, 1);
    beginCheckout();
    const { router } = renderApp('/checkout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.search).toBe('?redirectUrl=%2Fcheckout');
  });

  test('names the ticket length, and asks for a flight when none is selected', async () => {
    shopApi();
    checkOutAsGuest();
    renderApp('/checkout');

    const ticket = await screen.findByLabelText('Ticket number');
    await userEvent.type(ticket, '07123');
    await userEvent.tab();
    expect(errorOf(ticket)).toBe(
      'Ticket Number Character length should be 13. Current character length (5).',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Please Select Your Flight Information')).toBeTruthy();
    expect(errorOf(screen.getByLabelText('Seat number'))).toBe('Seat Number field is required.');
  });

  test('Find my flight looks the ticket up without leaving the field; the chosen flight shows as a card; the form comes before the summary', async () => {
    shopApi();
    checkOutAsGuest();
    renderApp('/checkout');

    const ticket = await screen.findByLabelText('Ticket number');
    expect(screen.queryByText('Filled in from the flight you select.')).toBeNull();
    expect(document.querySelectorAll('.checkout-form input[readonly]')).toHaveLength(0);
    // Tab order follows the page: the form's first field comes before the order summary.
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(ticket.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.type(ticket, '0712345678901');
    await userEvent.type(screen.getByLabelText('Last name'), 'Tesfaye');
    await userEvent.click(screen.getByRole('button', { name: 'Find my flight' }));
    const radio = await screen.findByRole('radio', { name: /ET 600/ });
    await waitFor(() => expect((radio as HTMLInputElement).checked).toBe(true));
    const chosen = screen.getByRole('region', { name: 'Selected flight' });
    expect(within(chosen).getByText('ET 600')).toBeTruthy();
    expect(chosen.textContent).toContain('ADD');
    expect(chosen.textContent).toContain('DXB');
  });

  test('clears the flight cards and says what went wrong when the lookup fails', async () => {
    shopApi({ [apiPaths.onBoardPassengerFromTicket]: () => json(500, {}) });
    checkOutAsGuest();
    renderApp('/checkout');

    await userEvent.type(await screen.findByLabelText('Ticket number'), '0712345678901');
    await userEvent.type(screen.getByLabelText('Last name'), 'Tesfaye');
    await userEvent.tab();
    expect(await screen.findByText('Something when wrong')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /ET 600/ })).toBeNull();
  });

  test('fills the flight from the only flight of the ticket and confirms an order paid on board', async () => {
    let sent: Record<string, unknown> = {};
    shopApi({
      [apiPaths.updatePreOrder]: ({ init }) => {
        sent = JSON.parse(String(init.body));
        return json(200, { paymentSummary: placed, orderAccessToken: 'access-1', paymentUrl: null });
      },
      '/PreOrder/api/V1.0/PreOrder/GetPaymentSummary': ({ init }) =>
        new Headers(init.headers).get('order-access-token') === 'access-1'
          ? json(200, placed)
          : json(404, { message: 'There is no order with this order number.' }),
    });
    checkOutAsGuest();
    const { router } = renderApp('/checkout');

    await screen.findByText('USD 89.00', { selector: 'dd.checkout-summary__total bdi' });
    await userEvent.type(screen.getByLabelText('Ticket number'), '0712345678901');
    await userEvent.type(screen.getByLabelText('Last name'), 'Tesfaye');
    await userEvent.tab();
    const card = await screen.findByRole('radio', { name: /ET 600/ });
    await waitFor(() => expect((card as HTMLInputElement).checked).toBe(true));
    expect((screen.getByLabelText('Seat number') as HTMLInputElement).value).toBe('14C');
    expect(screen.getByRole('region', { name: 'Selected flight' }).textContent).toContain('ADD');

    await userEvent.selectOptions(screen.getByLabelText('Pick From'), 'On Board');
    await userEvent.click(screen.getByRole('radio', { name: 'Pay On-Board' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation'));
    expect(sent).toMatchObject({
      orderItemRequet: [{ itemId: 41, quantity: 1 }],
      paymentOption: 'Cash On Board',
      paxSectorId: 501,
      ticketNumber: '0712345678901',
      passengerLastName: 'Tesfaye',
      pickFrom: 'On Board',
      guest: { firstName: 'Abebe', email: 'abebe@example.com' },
    });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'THANK YOU FOR YOUR ORDER' })).toBeTruthy();
    expect(main.getByText('DF-7K3M9Q2P')).toBeTruthy();
    expect(main.getByText('Pay On-Board')).toBeTruthy();
    await waitFor(() => expect(getCart().cart).toEqual([]));
  });

  test('warns beside a flight to the EU that a banned cosmetic cannot go, and shows the refusal on submit', async () => {
    const bannedPerfume = { ...perfume, itemCode: purchaseRulesFixture.euBan.itemCodes[0]! };
    const toFrankfurt: PaxSector = {
      ...toDubai,
      flightNumber: 'ET 706',
      destination: 'FRA',
      destinationAirport: 'Frankfurt Airport',
      isDestinationInEu: true,
    };
    const { reason } = purchaseRulesFixture.euBan;
    const refusal = euBannedItemMessage('Rose Eau de Parfum', 'Frankfurt Airport', reason);
    shopApi({
      [apiPaths.priceCart]: () =>
        json(200, { ...quote, lines: [{ ...quote.lines[0]!, item: bannedPerfume }] }),
      [apiPaths.onBoardPassengerFromTicket]: () =>
        json(200, { paxSectorsRes: [toFrankfurt], message: flightMessages.flightsFound }),
      [apiPaths.updatePreOrder]: () =>
        json(
          409,
          templatedError('orders.euBannedItem', {
            name: 'Rose Eau de Parfum',
            airport: 'Frankfurt Airport',
            reason,
          }),
        ),
    });
    addToCart(bannedPerfume, 1);
    beginCheckout();
    setGuestProfile({
      firstName: 'Abebe',
      lastName: 'Kebede',
      email: 'abebe@example.com',
      mobileNumber: { countryCode: '+251', number: '911223344' },
    });
    renderApp('/checkout');

    await screen.findByText('USD 89.00', { selector: 'dd.checkout-summary__total bdi' });
    await userEvent.type(screen.getByLabelText('Ticket number'), '0712345678904');
    await userEvent.type(screen.getByLabelText('Last name'), 'Tesfaye');
    await userEvent.tab();
    const card = await screen.findByRole('radio', { name: /ET 706/ });
    await waitFor(() => expect((card as HTMLInputElement).checked).toBe(true));
    const flightSection = within(screen.getByRole('region', { name: 'Your flight' }));
    expect(flightSection.getByText(refusal)).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Pick From'), 'On Board');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(refusal, { selector: '[role="alert"] > p' })).toBeTruthy();
  });

  const whisky = catalogItemFixture({ id: 52, name: 'Highland Single Malt', itemCategory: 'LIQUOR' });
  const uaeRule: CustomsRule = {
    region: 'AE',
    legalAgeAlcohol: 18,
    legalAgeTobacco: 18,
    allowances: allowanceLimits({ alcohol: 4000, cigarettes: 400, cigars: 50 }),
    goodsValue: null,
  };
  /** Litre bottles of whisky in the cart, the flight card the lookup gives; the orders sent. */
  function customsApi(
    bottles: number,
    card: Partial<PaxSector>,
    answer: () => Response = () =>
      json(200, { paymentSummary: placed, orderAccessToken: 'access-1', paymentUrl: null }),
    priced: { usdLineTotalCents?: number; measured?: boolean } = {},
  ) {
    const sent: Record<string, unknown>[] = [];
    const { usdLineTotalCents, measured = true } = priced;
    shopApi({
      [apiPaths.priceCart]: () =>
        json(200, {
          ...quote,
          lines: [
            {
              ...quote.lines[0]!,
              itemId: 52,
              item: whisky,
              quantity: bottles,
              ...(usdLineTotalCents !== undefined && { usdLineTotalCents }),
            },
          ],
          customsMeasures: measured
            ? [{ itemId: 52, customsKind: 'spirits', volumeMl: 1000, pieces: null, tobaccoG: null }]
            : [],
        }),
      [apiPaths.onBoardPassengerFromTicket]: () =>
        json(200, { paxSectorsRes: [{ ...toDubai, ...card }], message: flightMessages.flightsFound }),
      [apiPaths.updatePreOrder]: ({ init }) => {
        sent.push(JSON.parse(String(init.body)));
        return answer();
      },
    });
    return sent;
  }
  async function chooseFlightAndPlace() {
    await screen.findByText('USD 89.00', { selector: 'dd.checkout-summary__total bdi' });
    await userEvent.type(screen.getByLabelText('Ticket number'), '0712345678901');
    await userEvent.type(screen.getByLabelText('Last name'), 'Tesfaye');
    await userEvent.tab();
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /ET 600/ }) as HTMLInputElement).checked).toBe(true),
    );
    await userEvent.selectOptions(screen.getByLabelText('Pick From'), 'On Board');
    await userEvent.click(screen.getByRole('radio', { name: 'Pay On-Board' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  }

  test('shows how much of the allowance the basket uses; over it, the order goes only once duty is confirmed', async () => {
    const sent = customsApi(6, { customs: uaeRule });
    checkOutAsGuest();
    renderApp('/checkout');

    await chooseFlightAndPlace();
    const allowances = within(await screen.findByRole('region', { name: 'Duty-free allowances' }));
    expect(allowances.getByRole('listitem').textContent).toBe(
      '6 of 4 L of alcohol allowed into the United Arab EmiratesOver the allowance: duty will be due on arrival.',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Duty will be due on arrival' });
    expect(dialog.textContent).toContain('6 of 4 L of alcohol allowed into the United Arab Emirates');
    // Escape goes back to the form: nothing is sent.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const again = await screen.findByRole('dialog', { name: 'Duty will be due on arrival' });
    expect(again.contains(document.activeElement)).toBe(true);
    await userEvent.click(within(again).getByRole('button', { name: 'I understand, place my order' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ dutyDueConfirmed: true, orderItemRequet: [{ itemId: 41, quantity: 1 }] });
    expect(sent[0]).not.toHaveProperty('travellerAge');
  });

  test('counts the value of goods no other allowance counts in the destination’s currency, and asks for duty over it', async () => {
    // The United Kingdom's 390 pounds at 0.7874 to the dollar: goods of 600.00 dollars are 472.44 pounds.
    const ukRule: CustomsRule = {
      ...uaeRule,
      region: 'GB',
      goodsValue: { allowed: 390, currencyCode: 'GBP', usdRateMicros: 787_400 },
    };
    const sent = customsApi(
      2,
      { customs: ukRule },
      () => json(200, { paymentSummary: placed, orderAccessToken: 'access-1', paymentUrl: null }),
      { usdLineTotalCents: 60_000, measured: false },
    );
    checkOutAsGuest();
    renderApp('/checkout');

    await chooseFlightAndPlace();
    const allowances = within(await screen.findByRole('region', { name: 'Duty-free allowances' }));
    expect(allowances.getByRole('listitem').textContent).toBe(
      'GBP 472.44 of GBP 390.00 in other goods allowed into the United KingdomOver the allowance: duty will be due on arrival.',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Duty will be due on arrival' });
    expect(dialog.textContent).toContain(
      'GBP 472.44 of GBP 390.00 in other goods allowed into the United Kingdom',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'I understand, place my order' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ dutyDueConfirmed: true });
  });

  test('in transit, the card names the final destination’s rules; its legal age above 18 is asked, and the server’s refusal of a younger traveller shown', async () => {
    const usRule: CustomsRule = { ...uaeRule, region: 'US', legalAgeAlcohol: 21, legalAgeTobacco: null };
    const refusal = templatedError('orders.customsUnderAge', {
      name: 'Highland Single Malt',
      airport: 'Dubai International Airport',
      age: 21,
    });
    // Dubai is where the traveller connects to New York: the United States' rule judges the goods.
    const sent = customsApi(
      1,
      {
        customs: usRule,
        customsDestination: {
          connectsAt: 'Dubai International Airport',
          destinationAirport: 'John F. Kennedy International Airport',
        },
      },
      () => json(409, refusal),
    );
    checkOutAsGuest();
    renderApp('/checkout');

    await chooseFlightAndPlace();
    expect(screen.getByRole('radio', { name: /ET 600/ }).closest('li')?.textContent).toContain(
      'Customs rules of the United States apply to your goods: you connect at Dubai International Airport to John F. Kennedy International Airport within 24 hours, so they are judged where your journey ends.',
    );
    const question = await screen.findByRole('dialog', { name: 'Are you 21 or over?' });
    expect(question.textContent).toContain(
      'Tobacco and liquor are sold only to travellers aged 21 or over flying to the United States.',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'No, I am under 21' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ travellerAge: 20 });
    expect(await screen.findByText(refusal.message, { selector: '[role="alert"] > p' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, I am 21 or over' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ travellerAge: 21 });
  });

  test('a flight inside 24 hours says pre-order is closed and offers shopping on board or the later flight', async () => {
    const boarding: PaxSector = {
      ...toDubai,
      id: 502,
      flightNumber: 'ET 601',
      isPreOrderOpen: false,
      onBoardWindow: 'open',
    };
    const later: PaxSector = {
      ...toDubai,
      id: 503,
      flightNumber: 'ET 609',
      departureDate: '2030-03-12T02:00:00.000Z',
    };
    shopApi({
      [apiPaths.onBoardPassengerFromTicket]: () =>
        json(200, { paxSectorsRes: [boarding, later], message: flightMessages.flightsFound }),
    });
    checkOutAsGuest();
    renderApp('/checkout');

    // A generous wait: the shop's start-up runs first, and test files run side by side.
    await userEvent.type(
      await screen.findByLabelText('Ticket number', {}, { timeout: 5000 }),
      '0712345678903',
    );
    await userEvent.type(screen.getByLabelText('Last name'), 'girma');
    await userEvent.click(screen.getByRole('button', { name: 'Find my flight' }));

    const closed = await screen.findByRole('radio', { name: /ET 601/ });
    expect((closed as HTMLInputElement).disabled).toBe(true);
    const card = within(closed.closest('li')!);
    expect(card.getByText('Pre-order closed: less than 24 hours before departure')).toBeTruthy();
    expect(
      card.getByText(
        'You can order on board now, from what this flight carries; the crew brings it to your seat.',
      ),
    ).toBeTruthy();

    await userEvent.click(card.getByRole('button', { name: /Pre-order for your flight .*ET 609.* instead/ }));
    const laterRadio = screen.getByRole('radio', { name: /ET 609/ }) as HTMLInputElement;
    expect(laterRadio.checked).toBe(true);
    expect(screen.getByRole('region', { name: 'Selected flight' }).textContent).toContain('ET 609');

    await userEvent.click(card.getByRole('button', { name: /Shop on board .*ET 601/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Shop on board' }));
    expect((dialog.getByLabelText('Ticket number') as HTMLInputElement).value).toBe('0712345678903');
    expect((dialog.getByLabelText('Last name') as HTMLInputElement).value).toBe('girma');
    const onBoardCard = await dialog.findByRole('radio', { name: /ET 601/ });
    // Open for on-board orders, so it can be chosen here; the later flight cannot.
    expect((onBoardCard as HTMLInputElement).disabled).toBe(false);
    expect((dialog.getByRole('radio', { name: /ET 609/ }) as HTMLInputElement).disabled).toBe(true);
  }, 15_000);

  test('a price changed since the total was shown: the order is refused, the cart priced again, and the traveller told', async () => {
    const sentTotals: unknown[] = [];
    let priceNow = 89;
    shopApi({
      [apiPaths.priceCart]: () =>
        json(200, {
          ...quote,
          lines: [{ ...quote.lines[0]!, unitPrice: priceNow, listTotal: priceNow, lineTotal: priceNow }],
          subtotal: priceNow,
          total: priceNow,
        }),
      [apiPaths.updatePreOrder]: ({ init }) => {
        sentTotals.push(JSON.parse(String(init.body)).seenTotal);
        // An admin raised the price after the summary was shown.
        priceNow = 95;
        return json(409, fixedError('orders.pricesChanged'));
      },
    });
    checkOutAsGuest();
    renderApp('/checkout');

    await screen.findByText('USD 89.00', { selector: 'dd.checkout-summary__total bdi' });
    await userEvent.type(screen.getByLabelText('Ticket number'), '0712345678901');
    await userEvent.type(screen.getByLabelText('Last name'), 'Tesfaye');
    await userEvent.tab();
    const card = await screen.findByRole('radio', { name: /ET 600/ });
    await waitFor(() => expect((card as HTMLInputElement).checked).toBe(true));
    await userEvent.selectOptions(screen.getByLabelText('Pick From'), 'On Board');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(
      await screen.findByText(orderMessages.pricesChanged, { selector: '[role="alert"] > p' }),
    ).toBeTruthy();
    expect(sentTotals).toEqual([89]);
    expect(await screen.findByText('USD 95.00', { selector: 'dd.checkout-summary__total bdi' })).toBeTruthy();
  }, 15_000);

  test('when the flight closes while the form is open, the refusal comes with the way forward', async () => {
    let closedNow = false;
    shopApi({
      [apiPaths.onBoardPassengerFromTicket]: () =>
        json(200, {
          paxSectorsRes: [
            closedNow ? { ...toDubai, isPreOrderOpen: false, onBoardWindow: 'notYetOpen' } : toDubai,
          ],
          message: flightMessages.flightsFound,
        }),
      [apiPaths.updatePreOrder]: () => {
        closedNow = true;
        return json(409, fixedError('orders.tooLateToPreOrder'));
      },
    });
    checkOutAsGuest();
    renderApp('/checkout');

    await userEvent.type(
      await screen.findByLabelText('Ticket number', {}, { timeout: 5000 }),
      '0712345678901',
    );
    await userEvent.type(screen.getByLabelText('Last name'), 'Tesfaye');
    await userEvent.click(screen.getByRole('button', { name: 'Find my flight' }));
    const card = await screen.findByRole('radio', { name: /ET 600/ });
    await waitFor(() => expect((card as HTMLInputElement).checked).toBe(true));
    await userEvent.selectOptions(screen.getByLabelText('Pick From'), 'On Board');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(
      await screen.findByText(orderMessages.tooLateToPreOrder, { selector: '[role="alert"] > p' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /ET 600/ }) as HTMLInputElement).disabled).toBe(true),
    );
    expect(screen.getByRole('button', { name: /Shop on board .*ET 600/ })).toBeTruthy();
  }, 15_000);
});

describe('checkout on board', () => {
  const inTheAir: PaxSector = { ...toDubai, isPreOrderOpen: false, onBoardWindow: 'open', seatNumber: '23A' };
  afterEach(() => stopOnBoarding());

  test('shows the flight as a card, asks the seat, and submits SubmitOnBoardOrder; the crew brings it to the seat', async () => {
    let sent: Record<string, unknown> = {};
    const onBoardOrder = { ...placed, seatNumber: '7A', pickFrom: null, isOnBoard: true };
    startOnBoarding(inTheAir, { ticketNumber: '0712345678901', lastName: 'Tesfaye' });
    shopApi({
      [apiPaths.allOnBoardItems]: () => json(200, { onBoardAvailabilitiesRes: [perfume] }),
      [apiPaths.submitOnBoardOrder]: ({ init }) => {
        sent = JSON.parse(String(init.body));
        return json(200, { paymentSummary: onBoardOrder, orderAccessToken: 'access-2', paymentUrl: null });
      },
      '/PreOrder/api/V1.0/PreOrder/GetPaymentSummary': () => json(200, onBoardOrder),
    });
    checkOutAsGuest();
    const { router } = renderApp('/checkout');

    await screen.findByText('USD 89.00', { selector: 'dd.checkout-summary__total bdi' });
    expect(screen.queryByLabelText('Ticket number')).toBeNull();
    expect(screen.queryByLabelText('Pick From')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your flight' })).toBeTruthy();
    const seat = screen.getByLabelText('Seat number') as HTMLInputElement;
    expect(seat.value).toBe('23A');
    await userEvent.click(screen.getByRole('radio', { name: 'Pay On-Board' }));
    await userEvent.clear(seat);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(errorOf(seat)).toBe('Seat Number field is required.');

    await userEvent.type(seat, '7A');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation'));
    expect(sent).toMatchObject({
      paxSectorId: 501,
      ticketNumber: '0712345678901',
      passengerLastName: 'Tesfaye',
      seatNumber: '7A',
      orderItemRequet: [{ itemId: 41, quantity: 1 }],
      paymentOption: 'Cash On Board',
      guest: { firstName: 'Abebe' },
    });
    const main = within(await screen.findByRole('main'));
    expect(
      await main.findByText(/The crew will bring your goods to seat .*7A.* on flight .*ET 600/),
    ).toBeTruthy();
    expect(main.getByText(/On board · flight ET 600 · seat 7A/)).toBeTruthy();
  });

  test('shows the allowance line and asks the destination’s legal age, then the duty due, as the pre-order checkout does', async () => {
    const sent: Record<string, unknown>[] = [];
    const whisky = catalogItemFixture({ id: 52, name: 'Highland Single Malt', itemCategory: 'LIQUOR' });
    const usRule: CustomsRule = {
      region: 'US',
      legalAgeAlcohol: 21,
      legalAgeTobacco: null,
      allowances: allowanceLimits({ alcohol: 1000, cigarettes: 200, cigars: 100 }),
      goodsValue: null,
    };
    startOnBoarding({ ...inTheAir, customs: usRule }, { ticketNumber: '0712345678901', lastName: 'Tesfaye' });
    shopApi({
      [apiPaths.allOnBoardItems]: () => json(200, { onBoardAvailabilitiesRes: [perfume] }),
      [apiPaths.priceCart]: () =>
        json(200, {
          ...quote,
          lines: [{ ...quote.lines[0]!, itemId: 52, item: whisky, quantity: 2 }],
          customsMeasures: [{ itemId: 52, customsKind: 'spirits', volumeMl: 1000, pieces: null }],
        }),
      [apiPaths.submitOnBoardOrder]: ({ init }) => {
        sent.push(JSON.parse(String(init.body)));
        return json(200, { paymentSummary: placed, orderAccessToken: 'access-2', paymentUrl: null });
      },
    });
    checkOutAsGuest();
    renderApp('/checkout');

    const allowances = within(await screen.findByRole('region', { name: 'Duty-free allowances' }));
    expect(allowances.getByRole('listitem').textContent).toBe(
      '2 of 1 L of alcohol allowed into the United StatesOver the allowance: duty will be due on arrival.',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Pay On-Board' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const question = await screen.findByRole('dialog', { name: 'Are you 21 or over?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, I am 21 or over' }));
    const duty = await screen.findByRole('dialog', { name: 'Duty will be due on arrival' });
    expect(sent).toEqual([]);
    await userEvent.click(within(duty).getByRole('button', { name: 'I understand, place my order' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ travellerAge: 21, dutyDueConfirmed: true, seatNumber: '23A' });
  });
});

describe('checking out again after a failed payment', () => {
  const request: UpdatePreOrderRequest = {
    pickFrom: 'On Board',
    origin: 'ADD',
    destination: 'DXB',
    flightNumber: 'ET 600',
    departureDate: '2030-03-05T22:30:00.000Z',
    ticketNumber: '0712345678901',
    passengerLastName: 'Tesfaye',
    seatNumber: '12C',
    paxSectorId: 11,
    orderItemRequet: [{ itemId: 41, quantity: 1 }],
    paymentOption: 'Card',
    currencyId: 2,
    language: 'en',
  };

  /** Answers UpdatePreOrder with `answer` for the order code sent (none for a new order). */
  function preOrderApi(answer: (orderCode: string | undefined) => Response) {
    const sent: { orderCode?: string; access: string | null }[] = [];
    shopApi({
      [apiPaths.updatePreOrder]: ({ init }) => {
        const { orderCode } = JSON.parse(String(init.body));
        sent.push({ orderCode, access: new Headers(init.headers).get(ORDER_ACCESS_HEADER) });
        return answer(orderCode);
      },
    });
    return sent;
  }
  const placedAs = (orderCode: string) =>
    json(200, {
      paymentSummary: { ...placed, orderCode },
      orderAccessToken: `access-${orderCode}`,
      paymentUrl: '/sandbox-pay/cs_1',
    });

  beforeEach(() => {
    window.sessionStorage.clear();
    setIssuedTokens({ clientAccessToken: 'client', accessToken: 'anonymous', baseUrl: '' });
  });

  test('changes the declined order, proving it is this traveller’s, instead of placing another', async () => {
    const sent = preOrderApi((orderCode) => placedAs(orderCode ?? 'DF-AAAA1111'));
    await placeAndFail(request);
    expect((await placePreOrder(request)).paymentSummary.orderCode).toBe('DF-AAAA1111');
    expect(sent).toEqual([
      { orderCode: undefined, access: null },
      { orderCode: 'DF-AAAA1111', access: 'access-DF-AAAA1111' },
    ]);
  });

  test('places a new order when the declined one has closed meanwhile', async () => {
    const sent = preOrderApi((orderCode) =>
      orderCode === 'DF-AAAA1111'
        ? json(409, fixedError('orders.orderClosed'))
        : placedAs(sent.length === 1 ? 'DF-AAAA1111' : 'DF-BBBB2222'),
    );
    await placeAndFail(request);
    expect((await placePreOrder(request)).paymentSummary.orderCode).toBe('DF-BBBB2222');
    expect(sent.map((call) => call.orderCode)).toEqual([undefined, 'DF-AAAA1111', undefined]);
  });

  test('does not place a second order when the first cannot be changed for want of stock', async () => {
    const sent = preOrderApi((orderCode) =>
      orderCode ? json(409, { message: 'Not enough stock' }) : placedAs('DF-AAAA1111'),
    );
    await placeAndFail(request);
    await expect(placePreOrder(request)).rejects.toMatchObject({ status: 409 });
    expect(sent).toHaveLength(2);
  });

  test('sends a double click with one idempotency key, and a later checkout with a new one', async () => {
    const keys: (string | null)[] = [];
    shopApi({
      [apiPaths.updatePreOrder]: ({ init }) => {
        keys.push(new Headers(init.headers).get(IDEMPOTENCY_KEY_HEADER));
        return placedAs('DF-AAAA1111');
      },
    });
    await Promise.all([placePreOrder(request), placePreOrder(request)]);
    await placePreOrder(request);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  /** Places an order whose card payment is then declined (the gateway sends the traveller back). */
  async function placeAndFail(order: UpdatePreOrderRequest) {
    const { paymentSummary, orderAccessToken } = await placePreOrder(order);
    rememberPlacedOrder(paymentSummary.orderCode, orderAccessToken);
    markOrderForRetry(paymentSummary.orderCode);
  }
});

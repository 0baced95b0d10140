import { apiPaths, flightMessages, type PaxSector } from '@dutyfree/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { catalogApi, catalogItemFixture } from '../../testing/catalog-fixtures.ts';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { setUpScreenTests } from '../../testing/screen-tests.ts';
import { setGuestProfile, signOut } from '../account/account-store.ts';
import { addToCart, beginCheckout, clearCart } from '../cart/cart-store.ts';

// The scanner on the screens where a traveller names their ticket. The camera and the decoder are the
// browser's (jsdom has neither): the decoder is replaced by the text a test puts in `reading`; what is done
// with that text (BCBP parsing, filling the form, the lookup, the flight chosen) is the real code.

const reading = vi.hoisted(() => ({ text: null as string | null }));
vi.mock('../../lib/barcode-reader.ts', () => ({
  readBarcodeText: async () => reading.text,
  warmUpBarcodeReader: () => undefined,
}));

const year = new Date().getUTCFullYear();
/** A pass for Okafor's return flight, ET 309 (BCBP: name field 20 characters, day 100 of the year). */
const okaforPass = 'M1OKAFOR/DANIEL MR    EXYZ789 NBOADDET 0309 100Y021C0007 113>6000D0712345678902';
const withoutTicket = 'M1OKAFOR/DANIEL MR    EXYZ789 NBOADDET 0309 100Y021C0007 100';

function sector(id: number, flightNumber: string, departureDate: string): PaxSector {
  return {
    id,
    flightNumber,
    origin: flightNumber === 'ET 308' ? 'ADD' : 'NBO',
    originAirport: 'Airport',
    destination: flightNumber === 'ET 308' ? 'NBO' : 'ADD',
    destinationAirport: 'Airport',
    departureDate,
    seatNumber: '21C',
    isPreOrderOpen: true,
    isDestinationInEu: false,
  };
}
const outbound = sector(601, 'ET 308', `${year + 1}-04-02T06:00:00.000Z`);
const back = sector(602, 'ET 309', `${year + 1}-04-10T06:00:00.000Z`);

const perfume = catalogItemFixture({ id: 41, name: 'Rose Eau de Parfum', currentPrice: 89, salesRate: 89 });

function shopApi() {
  const lookups: URLSearchParams[] = [];
  fakeApi(
    catalogApi({
      [apiPaths.priceCart]: () =>
        json(200, {
          currency: 'USD',
          lines: [],
          subtotal: 0,
          discountTotal: 0,
          total: 0,
          itemCount: 0,
          totalMilesForRedeem: 0,
          totalMilesForAccrual: 0,
          promoCode: null,
          promoStatus: null,
          unavailableItemIds: [],
          customsMeasures: [],
        }),
      [apiPaths.onBoardPassengerFromTicket]: ({ url }) => {
        lookups.push(url.searchParams);
        return url.searchParams.get('LastName')?.toLowerCase() === 'okafor'
          ? json(200, { paxSectorsRes: [outbound, back], message: flightMessages.flightsFound })
          : json(200, { paxSectorsRes: [], message: flightMessages.passengerNotFound });
      },
    }),
  );
  return lookups;
}

async function uploadPicture(readAs: string | null) {
  reading.text = readAs;
  await userEvent.click(await screen.findByRole('button', { name: 'Scan boarding pass' }));
  const dialog = await screen.findByRole('dialog', { name: 'Scan your boarding pass' });
  const file = new File(['picture'], 'pass.png', { type: 'image/png' });
  await userEvent.upload(within(dialog).getByLabelText('Upload a picture of your boarding pass'), file);
  return dialog;
}

setUpScreenTests();

beforeEach(() => {
  signOut();
  clearCart();
  addToCart(perfume, 1);
  beginCheckout();
  setGuestProfile({
    firstName: 'Daniel',
    lastName: 'Okafor',
    email: 'daniel@example.com',
    mobileNumber: { countryCode: '+251', number: '911223344' },
  });
});

afterEach(() => {
  reading.text = null;
  clearCart();
});

describe('scanning a boarding pass', () => {
  test('at checkout a picture of the pass fills ticket and last name, looks them up and selects its flight of two', async () => {
    const lookups = shopApi();
    renderApp('/checkout');
    await uploadPicture(okaforPass);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Ticket number') as HTMLInputElement).value).toBe('0712345678902');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Okafor');
    expect(screen.getByText('Ticket number and last name filled in from your boarding pass.')).toBeTruthy();
    const named = await screen.findByRole('radio', { name: /ET 309/ });
    await waitFor(() => expect((named as HTMLInputElement).checked).toBe(true));
    expect((screen.getByRole('radio', { name: /ET 308/ }) as HTMLInputElement).checked).toBe(false);
    expect(lookups.at(-1)?.get('TicketNumber')).toBe('0712345678902');
    // The button that opened the dialog has the focus back.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Scan boarding pass' }));
  });

  test('a pass without a ticket number fills the last name and asks for the ticket to be typed', async () => {
    shopApi();
    renderApp('/checkout');
    await uploadPicture(withoutTicket);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Okafor');
    expect((screen.getByLabelText('Ticket number') as HTMLInputElement).value).toBe('');
    expect(
      screen.getByText(
        'Your boarding pass does not carry the ticket number: type the 13 digits of your e-ticket.',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Ticket number'));
  });

  test('a code that is no boarding pass, or a picture without a code, is named as such and the dialog stays', async () => {
    shopApi();
    renderApp('/checkout');
    const dialog = await uploadPicture('https://example.com/not-a-pass');
    expect(
      await within(dialog).findByText(
        'This barcode is not a boarding pass. Scan the barcode printed on your boarding pass.',
      ),
    ).toBeTruthy();

    reading.text = null;
    await userEvent.upload(
      within(dialog).getByLabelText('Upload a picture of your boarding pass'),
      new File(['blank'], 'blank.png', { type: 'image/png' }),
    );
    expect(
      await within(dialog).findByText(
        'No barcode was found in this picture. Try a sharper picture with the whole barcode in it.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Ticket number') as HTMLInputElement).value).toBe('');
  });

  test('a camera the browser refuses is said, and the picture remains', async () => {
    shopApi();
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: {
        getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
      },
    });
    renderApp('/checkout');
    await userEvent.click(await screen.findByRole('button', { name: 'Scan boarding pass' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan your boarding pass' });
    expect(await within(dialog).findByText(/This site may not use the camera/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Upload a picture of your boarding pass')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('on the guest page the pass fills the form and finds the flights', async () => {
    const lookups = shopApi();
    renderApp('/guest-reg');
    await uploadPicture(okaforPass);

    expect(await screen.findByRole('heading', { name: /flights/i })).toBeTruthy();
    expect(lookups.at(-1)?.get('LastName')).toBe('Okafor');
    expect(lookups.at(-1)?.get('TicketNumber')).toBe('0712345678902');
  });
});

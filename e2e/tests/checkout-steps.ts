import type { CatalogItem } from '@dutyfree/contracts';
import { expect, type Page } from '@playwright/test';
import { demoTickets } from '../../apps/api/src/seed/travel.ts';
import { fill, locale } from './texts.ts';

// The steps of a pre-order in English, shared by the journeys that need an order placed through the
// screens (checkout, the crew's hand-over of it) rather than through the API.

const checkout = locale('en', 'checkout');
const orders = locale('en', 'orders');
const cart = locale('en', 'cart');
const titles = locale('en', 'pages').titles;

/** The demo ticket with one flight, ET 600 from Addis Ababa, more than a day away, and its last name. */
export const { ticketNumber: oneFlightTicket, lastName: oneFlightLastName } = demoTickets.find(
  (t) => t.case === 'oneFlight',
)!;

export async function addToCartAndCheckOut(page: Page, item: CatalogItem): Promise<void> {
  await page.goto(`/product-detail/${item.id}`);
  const add = page.getByRole('button', { name: fill(cart.add.buttonFor, { name: item.name }) });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: cart.summary.checkout }).click();
}

export type PaymentChoice = 'card' | 'miles' | 'payOnBoard';

/** The ticket's one flight is selected by itself once it is found; then where and how to pay. */
export async function fillPaymentForm(
  page: Page,
  paymentOption: PaymentChoice,
  /** What else is chosen before the order is placed (the miles to spend, say). */
  beforeSubmit?: () => Promise<void>,
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: titles.checkout })).toBeVisible();
  await page.getByLabel(checkout.flight.ticketNumber).fill(oneFlightTicket);
  await page.getByLabel(checkout.flight.lastName).fill(oneFlightLastName);
  await page.getByRole('button', { name: checkout.flight.find }).click();
  await expect(page.getByRole('radio', { name: /ET 600/ })).toBeChecked();
  await expect(page.getByRole('region', { name: checkout.flight.chosen })).toContainText('ADD');
  await page.getByLabel(checkout.form.pickFrom).selectOption({ label: checkout.form.pickFromPlaces.onBoard });
  await page.getByRole('radio', { name: orders.paymentOptions[paymentOption], exact: true }).check();
  await beforeSubmit?.();
  await page.getByRole('button', { name: checkout.payment.submit[paymentOption] }).click();
}

export async function orderNumberOnConfirmation(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/confirmation\?orderCode=DF-/);
  await expect(page.getByRole('heading', { level: 1, name: orders.confirmation.thanks })).toBeVisible();
  await expect(page.getByText(orders.confirmation.notice)).toBeVisible();
  return new URL(page.url()).searchParams.get('orderCode')!;
}

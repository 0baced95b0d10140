import type { CatalogItem } from '@dutyfree/contracts';
import { expect, type Page } from '@playwright/test';
import { demoTickets } from '../../apps/api/src/seed/travel.ts';
import { fill, type Language, locale } from './texts.ts';

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

/** Millilitres a demo product's English name states ("70cl", "1L", "Magnum 1.5L"), as the seed reads it. */
export function statedMillilitres(name: string): number | null {
  const litres = /(\d+(?:\.\d+)?)L\b/.exec(name);
  if (litres) return Math.round(Number(litres[1]) * 1000);
  const centilitres = /(\d+)cl\b/.exec(name);
  return centilitres ? Number(centilitres[1]) * 10 : null;
}

/** The cart's question when the first alcohol or tobacco is added, answered: of age. */
export async function answerOfAge(page: Page, language: Language = 'en'): Promise<void> {
  const gate = locale(language, 'cart').gates.age;
  await page
    .getByRole('dialog', { name: gate.title })
    .getByRole('button', { name: gate.yes, exact: true })
    .click();
}

/** The one-flight ticket looked up at checkout; its flight, ET 600 to Dubai, is chosen by itself. */
export async function findOneFlightTicket(page: Page, language: Language = 'en'): Promise<void> {
  const words = locale(language, 'checkout');
  await page.getByLabel(words.flight.ticketNumber).fill(oneFlightTicket);
  await page.getByLabel(words.flight.lastName).fill(oneFlightLastName);
  await page.getByRole('button', { name: words.flight.find }).click();
  await expect(page.getByRole('radio', { name: /ET 600/ })).toBeChecked();
}

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
  await findOneFlightTicket(page);
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

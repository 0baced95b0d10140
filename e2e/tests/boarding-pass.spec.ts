import AxeBuilder from '@axe-core/playwright';
import { flightMessages } from '@dutyfree/contracts';
import type { Page } from '@playwright/test';
import { demoTickets } from '../../apps/api/src/seed/travel.ts';
import { boardingPassPng, boardingPassText, type PassHolder } from './boarding-passes.ts';
import { addToCartAndCheckOut, orderNumberOnConfirmation } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import { locale } from './texts.ts';

// The traveller's boarding pass read from a picture at checkout (issue 26 part 2): the pass is drawn as a
// PDF417 PNG by the test itself; Debian's headless Chromium has no BarcodeDetector, so the shop's own
// zxing-wasm decoder (its .wasm served by the shop) reads it.

const checkout = locale('en', 'checkout');
const orders = locale('en', 'orders');
const tesfaye = demoTickets.find((t) => t.case === 'oneFlight')!;
const etSix = { flightNumber: 'ET 600', origin: 'ADD', destination: 'DXB', seat: '14C', date: new Date() };

async function uploadPass(page: Page, holder: PassHolder, opened = false) {
  if (!opened) await page.getByRole('button', { name: checkout.scan.button }).click();
  const dialog = page.getByRole('dialog', { name: checkout.scan.title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(checkout.scan.upload).setInputFiles({
    name: 'boarding-pass.png',
    mimeType: 'image/png',
    buffer: await boardingPassPng(boardingPassText(holder, etSix)),
  });
  // The .wasm is downloaded and compiled on the first picture.
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

test('a picture of the boarding pass fills the ticket and name at checkout, and the order goes through', async ({
  page,
  api,
  guest,
  axe,
}) => {
  // The page, the dialog's own axe check and two decodes of a PNG in WebAssembly: slow on a loaded machine.
  test.setTimeout(180_000);
  await addToCartAndCheckOut(page, await api.plainItem());
  await guest.continueToCheckout();

  // A pass that matches no booking gets the answer of a wrong ticket number and name, from the server.
  await page.getByRole('button', { name: checkout.scan.button }).click();
  // The dialog, the parser and the decoder are fetched on this first press.
  await expect(page.getByRole('dialog', { name: checkout.scan.title })).toBeVisible({ timeout: 20_000 });
  const dialogFindings = await new AxeBuilder({ page })
    .include('dialog.barcode-scanner')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(dialogFindings.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await uploadPass(page, { ...tesfaye, ticketNumber: '0719999999990' }, true);
  await expect(page.getByRole('alert').filter({ hasText: flightMessages.passengerNotFound })).toBeVisible();

  await uploadPass(page, tesfaye);
  await expect(page.getByLabel(checkout.flight.ticketNumber)).toHaveValue(tesfaye.ticketNumber);
  await expect(page.getByLabel(checkout.flight.lastName)).toHaveValue(tesfaye.lastName);
  await expect(page.getByText(checkout.scan.filled)).toBeVisible();
  await expect(page.getByRole('radio', { name: /ET 600/ })).toBeChecked();
  await axe.check();

  await page.getByLabel(checkout.form.pickFrom).selectOption({ label: checkout.form.pickFromPlaces.onBoard });
  await page.getByRole('radio', { name: orders.paymentOptions.payOnBoard, exact: true }).check();
  await page.getByRole('button', { name: checkout.payment.submit.payOnBoard }).click();
  await orderNumberOnConfirmation(page);
});

import type { PaymentSummary } from '@dutyfree/contracts';
import type { Locator } from '@playwright/test';
import { oneFlightLastName, oneFlightTicket } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import { locale } from './texts.ts';

// Places and times in the shopper's language: the flight card names the airports in Arabic or Chinese and
// shows the departure as Addis Ababa's clocks show it, with the zone; the order page does too, and its
// route line keeps the Latin flight number and airport codes whole, so that Arabic reads right to left.

type Language = 'ar' | 'zh';

const words: Record<Language, { origin: string; destination: string; zone: string }> = {
  ar: { origin: 'مطار أديس أبابا بولي الدولي', destination: 'مطار دبي الدولي', zone: 'غرينتش+3' },
  zh: { origin: '亚的斯亚贝巴博莱国际机场', destination: '迪拜国际机场', zone: 'GMT+3' },
};

/** The flight line as the order page writes it: each Latin part between FSI and PDI. */
const flightLine: Record<Language, (flight: string) => string> = {
  ar: (flight) => `\u2068${flight}\u2069، من \u2068ADD\u2069 إلى \u2068DXB\u2069`,
  zh: (flight) => `\u2068${flight}\u2069，\u2068ADD\u2069 至 \u2068DXB\u2069`,
};

/** Where on screen a piece of an element's text starts, from the left: how the line was laid out. */
function leftOf(element: Locator, needle: string): Promise<number> {
  return element.evaluate((root, text) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(text) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      return range.getBoundingClientRect().left;
    }
    throw new Error(`'${text}' is not in the element`);
  }, needle);
}

/** Addis Ababa keeps UTC+3 all year: the departure's hour and minute there. */
const addisClock = (isoDate: string) =>
  new Date(Date.parse(isoDate) + 3 * 3_600_000).toISOString().slice(11, 16);

// Two screens with an accessibility scan each take close to a minute on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

for (const language of ['ar', 'zh'] as const) {
  test(`in ${language} the flight card and the order name the airports and show Addis Ababa's time @mobile`, async ({
    page,
    api,
    guest,
    axe,
  }) => {
    const guestTexts = locale(language, 'guest');
    const orders = locale(language, 'orders');
    const { origin, destination, zone } = words[language];
    const item = await api.plainItem();
    const placed = await api.placePreOrder(
      { ticketNumber: oneFlightTicket, lastName: oneFlightLastName },
      item.id,
      {
        paymentOption: 'Cash On Board',
        currencyId: 1,
        language,
        guest: { firstName: 'Amina', lastName: 'Yusuf', email: guest.email, mobileNumber: '911000002' },
      },
    );
    // The helper types only what most journeys read; the server answers the whole summary.
    const paymentSummary = placed.paymentSummary as PaymentSummary;
    const departs = `${addisClock(paymentSummary.departureDate)} ${zone}`;

    await page.goto(`/guest-reg?lng=${language}`);
    const main = page.getByRole('main');
    await main.getByLabel(guestTexts.ticketNumber).fill(oneFlightTicket);
    await main.getByLabel(guestTexts.lastName).fill(oneFlightLastName);
    await main.getByRole('button', { name: guestTexts.find }).click();
    const card = main.locator('.flight-card').filter({ hasText: paymentSummary.flightNumber });
    await expect(card).toContainText(origin, { timeout: 15_000 });
    await expect(card).toContainText(destination);
    await expect(card).toContainText(departs);
    await expect(card).not.toContainText('UTC');
    await axe.check();

    await page.goto(`/order-tracking?orderCode=${paymentSummary.orderCode}&lng=${language}`);
    await main.getByLabel(orders.tracking.email).fill(guest.email);
    await main.getByRole('button', { name: orders.tracking.submit }).click();
    const flight = main.locator('.order-facts__row').filter({ hasText: orders.summary.flight }).locator('dd');
    await expect(flight).toHaveText(flightLine[language](paymentSummary.flightNumber), { timeout: 15_000 });
    if (language === 'ar') {
      // Right to left: the flight number first (rightmost), the destination's code last (leftmost).
      const flightAt = await leftOf(flight, paymentSummary.flightNumber);
      expect(flightAt).toBeGreaterThan(await leftOf(flight, 'ADD'));
      expect(await leftOf(flight, 'ADD')).toBeGreaterThan(await leftOf(flight, 'DXB'));
    }
    const departure = main.locator('.order-facts__row').filter({ hasText: orders.summary.departure });
    await expect(departure).toContainText(departs);
    await expect(departure).not.toContainText('UTC');
    await axe.check();
  });
}

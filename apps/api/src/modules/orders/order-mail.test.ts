import { describe, expect, it } from 'vitest';
import { orderConfirmationMail } from './order-mail.ts';
import type { OrderRecord } from './orders.repository.ts';

const order: OrderRecord = {
  id: 1,
  orderCode: 'DF-7K3M9Q2P',
  kind: 'preorder',
  status: 'Confirmed',
  paymentOption: 'Cash On Board',
  paymentStatus: 'Pay On-Board',
  paymentAttempt: 1,
  dutyDueConfirmedAt: null,
  customerId: null,
  memberId: null,
  customerName: 'Yonas Bekele',
  email: 'yonas@example.com',
  mobileNumber: null,
  language: 'en',
  currencyId: 1,
  currencyCode: 'USD',
  usdRateMicros: 1_000_000,
  subtotalCents: 1500,
  discountCents: 0,
  totalCents: 1500,
  totalMiles: 0,
  accrualMiles: 0,
  flightId: 7,
  flightNumber: 'ET 602',
  origin: 'ADD',
  destination: 'DXB',
  departureAt: Date.UTC(2030, 2, 1, 8, 0),
  ticketNumber: '0719000000005',
  seatNumber: '14A',
  pickFrom: 'On Board',
  cancelReason: null,
  paymentExpiresAt: null,
  createdAt: Date.UTC(2030, 2, 1, 9, 0),
  lines: [
    {
      itemId: 3,
      itemCode: 'CHOC-DARK',
      itemName: 'Dark Chocolate Box',
      itemNameTranslations: { ar: 'علبة شوكولاتة داكنة', zh: '黑巧克力礼盒' },
      imageUrl: null,
      quantity: 1,
      unitPriceCents: 1500,
      totalPriceCents: 1500,
      totalMiles: 0,
      isFreeOffer: false,
    },
  ],
};

describe('the order confirmation e-mail', () => {
  it.each([
    ['en', 'The cabin crew will bring your items to your seat, 14A.'],
    ['ar', 'سيحضر طاقم الطائرة مشترياتك إلى مقعدك 14A.'],
    ['zh', '机组人员将把商品送到您的座位 14A。'],
  ] as const)('of an on-board order in %s says the crew brings it to the seat', (language, wording) => {
    const mail = orderConfirmationMail({ ...order, kind: 'onboard', language }, 'https://shop.example');
    expect(mail.text).toContain(wording);
    expect(mail.html).toContain(wording);
    expect(mail.text).not.toContain('24');
  });

  it('of a pre-order says the goods wait on board and names no seat', () => {
    const mail = orderConfirmationMail(order, 'https://shop.example');
    expect(mail.text).toContain('Your items will be waiting for you on board.');
    expect(mail.text).toContain('cancel it until 24 hours before departure');
    expect(mail.text).not.toContain('Seat:');
  });
});

describe('the confirmation e-mail names the goods', () => {
  it.each([
    ['en', '1 × Dark Chocolate Box'],
    ['ar', '1 × علبة شوكولاتة داكنة'],
    ['zh', '1 × 黑巧克力礼盒'],
  ] as const)('in the language of the order (%s)', (language, line) => {
    const mail = orderConfirmationMail({ ...order, language }, 'https://shop.example');
    expect(mail.text).toContain(line);
  });

  it('in English where a name is not translated', () => {
    const [first] = order.lines;
    const untranslated = { ...first!, itemNameTranslations: { ar: null, zh: null } };
    const mail = orderConfirmationMail(
      { ...order, language: 'zh', lines: [untranslated] },
      'https://shop.example',
    );
    expect(mail.text).toContain('1 × Dark Chocolate Box');
  });
});

describe('the confirmation e-mail shows the departure as the airport clocks do, and the shop by its name', () => {
  it.each([
    ['en', 'Departure: 01 Mar 2030 11:00 GMT+3', 'Your Sheba Duty Free order DF-7K3M9Q2P'],
    [
      'ar',
      'المغادرة: \u206801 مارس 2030 11:00 غرينتش+3\u2069',
      'طلبك من شيبا للأسواق الحرة رقم \u2068DF-7K3M9Q2P\u2069',
    ],
    ['zh', '起飞时间：2030年3月1日 11:00 GMT+3', '您的示巴免税店订单 DF-7K3M9Q2P'],
  ] as const)('in %s', (language, departure, subject) => {
    const mail = orderConfirmationMail({ ...order, language }, 'https://shop.example');
    expect(mail.text).toContain(departure);
    expect(mail.subject).toBe(subject);
    expect(mail.text).not.toContain('UTC');
  });
});

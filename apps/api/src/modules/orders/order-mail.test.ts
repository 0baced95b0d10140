import { describe, expect, it } from 'vitest';
import { orderMail, orderMailKinds } from './order-mail.ts';
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
  customsRule: null,
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
      milesCents: 0,
      isFreeOffer: false,
    },
  ],
};

const confirmation = (record: OrderRecord) => orderMail('confirmation', record, 'https://shop.example');

describe('the order confirmation e-mail', () => {
  it.each([
    ['en', 'The cabin crew will bring your items to your seat, 14A.'],
    ['ar', 'سيحضر طاقم الطائرة مشترياتك إلى مقعدك 14A.'],
    ['zh', '机组人员将把商品送到您的座位 14A。'],
  ] as const)('of an on-board order in %s says the crew brings it to the seat', async (language, wording) => {
    const mail = await confirmation({ ...order, kind: 'onboard', language });
    expect(mail.text).toContain(wording);
    expect(mail.html).toContain(wording);
    expect(mail.text).not.toContain('24');
  });

  it('of a pre-order says the goods wait on board and names no seat', async () => {
    const mail = await confirmation(order);
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
  ] as const)('in the language of the order (%s)', async (language, line) => {
    const mail = await confirmation({ ...order, language });
    expect(mail.text).toContain(line);
  });

  it('in English where a name is not translated', async () => {
    const [first] = order.lines;
    const untranslated = { ...first!, itemNameTranslations: { ar: null, zh: null } };
    const mail = await confirmation({ ...order, language: 'zh', lines: [untranslated] });
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
  ] as const)('in %s', async (language, departure, subject) => {
    const mail = await confirmation({ ...order, language });
    expect(mail.text).toContain(departure);
    expect(mail.subject).toBe(subject);
    expect(mail.text).not.toContain('UTC');
  });
});

const languages = ['en', 'ar', 'zh'] as const;
const paidByCard: OrderRecord = { ...order, paymentOption: 'Card', paymentStatus: 'Paid' };

describe('every mail of an order', () => {
  const cases = orderMailKinds.flatMap((kind) => languages.map((language) => [kind, language] as const));
  it.each(cases)('%s in %s: one layout, a text part, the link and its QR code', async (kind, language) => {
    const mail = await orderMail(kind, { ...paidByCard, language }, 'https://shop.example', {
      rebooking: 'moved',
      handOver: { at: Date.UTC(2030, 2, 1, 9, 30), takenOnBoard: null },
    });
    const link = `https://shop.example/order-tracking?orderCode=DF-7K3M9Q2P&lng=${language}`;
    expect(mail.html).toContain(`dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
    expect(mail.html).toContain(`lang="${language}"`);
    expect(mail.html).toContain(link.replace('&', '&amp;'));
    expect(mail.html).toContain('src="cid:order-qr-code"');
    expect(mail.images).toEqual([
      expect.objectContaining({ cid: 'order-qr-code', contentType: 'image/png' }),
    ]);
    expect(mail.images[0]?.content.subarray(1, 4).toString()).toBe('PNG');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain(mail.subject);
    expect(mail.text).not.toContain('<');
    // The order number, isolated inside an Arabic line so that it reads whole.
    expect(mail.subject).toContain(language === 'ar' ? '\u2068DF-7K3M9Q2P\u2069' : 'DF-7K3M9Q2P');
  });

  it.each(languages)(
    'while the bag waits, in %s: the QR code carries the crew token, captioned with the order number',
    async (language) => {
      const token = `DF1.DF-7K3M9Q2P.42.${'A'.repeat(86)}`;
      const withToken = await orderMail('confirmation', { ...paidByCard, language }, 'https://shop.example', {
        handOverToken: token,
      });
      const withLink = await orderMail('confirmation', { ...paidByCard, language }, 'https://shop.example');
      // One QR code, of the token (another picture than the link's); the link stays as the button and in text.
      expect(withToken.images).toHaveLength(1);
      expect(withToken.images[0]?.content.equals(withLink.images[0]!.content)).toBe(false);
      expect(withToken.html).toContain('src="cid:order-qr-code"');
      expect(withToken.text).toContain('https://shop.example/order-tracking?orderCode=DF-7K3M9Q2P');
      const code = language === 'ar' ? '\u2068DF-7K3M9Q2P\u2069' : 'DF-7K3M9Q2P';
      const caption = {
        en: `Show this code to the cabin crew to collect your order ${code}.`,
        ar: `أظهر هذا الرمز لطاقم الطائرة لاستلام طلبك ${code}.`,
        zh: `请向机组人员出示此二维码以领取订单 ${code}。`,
      }[language];
      expect(withToken.text).toContain(caption);
      expect(withToken.html).toMatch(new RegExp(`alt="[^"]*${code}"`));
      expect(withLink.text).not.toContain(caption);
    },
  );

  it('each kind says something of its own', async () => {
    const subjects = await Promise.all(
      orderMailKinds.map(async (kind) => (await orderMail(kind, paidByCard, 'https://shop.example')).subject),
    );
    expect(new Set(subjects).size).toBe(orderMailKinds.length);
  });
});

describe('the mails after a change', () => {
  it.each([
    ['en', 'Your order is cancelled, as you asked.', 'What you paid is being returned to you'],
    ['ar', 'أُلغي طلبك بناءً على طلبك.', 'يجري إرجاع ما دفعته إليك'],
    ['zh', '您的订单已按您的要求取消。', '您支付的款项正在退还'],
  ] as const)(
    'a paid order cancelled by the traveller says the money goes back (%s)',
    async (language, said, back) => {
      const mail = await orderMail(
        'cancelled',
        { ...paidByCard, status: 'Cancelled', language },
        'https://x.example',
      );
      expect(mail.text).toContain(said);
      expect(mail.text).toContain(back);
      expect(mail.text).not.toContain(language === 'en' ? 'cancel it until' : '24');
    },
  );

  it('an unpaid order cancelled by the airline promises no money back', async () => {
    const mail = await orderMail(
      'cancelledByAirline',
      { ...order, paymentStatus: 'Cancelled' },
      'https://x.example',
    );
    expect(mail.subject).toBe('We cancelled your Sheba Duty Free order DF-7K3M9Q2P');
    expect(mail.text).toContain('the airline had to cancel your order');
    expect(mail.text).not.toContain('returned');
  });

  it('the receipt of a hand-over names when and how it was paid, at the airport clock', async () => {
    const mail = await orderMail(
      'handedOver',
      { ...order, status: 'Delivered', paymentStatus: 'Paid' },
      'https://x.example',
      {
        handOver: { at: Date.UTC(2030, 2, 1, 9, 30), takenOnBoard: 'Cash' },
      },
    );
    expect(mail.text).toContain('This is your receipt.');
    expect(mail.text).toContain('Handed over: 01 Mar 2030 12:30 GMT+3');
    expect(mail.text).toContain('Payment method: Paid on board in cash');
    expect(mail.text).toContain('Total: USD 15.00');
  });

  it('the refund of a miles order returns the miles', async () => {
    const miles = {
      ...order,
      paymentOption: 'Miles' as const,
      paymentStatus: 'Refunded' as const,
      totalMiles: 3000,
    };
    const mail = await orderMail('refunded', miles, 'https://x.example');
    expect(mail.text).toContain('We have returned your miles to your ShebaMiles account.');
    expect(mail.text).toContain('Returned: 3,000 miles');
  });

  it('the refund of an order paid in miles and card says both came back', async () => {
    const split = {
      ...order,
      paymentOption: 'Card' as const,
      paymentStatus: 'Refunded' as const,
      totalMiles: 1000,
      lines: order.lines.map((line, index) => ({ ...line, milesCents: index === 0 ? 500 : 0 })),
    };
    const mail = await orderMail('refunded', split, 'https://x.example');
    expect(mail.text).toContain('We have returned your payment to your card.');
    expect(mail.text).toContain('We have returned your miles to your ShebaMiles account.');
  });

  it.each([
    ['en', 'over the duty-free allowance of your destination, DXB'],
    ['ar', 'الكمية المعفاة من الرسوم في وجهتك \u2068DXB\u2069'],
    ['zh', '超出了目的地 DXB 的免税限额'],
  ] as const)('the allowance warning names the destination (%s)', async (language, said) => {
    const mail = await orderMail(
      'allowanceWarning',
      { ...order, language, dutyDueConfirmedAt: 1 },
      'https://x.example',
    );
    expect(mail.text).toContain(said);
  });
});

import type { CustomerLanguage, PaymentOption } from '@dutyfree/contracts';
import { formatLocalDateTime, formatMiles, formatMoneyWithCode, isolate } from '@dutyfree/pricing';
import { inLanguage } from '../catalog/catalog.module.ts';
import { airportTimeZone } from '../flights/flights.module.ts';
import { escapeHtml, type MailContent } from '../mail/mail.module.ts';
import type { OrderRecord } from './orders.repository.ts';
import { chargedMinor } from './orders.wire.ts';

type ConfirmationWording = {
  subject: (orderCode: string) => string;
  greeting: (name: string) => string;
  thanks: string;
  /** An on-board order: the crew brings the goods to the seat. */
  thanksOnBoard: (seat: string) => string;
  orderNumber: string;
  seat: string;
  flight: string;
  departs: string;
  /** One line of the facts: Chinese sets its own full-width colon, Arabic isolates the Latin value. */
  fact: (label: string, value: string) => string;
  items: string;
  total: string;
  payment: string;
  paymentOptions: Record<PaymentOption, string>;
  miles: (miles: string) => string;
  notice: string;
  manage: string;
  manageOnBoard: string;
  /** The ticket moved to another flight and the order with it (the facts name the new flight). */
  rebooked: (orderCode: string) => string;
  rebookedMoved: string;
  /** The ticket moved to a flight that cannot bring the goods in time: cancelled, the money returned. */
  rebookedRefunded: string;
};

/** Why the mail is sent again: the traveller's ticket moved to another flight (decision 0052). */
export type Rebooking = 'moved' | 'refunded';

const wording: Record<CustomerLanguage, ConfirmationWording> = {
  en: {
    subject: (code) => `Your Sheba Duty Free order ${code}`,
    greeting: (name) => `Hello ${name},`,
    thanks: 'Thank you for your order. Your items will be waiting for you on board.',
    thanksOnBoard: (seat) =>
      `Thank you for your order. The cabin crew will bring your items to your seat, ${seat}.`,
    orderNumber: 'Order number',
    seat: 'Seat',
    flight: 'Flight',
    departs: 'Departure',
    fact: (label, value) => `${label}: ${value}`,
    items: 'Items',
    total: 'Total',
    payment: 'Payment method',
    paymentOptions: { Card: 'Card', Miles: 'ShebaMiles', 'Cash On Board': 'Pay On-Board' },
    miles: (miles) => `${miles} miles`,
    notice:
      'Important: show this order number to the cabin crew together with your boarding pass to receive your order.',
    manage: 'To see your order, or cancel it until 24 hours before departure, open:',
    manageOnBoard: 'To see your order, or cancel it until the crew hands it to you, open:',
    rebooked: (code) => `Your flight changed: Sheba Duty Free order ${code}`,
    rebookedMoved: 'Your ticket moved to another flight, and your order moved with it.',
    rebookedRefunded:
      'Your ticket moved to a flight that cannot bring these items, so your order is cancelled and any payment is returned.',
  },
  ar: {
    subject: (code) => `طلبك من شيبا للأسواق الحرة رقم ${isolate(code)}`,
    greeting: (name) => `مرحباً ${name}،`,
    thanks: 'شكراً لطلبك. ستكون مشترياتك بانتظارك على متن الطائرة.',
    thanksOnBoard: (seat) => `شكراً لطلبك. سيحضر طاقم الطائرة مشترياتك إلى مقعدك ${seat}.`,
    orderNumber: 'رقم الطلب',
    seat: 'المقعد',
    flight: 'الرحلة',
    departs: 'المغادرة',
    fact: (label, value) => `${label}: ${isolate(value)}`,
    items: 'المنتجات',
    total: 'الإجمالي',
    payment: 'طريقة الدفع',
    paymentOptions: { Card: 'بطاقة', Miles: 'أميال شيبا', 'Cash On Board': 'الدفع على متن الطائرة' },
    miles: (miles) => `${miles} ميل`,
    notice: 'هام: أظهر رقم الطلب هذا لطاقم الطائرة مع بطاقة صعود الطائرة لاستلام طلبك.',
    manage: 'لعرض طلبك أو إلغائه حتى 24 ساعة قبل المغادرة، افتح:',
    manageOnBoard: 'لعرض طلبك أو إلغائه إلى أن يسلّمه إليك طاقم الطائرة، افتح:',
    rebooked: (code) => `تغيّرت رحلتك: طلبك من شيبا للأسواق الحرة رقم ${isolate(code)}`,
    rebookedMoved: 'نُقلت تذكرتك إلى رحلة أخرى، ونُقل طلبك معها.',
    rebookedRefunded:
      'نُقلت تذكرتك إلى رحلة لا يمكنها إحضار هذه المنتجات، لذا أُلغي طلبك وسيُعاد أي مبلغ دفعته.',
  },
  zh: {
    subject: (code) => `您的示巴免税店订单 ${code}`,
    greeting: (name) => `${name}，您好：`,
    thanks: '感谢您的订购。您的商品将在飞机上等候您。',
    thanksOnBoard: (seat) => `感谢您的订购。机组人员将把商品送到您的座位 ${seat}。`,
    orderNumber: '订单号',
    seat: '座位',
    flight: '航班',
    departs: '起飞时间',
    fact: (label, value) => `${label}：${value}`,
    items: '商品',
    total: '合计',
    payment: '付款方式',
    paymentOptions: { Card: '银行卡', Miles: 'ShebaMiles 里程', 'Cash On Board': '机上付款' },
    miles: (miles) => `${miles} 里程`,
    notice: '重要提示：请向机组人员出示此订单号及您的登机牌以领取订单。',
    manage: '如需查看订单，或在起飞前 24 小时之前取消订单，请打开：',
    manageOnBoard: '如需查看订单，或在机组人员交付之前取消订单，请打开：',
    rebooked: (code) => `您的航班已变更：示巴免税店订单 ${code}`,
    rebookedMoved: '您的机票已改到另一航班，您的订单也随之转到该航班。',
    rebookedRefunded: '您的机票已改到无法携带这些商品的航班，因此您的订单已取消，已付款项将退还。',
  },
};

/** Keeps a left-to-right value (an order number, a flight, a time) whole inside an Arabic line. */

/** The shop's order-tracking page with the order number filled in; the e-mail address is typed there. */
function orderTrackingLink(publicBaseUrl: string, order: Pick<OrderRecord, 'orderCode' | 'language'>) {
  const query = new URLSearchParams({ orderCode: order.orderCode, lng: order.language });
  return `${publicBaseUrl}/order-tracking?${query}`;
}

/**
 * The order confirmation: the order number, the notice to show it on board (for an on-board order, that
 * the crew brings it to the seat), and a link to see or cancel the order, which is how a guest without an
 * account gets back to it.
 */
export function orderConfirmationMail(
  order: OrderRecord,
  publicBaseUrl: string,
  rebooking?: Rebooking,
): MailContent {
  const w = wording[order.language];
  const tracking = orderTrackingLink(publicBaseUrl, order);
  const total =
    order.paymentOption === 'Miles'
      ? w.miles(formatMiles(order.totalMiles))
      : formatMoneyWithCode(chargedMinor(order), order.currencyCode);
  const onBoard = order.kind === 'onboard';
  const seat = order.seatNumber ?? '';
  const confirmation = onBoard ? w.thanksOnBoard(seat) : w.thanks;
  const thanks =
    rebooking === 'refunded'
      ? w.rebookedRefunded
      : rebooking === 'moved'
        ? `${w.rebookedMoved} ${confirmation}`
        : confirmation;
  const manage = onBoard ? w.manageOnBoard : w.manage;
  const facts: [string, string][] = [
    [w.orderNumber, order.orderCode],
    [w.flight, `${order.flightNumber} ${order.origin} → ${order.destination}`],
    [w.departs, formatLocalDateTime(order.departureAt, order.language, airportTimeZone(order.origin))],
    ...(onBoard ? [[w.seat, seat] as [string, string]] : []),
    [w.payment, w.paymentOptions[order.paymentOption]],
    [w.total, total],
  ];
  const items = order.lines.map(
    (line) => `${line.quantity} × ${inLanguage(line.itemName, line.itemNameTranslations, order.language)}`,
  );
  const text = [
    w.greeting(order.customerName),
    '',
    thanks,
    '',
    ...facts.map(([label, value]) => w.fact(label, value)),
    '',
    `${w.items}:`,
    ...items.map((item) => `  ${item}`),
    '',
    w.notice,
    '',
    `${manage} ${tracking}`,
  ].join('\n');
  const direction = order.language === 'ar' ? 'rtl' : 'ltr';
  const html = [
    `<!doctype html><html lang="${order.language}" dir="${direction}"><body style="font-family: sans-serif">`,
    `<p>${escapeHtml(w.greeting(order.customerName))}</p>`,
    `<p>${escapeHtml(thanks)}</p>`,
    '<table>',
    ...facts.map(
      ([label, value]) => `<tr><th>${escapeHtml(label)}</th><td><bdi>${escapeHtml(value)}</bdi></td></tr>`,
    ),
    '</table>',
    `<h2>${escapeHtml(w.items)}</h2>`,
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    `<p><strong>${escapeHtml(w.notice)}</strong></p>`,
    `<p>${escapeHtml(manage)} <a href="${escapeHtml(tracking)}">${escapeHtml(tracking)}</a></p>`,
    '</body></html>',
  ].join('\n');
  const subject = rebooking ? w.rebooked(order.orderCode) : w.subject(order.orderCode);
  return { subject, text, html };
}

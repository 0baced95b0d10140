import type { CustomerLanguage, PaymentOption } from '@dutyfree/contracts';
import { formatLocalDateTime, formatMiles, formatMoneyWithCode, isolate } from '@dutyfree/pricing';
import { inLanguage } from '../catalog/catalog.module.ts';
import { airportTimeZone } from '../flights/flights.module.ts';
import { type InlineImage, type MailContent, qrCodeImage, renderMail } from '../mail/mail.module.ts';
import type { OrderRecord } from './orders.repository.ts';
import { paysMilesAndMoney } from './orders.rules.ts';
import { chargedMinor } from './orders.wire.ts';

/** Every mail an order sends, one kind for each change the traveller is told of (decision 0053). */
export const orderMailKinds = [
  'confirmation',
  'allowanceWarning',
  'cancelled',
  'cancelledByAirline',
  'refunded',
  'handedOver',
  'notCollected',
  'rebooked',
] as const;
export type OrderMailKind = (typeof orderMailKinds)[number];

/**
 * Why the mail is sent again (decision 0052): the traveller's ticket moved to another flight, or their
 * flight was retimed across the pre-order cut-off; the order followed, or was cancelled and refunded.
 */
export type Rebooking = 'moved' | 'refunded' | 'retimed' | 'retimedRefunded';

/** What the crew took at the seat when they handed the goods over, for the receipt. */
export type HandOverReceipt = { at: number; takenOnBoard: 'Cash' | 'Card' | null };

/**
 * What a mail tells beyond the order itself. `handOverToken`: the order waits to be handed over, and its QR
 * code carries this token for the crew's app instead of the order's link (decision 0056).
 */
export type OrderMailContext = { rebooking?: Rebooking; handOver?: HandOverReceipt; handOverToken?: string };

type OrderMailWording = {
  subject: Record<OrderMailKind, (orderCode: string) => string>;
  greeting: (name: string) => string;
  thanks: string;
  /** An on-board order: the crew brings the goods to the seat. */
  thanksOnBoard: (seat: string) => string;
  /** The traveller is over an allowance of the destination and confirmed that duty is due on arrival. */
  allowanceWarning: (destination: string) => string;
  cancelled: string;
  cancelledByAirline: string;
  /** Said under a cancellation (or a bag not collected) that had been paid. */
  moneyReturned: string;
  refunded: Record<'Card' | 'Miles', string>;
  handedOver: string;
  notCollected: string;
  orderNumber: string;
  seat: string;
  flight: string;
  departs: string;
  handedOverAt: string;
  /** One line of the facts: Chinese sets its own full-width colon, Arabic isolates the Latin value. */
  fact: (label: string, value: string) => string;
  items: string;
  total: string;
  refundedAmount: string;
  payment: string;
  paymentOptions: Record<PaymentOption, string>;
  takenOnBoard: Record<'Cash' | 'Card', string>;
  miles: (miles: string) => string;
  notice: string;
  manage: string;
  manageOnBoard: string;
  /** The link of a mail after which there is nothing left to cancel. */
  see: string;
  button: string;
  qrCode: string;
  /** Beside the QR code of the hand-over token: what it is for, with the order number in text. */
  crewQr: (orderCode: string) => string;
  crewQrAlt: (orderCode: string) => string;
  rebookedMoved: string;
  /** The ticket moved to a flight that cannot bring the goods in time: cancelled, the money returned. */
  rebookedRefunded: string;
  /** The flight was retimed across the pre-order cut-off: packed, or brought by the trolley now. */
  retimedMoved: string;
  /** The flight was retimed too close to pack the order and its trolley does not carry the goods. */
  retimedRefunded: string;
};

const wording: Record<CustomerLanguage, OrderMailWording> = {
  en: {
    subject: {
      confirmation: (code) => `Your Sheba Duty Free order ${code}`,
      allowanceWarning: (code) => `Duty due on arrival: Sheba Duty Free order ${code}`,
      cancelled: (code) => `Your Sheba Duty Free order ${code} is cancelled`,
      cancelledByAirline: (code) => `We cancelled your Sheba Duty Free order ${code}`,
      refunded: (code) => `Your refund for Sheba Duty Free order ${code}`,
      handedOver: (code) => `Your receipt for Sheba Duty Free order ${code}`,
      notCollected: (code) => `Your Sheba Duty Free order ${code} was not collected`,
      rebooked: (code) => `Your flight changed: Sheba Duty Free order ${code}`,
    },
    greeting: (name) => `Hello ${name},`,
    thanks: 'Thank you for your order. Your items will be waiting for you on board.',
    thanksOnBoard: (seat) =>
      `Thank you for your order. The cabin crew will bring your items to your seat, ${seat}.`,
    allowanceWarning: (destination) =>
      `Your order is over the duty-free allowance of your destination, ${destination}. As you confirmed, duty will be due when you arrive.`,
    cancelled: 'Your order is cancelled, as you asked.',
    cancelledByAirline: 'We are sorry: the airline had to cancel your order.',
    moneyReturned: 'What you paid is being returned to you; another e-mail tells you when it is done.',
    refunded: {
      Card: 'We have returned your payment to your card. Your bank may take a few days to show it.',
      Miles: 'We have returned your miles to your ShebaMiles account.',
    },
    handedOver: 'The cabin crew handed your order over to you. This is your receipt.',
    notCollected: 'Your order was not collected on board, so its items went back to the shop.',
    orderNumber: 'Order number',
    seat: 'Seat',
    flight: 'Flight',
    departs: 'Departure',
    handedOverAt: 'Handed over',
    fact: (label, value) => `${label}: ${value}`,
    items: 'Items',
    total: 'Total',
    refundedAmount: 'Returned',
    payment: 'Payment method',
    paymentOptions: { Card: 'Card', Miles: 'ShebaMiles', 'Cash On Board': 'Pay On-Board' },
    takenOnBoard: { Cash: 'Paid on board in cash', Card: 'Paid on board by card' },
    miles: (miles) => `${miles} miles`,
    notice:
      'Important: show this order number to the cabin crew together with your boarding pass to receive your order.',
    manage: 'To see your order, or cancel it until 24 hours before departure, open:',
    manageOnBoard: 'To see your order, or cancel it until the crew hands it to you, open:',
    see: 'To see your order, open:',
    button: 'See your order',
    qrCode: "QR code of your order's page",
    crewQr: (code) => `Show this code to the cabin crew to collect your order ${code}.`,
    crewQrAlt: (code) => `QR code for the cabin crew, order ${code}`,
    rebookedMoved: 'Your ticket moved to another flight, and your order moved with it.',
    rebookedRefunded:
      'Your ticket moved to a flight that cannot bring these items, so your order is cancelled and any payment is returned.',
    retimedMoved: 'The airline changed the time of your flight, and your order changed with it.',
    retimedRefunded:
      'The airline changed the time of your flight, which can no longer bring these items, so your order is cancelled and any payment is returned.',
  },
  ar: {
    subject: {
      confirmation: (code) => `طلبك من شيبا للأسواق الحرة رقم ${isolate(code)}`,
      allowanceWarning: (code) => `رسوم جمركية مستحقة عند الوصول: طلبك رقم ${isolate(code)}`,
      cancelled: (code) => `أُلغي طلبك من شيبا للأسواق الحرة رقم ${isolate(code)}`,
      cancelledByAirline: (code) => `ألغينا طلبك من شيبا للأسواق الحرة رقم ${isolate(code)}`,
      refunded: (code) => `استرداد المبلغ لطلبك من شيبا للأسواق الحرة رقم ${isolate(code)}`,
      handedOver: (code) => `إيصال طلبك من شيبا للأسواق الحرة رقم ${isolate(code)}`,
      notCollected: (code) => `لم يُستلم طلبك من شيبا للأسواق الحرة رقم ${isolate(code)}`,
      rebooked: (code) => `تغيّرت رحلتك: طلبك من شيبا للأسواق الحرة رقم ${isolate(code)}`,
    },
    greeting: (name) => `مرحباً ${name}،`,
    thanks: 'شكراً لطلبك. ستكون مشترياتك بانتظارك على متن الطائرة.',
    thanksOnBoard: (seat) => `شكراً لطلبك. سيحضر طاقم الطائرة مشترياتك إلى مقعدك ${seat}.`,
    allowanceWarning: (destination) =>
      `يتجاوز طلبك الكمية المعفاة من الرسوم في وجهتك ${isolate(destination)}. كما أكّدت، ستُستحق الرسوم الجمركية عند وصولك.`,
    cancelled: 'أُلغي طلبك بناءً على طلبك.',
    cancelledByAirline: 'نعتذر: اضطرت شركة الطيران إلى إلغاء طلبك.',
    moneyReturned: 'يجري إرجاع ما دفعته إليك، وستُعلمك رسالة أخرى عند اكتمال ذلك.',
    refunded: {
      Card: 'أعدنا المبلغ الذي دفعته إلى بطاقتك. قد يستغرق ظهوره لدى مصرفك بضعة أيام.',
      Miles: 'أعدنا أميالك إلى حسابك في أميال شيبا.',
    },
    handedOver: 'سلّمك طاقم الطائرة طلبك. هذا إيصالك.',
    notCollected: 'لم يُستلم طلبك على متن الطائرة، فأُعيدت منتجاته إلى المتجر.',
    orderNumber: 'رقم الطلب',
    seat: 'المقعد',
    flight: 'الرحلة',
    departs: 'المغادرة',
    handedOverAt: 'وقت التسليم',
    fact: (label, value) => `${label}: ${isolate(value)}`,
    items: 'المنتجات',
    total: 'الإجمالي',
    refundedAmount: 'المبلغ المُعاد',
    payment: 'طريقة الدفع',
    paymentOptions: { Card: 'بطاقة', Miles: 'أميال شيبا', 'Cash On Board': 'الدفع على متن الطائرة' },
    takenOnBoard: { Cash: 'دُفع نقداً على متن الطائرة', Card: 'دُفع بالبطاقة على متن الطائرة' },
    miles: (miles) => `${miles} ميل`,
    notice: 'هام: أظهر رقم الطلب هذا لطاقم الطائرة مع بطاقة صعود الطائرة لاستلام طلبك.',
    manage: 'لعرض طلبك أو إلغائه حتى 24 ساعة قبل المغادرة، افتح:',
    manageOnBoard: 'لعرض طلبك أو إلغائه إلى أن يسلّمه إليك طاقم الطائرة، افتح:',
    see: 'لعرض طلبك، افتح:',
    button: 'عرض طلبك',
    qrCode: 'رمز QR لصفحة طلبك',
    crewQr: (code) => `أظهر هذا الرمز لطاقم الطائرة لاستلام طلبك ${isolate(code)}.`,
    crewQrAlt: (code) => `رمز QR لطاقم الطائرة، الطلب ${isolate(code)}`,
    rebookedMoved: 'نُقلت تذكرتك إلى رحلة أخرى، ونُقل طلبك معها.',
    rebookedRefunded:
      'نُقلت تذكرتك إلى رحلة لا يمكنها إحضار هذه المنتجات، لذا أُلغي طلبك وسيُعاد أي مبلغ دفعته.',
    retimedMoved: 'غيّرت شركة الطيران موعد رحلتك، وتغيّر طلبك معه.',
    retimedRefunded:
      'غيّرت شركة الطيران موعد رحلتك، ولم يعد بإمكانها إحضار هذه المنتجات، لذا أُلغي طلبك وسيُعاد أي مبلغ دفعته.',
  },
  zh: {
    subject: {
      confirmation: (code) => `您的示巴免税店订单 ${code}`,
      allowanceWarning: (code) => `抵达时需缴纳关税：示巴免税店订单 ${code}`,
      cancelled: (code) => `您的示巴免税店订单 ${code} 已取消`,
      cancelledByAirline: (code) => `我们已取消您的示巴免税店订单 ${code}`,
      refunded: (code) => `示巴免税店订单 ${code} 的退款`,
      handedOver: (code) => `示巴免税店订单 ${code} 的收据`,
      notCollected: (code) => `您的示巴免税店订单 ${code} 未被领取`,
      rebooked: (code) => `您的航班已变更：示巴免税店订单 ${code}`,
    },
    greeting: (name) => `${name}，您好：`,
    thanks: '感谢您的订购。您的商品将在飞机上等候您。',
    thanksOnBoard: (seat) => `感谢您的订购。机组人员将把商品送到您的座位 ${seat}。`,
    allowanceWarning: (destination) =>
      `您的订单超出了目的地 ${destination} 的免税限额。按照您的确认，抵达时需缴纳关税。`,
    cancelled: '您的订单已按您的要求取消。',
    cancelledByAirline: '很抱歉：航空公司不得不取消您的订单。',
    moneyReturned: '您支付的款项正在退还，完成后我们会另行发邮件通知您。',
    refunded: {
      Card: '我们已将您的付款退回您的银行卡。银行可能需要几天时间才能显示。',
      Miles: '我们已将您的里程退回您的 ShebaMiles 账户。',
    },
    handedOver: '机组人员已将您的订单交给您。这是您的收据。',
    notCollected: '您的订单未在飞机上领取，商品已退回商店。',
    orderNumber: '订单号',
    seat: '座位',
    flight: '航班',
    departs: '起飞时间',
    handedOverAt: '交付时间',
    fact: (label, value) => `${label}：${value}`,
    items: '商品',
    total: '合计',
    refundedAmount: '退还金额',
    payment: '付款方式',
    paymentOptions: { Card: '银行卡', Miles: 'ShebaMiles 里程', 'Cash On Board': '机上付款' },
    takenOnBoard: { Cash: '机上现金支付', Card: '机上刷卡支付' },
    miles: (miles) => `${miles} 里程`,
    notice: '重要提示：请向机组人员出示此订单号及您的登机牌以领取订单。',
    manage: '如需查看订单，或在起飞前 24 小时之前取消订单，请打开：',
    manageOnBoard: '如需查看订单，或在机组人员交付之前取消订单，请打开：',
    see: '如需查看订单，请打开：',
    button: '查看订单',
    qrCode: '订单页面的二维码',
    crewQr: (code) => `请向机组人员出示此二维码以领取订单 ${code}。`,
    crewQrAlt: (code) => `供机组人员扫描的二维码，订单 ${code}`,
    rebookedMoved: '您的机票已改到另一航班，您的订单也随之转到该航班。',
    rebookedRefunded: '您的机票已改到无法携带这些商品的航班，因此您的订单已取消，已付款项将退还。',
    retimedMoved: '航空公司更改了您的航班时间，您的订单也随之调整。',
    retimedRefunded:
      '航空公司更改了您的航班时间，该航班已无法携带这些商品，因此您的订单已取消，已付款项将退还。',
  },
};

/** The shop's order-tracking page with the order number filled in; the e-mail address is typed there. */
function orderTrackingLink(publicBaseUrl: string, order: Pick<OrderRecord, 'orderCode' | 'language'>) {
  const query = new URLSearchParams({ orderCode: order.orderCode, lng: order.language });
  return `${publicBaseUrl}/order-tracking?${query}`;
}

const QR_CODE_CID = 'order-qr-code';

/** What the mail says first, by kind: the confirmation's thanks, the cancellation, the receipt … */
function opening(w: OrderMailWording, kind: OrderMailKind, order: OrderRecord, context: OrderMailContext) {
  const confirmation = order.kind === 'onboard' ? w.thanksOnBoard(order.seatNumber ?? '') : w.thanks;
  // A cancelled or uncollected order that had been paid is refunded (the refund's own mail follows).
  const paid = order.paymentStatus === 'Paid' || order.paymentStatus === 'Refunded';
  const returned = paid ? [w.moneyReturned] : [];
  switch (kind) {
    case 'confirmation':
      return [confirmation];
    case 'allowanceWarning':
      return [w.allowanceWarning(order.destination)];
    case 'cancelled':
      return [w.cancelled, ...returned];
    case 'cancelledByAirline':
      return [w.cancelledByAirline, ...returned];
    case 'refunded':
      if (order.paymentOption === 'Miles') return [w.refunded.Miles];
      // Miles and money: the miles came back with the card's part.
      return paysMilesAndMoney(order) ? [w.refunded.Card, w.refunded.Miles] : [w.refunded.Card];
    case 'handedOver':
      return [w.handedOver];
    case 'notCollected':
      return [w.notCollected, ...returned];
    case 'rebooked':
      switch (context.rebooking) {
        case 'refunded':
          return [w.rebookedRefunded];
        case 'retimedRefunded':
          return [w.retimedRefunded];
        case 'retimed':
          return [`${w.retimedMoved} ${confirmation}`];
        default:
          return [`${w.rebookedMoved} ${confirmation}`];
      }
  }
}

/**
 * One mail about an order, of any kind, in the order's language: what changed, the order's facts and
 * goods, and the link to the order (with its QR code), through the shop's one React Email layout. The
 * confirmation (and a rebooking that kept the order) tells how to cancel; later mails only link the order.
 */
export async function orderMail(
  kind: OrderMailKind,
  order: OrderRecord,
  publicBaseUrl: string,
  context: OrderMailContext = {},
): Promise<MailContent & { images: InlineImage[] }> {
  const w = wording[order.language];
  const tracking = orderTrackingLink(publicBaseUrl, order);
  const money = formatMoneyWithCode(chargedMinor(order), order.currencyCode);
  const miles = w.miles(formatMiles(order.totalMiles));
  // Miles and money (0059): both parts, each kept whole inside an Arabic sentence.
  const both = order.language === 'ar' ? `${isolate(miles)} + ${isolate(money)}` : `${miles} + ${money}`;
  const total = order.paymentOption === 'Miles' ? miles : paysMilesAndMoney(order) ? both : money;
  const onBoard = order.kind === 'onboard';
  const local = (at: number) => formatLocalDateTime(at, order.language, airportTimeZone(order.origin));
  const takenOnBoard = context.handOver?.takenOnBoard;
  const facts: [string, string][] = [
    [w.orderNumber, order.orderCode],
    [w.flight, `${order.flightNumber} ${order.origin} → ${order.destination}`],
    [w.departs, local(order.departureAt)],
    ...(onBoard ? [[w.seat, order.seatNumber ?? ''] as [string, string]] : []),
    ...(context.handOver ? [[w.handedOverAt, local(context.handOver.at)] as [string, string]] : []),
    [w.payment, takenOnBoard ? w.takenOnBoard[takenOnBoard] : w.paymentOptions[order.paymentOption]],
    [kind === 'refunded' ? w.refundedAmount : w.total, total],
  ];
  const items = order.lines.map(
    (line) => `${line.quantity} × ${inLanguage(line.itemName, line.itemNameTranslations, order.language)}`,
  );
  const cancellable =
    kind === 'confirmation' ||
    (kind === 'rebooked' && (context.rebooking === 'moved' || context.rebooking === 'retimed'));
  const subject = w.subject[kind](order.orderCode);
  const paragraphs = opening(w, kind, order, context);
  const { html, text } = await renderMail({
    language: order.language,
    preview: paragraphs[0] ?? subject,
    heading: subject,
    greeting: w.greeting(order.customerName),
    paragraphs,
    facts: facts.map(([label, value]) => w.fact(label, value)),
    list: { title: w.items, items },
    ...(cancellable && { notice: w.notice }),
    link: {
      intro: cancellable ? (onBoard ? w.manageOnBoard : w.manage) : w.see,
      label: w.button,
      href: tracking,
    },
    qrCode: context.handOverToken
      ? {
          cid: QR_CODE_CID,
          alt: w.crewQrAlt(order.orderCode),
          caption: w.crewQr(order.orderCode),
        }
      : { cid: QR_CODE_CID, alt: w.qrCode },
  });
  const qrValue = context.handOverToken ?? tracking;
  return { subject, text, html, images: [await qrCodeImage(QR_CODE_CID, qrValue)] };
}

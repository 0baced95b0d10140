import type { CustomerLanguage } from '@dutyfree/contracts';
import { formatMoneyWithCode } from '@dutyfree/pricing';
import { escapeHtml } from '../mail/mail.module.ts';
import type { SandboxSession } from './sandbox.repository.ts';
import {
  returnUrlOf,
  SANDBOX_PAGE_PREFIX,
  sandboxTestCards,
  type TestCardOutcome,
} from './sandbox-gateway.adapter.ts';

// The sandbox gateway's hosted page: plain HTML that works without JavaScript (a form POST), styled by
// its own stylesheet because the shop's content security policy forbids inline scripts and styles. Like a
// real provider's page it speaks the language the shop asked for (the order's), right to left in Arabic.

export const SANDBOX_STYLESHEET_PATH = `${SANDBOX_PAGE_PREFIX}/sandbox.css`;
export const SANDBOX_FAVICON_PATH = `${SANDBOX_PAGE_PREFIX}/favicon.svg`;

/** The provider's own icon (a card): its page is on another origin than the shop's favicon. */
export const sandboxFavicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect x="2" y="6" width="28" height="20" rx="3" fill="#0b5394"/><rect x="2" y="11" width="28" height="4" fill="#1b1f24"/>
</svg>`;

export const sandboxStylesheet = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, sans-serif; line-height: 1.5; color: #1b1f24; background: #eef1f5; }
main { max-width: 36rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.75rem;
  box-shadow: 0 1px 4px rgb(0 0 0 / 0.15); }
@media (max-width: 40rem) { main { margin: 0; border-radius: 0; } }
.badge { display: inline-block; margin: 0; padding: 0.25rem 0.75rem; border-radius: 1rem; background: #fff3cd;
  color: #5c4400; font-size: 0.875rem; }
h1 { font-size: 1.5rem; margin: 0.75rem 0 0.25rem; }
h2 { font-size: 1.125rem; margin-top: 2rem; }
.amount { font-size: 1.25rem; margin: 0.5rem 0 1.5rem; }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
input { width: 100%; padding: 0.625rem 0.75rem; font-size: 1.125rem; border: 1px solid #5a6270; border-radius: 0.375rem; }
input[aria-invalid="true"] { border-color: #b00020; }
.hint { margin: 0.25rem 0 0; color: #4a515c; font-size: 0.875rem; }
.error { margin: 0.25rem 0 0; color: #b00020; font-weight: 600; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.25rem; }
button, .button { padding: 0.625rem 1.25rem; font-size: 1rem; border-radius: 0.375rem; border: 2px solid #0b5394;
  cursor: pointer; text-decoration: none; }
button.pay, .button { background: #0b5394; color: #fff; }
button.cancel { background: #fff; color: #0b5394; }
:focus-visible { outline: 3px solid #f29900; outline-offset: 2px; }
table { width: 100%; border-collapse: collapse; font-size: 0.9375rem; }
caption { text-align: start; color: #4a515c; padding-bottom: 0.5rem; }
th, td { text-align: start; padding: 0.5rem; border-bottom: 1px solid #d5d9e0; vertical-align: top; }
td:first-child { font-family: ui-monospace, monospace; white-space: nowrap; }
`;

type PageWording = {
  gateway: string;
  badge: string;
  payTitle: string;
  heading: string;
  amountDue: string;
  cardNumber: string;
  cardHint: string;
  unknownCard: string;
  pay: string;
  cancel: string;
  testCards: string;
  testCardsCaption: string;
  effect: string;
  effects: Record<TestCardOutcome, string>;
  finishedTitle: string;
  finishedHeading: string;
  finishedText: string;
  notFoundTitle: string;
  notFoundHeading: string;
  notFoundText: string;
  back: string;
};

const wording: Record<CustomerLanguage, PageWording> = {
  en: {
    gateway: 'Sandbox payment gateway',
    badge: 'Sandbox gateway – test mode, no real money moves',
    payTitle: 'Pay',
    heading: 'Pay Sheba Duty Free',
    amountDue: 'Amount due:',
    cardNumber: 'Card number',
    cardHint: 'This is a test page: use one of the test cards listed below.',
    unknownCard: 'This is not one of the test cards. Type one of the numbers listed below.',
    pay: 'Pay',
    cancel: 'Cancel payment',
    testCards: 'Test cards',
    testCardsCaption: 'Type one of these numbers; any other number is refused.',
    effect: 'What happens',
    effects: {
      succeeded: 'The payment succeeds.',
      declined: 'The card is declined.',
      pending: 'The payment stays pending, then succeeds a little later.',
      failed: 'A processing error: nothing is charged.',
    },
    finishedTitle: 'Payment finished',
    finishedHeading: 'This payment is finished',
    finishedText: 'Nothing more can be paid on this page.',
    notFoundTitle: 'Payment not found',
    notFoundHeading: 'This payment does not exist',
    notFoundText: 'The link may be mistyped or too old.',
    back: 'Back to the shop',
  },
  ar: {
    gateway: 'بوابة الدفع التجريبية',
    badge: 'بوابة تجريبية – وضع الاختبار، لا تُنقل أموال حقيقية',
    payTitle: 'الدفع',
    heading: 'ادفع لـ Sheba Duty Free',
    amountDue: 'المبلغ المستحق:',
    cardNumber: 'رقم البطاقة',
    cardHint: 'هذه صفحة اختبار: استخدم إحدى بطاقات الاختبار المدرجة أدناه.',
    unknownCard: 'هذا الرقم ليس من بطاقات الاختبار. اكتب أحد الأرقام المدرجة أدناه.',
    pay: 'ادفع',
    cancel: 'إلغاء الدفع',
    testCards: 'بطاقات الاختبار',
    testCardsCaption: 'اكتب أحد هذه الأرقام؛ يُرفض أي رقم آخر.',
    effect: 'ما يحدث',
    effects: {
      succeeded: 'تنجح عملية الدفع.',
      declined: 'تُرفض البطاقة.',
      pending: 'يبقى الدفع معلقاً ثم ينجح بعد قليل.',
      failed: 'خطأ في المعالجة: لا يُخصم أي مبلغ.',
    },
    finishedTitle: 'انتهى الدفع',
    finishedHeading: 'انتهت عملية الدفع هذه',
    finishedText: 'لا يمكن دفع أي مبلغ آخر في هذه الصفحة.',
    notFoundTitle: 'الدفع غير موجود',
    notFoundHeading: 'عملية الدفع هذه غير موجودة',
    notFoundText: 'ربما كُتب الرابط بشكل خاطئ أو أصبح قديماً.',
    back: 'العودة إلى المتجر',
  },
  zh: {
    gateway: '沙盒支付网关',
    badge: '沙盒网关 – 测试模式，不涉及真实资金',
    payTitle: '支付',
    heading: '向 Sheba Duty Free 付款',
    amountDue: '应付金额：',
    cardNumber: '银行卡号',
    cardHint: '这是测试页面：请使用下方列出的测试卡之一。',
    unknownCard: '这不是测试卡号。请输入下方列出的号码之一。',
    pay: '支付',
    cancel: '取消支付',
    testCards: '测试卡',
    testCardsCaption: '请输入以下号码之一；其他号码均会被拒绝。',
    effect: '结果',
    effects: {
      succeeded: '支付成功。',
      declined: '银行卡被拒绝。',
      pending: '支付先处于待处理状态，稍后成功。',
      failed: '处理出错：不会扣款。',
    },
    finishedTitle: '支付已结束',
    finishedHeading: '此笔支付已结束',
    finishedText: '此页面无法再进行支付。',
    notFoundTitle: '未找到支付',
    notFoundHeading: '此笔支付不存在',
    notFoundText: '链接可能输入有误或已过期。',
    back: '返回商店',
  },
};

function page(language: CustomerLanguage, title: string, body: string): string {
  const w = wording[language];
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${escapeHtml(w.gateway)}</title>
<link rel="icon" type="image/svg+xml" href="${SANDBOX_FAVICON_PATH}">
<link rel="stylesheet" href="${SANDBOX_STYLESHEET_PATH}">
</head>
<body>
<main>
<p class="badge">${escapeHtml(w.badge)}</p>
${body}
</main>
</body>
</html>`;
}

/** The amount in the order's currency, kept left to right inside an Arabic sentence. */
const amountOf = (session: SandboxSession) =>
  `<bdi>${formatMoneyWithCode(session.amountMinor, session.currencyCode)}</bdi>`;

function testCardTable(w: PageWording): string {
  const rows = sandboxTestCards
    .map(
      (card) => `<tr><td dir="ltr">${card.number}</td><td>${escapeHtml(w.effects[card.outcome])}</td></tr>`,
    )
    .join('\n');
  return `<h2>${escapeHtml(w.testCards)}</h2>
<table>
<caption>${escapeHtml(w.testCardsCaption)}</caption>
<thead><tr><th scope="col">${escapeHtml(w.cardNumber)}</th><th scope="col">${escapeHtml(w.effect)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

/** The payment form; `unknownCard` shows the page again after a number that is not a test card. */
export function paymentPage(session: SandboxSession, { unknownCard = false } = {}): string {
  const w = wording[session.language];
  const describedBy = unknownCard ? 'card-hint card-error' : 'card-hint';
  const error = unknownCard
    ? `<p id="card-error" class="error" role="alert">${escapeHtml(w.unknownCard)}</p>`
    : '';
  return page(
    session.language,
    w.payTitle,
    `<h1>${escapeHtml(w.heading)}</h1>
<p>${escapeHtml(session.description)}</p>
<p class="amount">${escapeHtml(w.amountDue)} <strong>${amountOf(session)}</strong></p>
<form method="post" action="${SANDBOX_PAGE_PREFIX}/${encodeURIComponent(session.sessionId)}">
<label for="card-number">${escapeHtml(w.cardNumber)}</label>
<input id="card-number" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" dir="ltr" required
  aria-describedby="${describedBy}"${unknownCard ? ' aria-invalid="true" autofocus' : ''}>
<p id="card-hint" class="hint">${escapeHtml(w.cardHint)}</p>
${error}
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">${escapeHtml(w.pay)} ${amountOf(session)}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(w.cancel)}</button>
</div>
</form>
${testCardTable(w)}`,
  );
}

/** A session whose payment is over: a way back to the shop instead of a second payment. */
export function finishedPage(session: SandboxSession): string {
  const w = wording[session.language];
  return page(
    session.language,
    w.finishedTitle,
    `<h1>${escapeHtml(w.finishedHeading)}</h1>
<p>${escapeHtml(w.finishedText)}</p>
<p><a class="button" href="${escapeHtml(returnUrlOf(session))}">${escapeHtml(w.back)}</a></p>`,
  );
}

/** No session, so no order to take the language from (English) nor its return pages: the shop's home. */
export function unknownSessionPage(shopUrl: string): string {
  const w = wording.en;
  return page(
    'en',
    w.notFoundTitle,
    `<h1>${escapeHtml(w.notFoundHeading)}</h1>
<p>${escapeHtml(w.notFoundText)}</p>
<p><a class="button" href="${escapeHtml(shopUrl)}">${escapeHtml(w.back)}</a></p>`,
  );
}

import { formatMoneyWithCode } from '@dutyfree/pricing';
import { escapeHtml } from '../mail/mail.module.ts';
import { SANDBOX_PAGE_PREFIX, sandboxTestCards } from './payments.sandbox-gateway.ts';
import type { SandboxSession } from './payments.sandbox-repository.ts';

// The sandbox gateway's hosted page: plain HTML that works without JavaScript (a form POST), styled by
// its own stylesheet because the shop's content security policy forbids inline scripts and styles.

export const SANDBOX_STYLESHEET_PATH = `${SANDBOX_PAGE_PREFIX}/sandbox.css`;

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

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Sandbox payment gateway</title>
<link rel="stylesheet" href="${SANDBOX_STYLESHEET_PATH}">
</head>
<body>
<main>
<p class="badge">Sandbox gateway – test mode, no real money moves</p>
${body}
</main>
</body>
</html>`;
}

const amountOf = (session: SandboxSession) => formatMoneyWithCode(session.amountMinor, session.currencyCode);

function testCardTable(): string {
  const rows = sandboxTestCards
    .map((card) => `<tr><td>${card.number}</td><td>${escapeHtml(card.effect)}</td></tr>`)
    .join('\n');
  return `<h2>Test cards</h2>
<table>
<caption>Type one of these numbers; any other number is refused.</caption>
<thead><tr><th scope="col">Card number</th><th scope="col">What happens</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

/** The payment form; `cardError` shows the page again after a number that is not a test card. */
export function paymentPage(session: SandboxSession, cardError?: string): string {
  const describedBy = cardError ? 'card-hint card-error' : 'card-hint';
  const error = cardError ? `<p id="card-error" class="error" role="alert">${escapeHtml(cardError)}</p>` : '';
  return page(
    'Pay',
    `<h1>Pay Sheba Duty Free</h1>
<p>${escapeHtml(session.description)}</p>
<p class="amount">Amount due: <strong>${amountOf(session)}</strong></p>
<form method="post" action="${SANDBOX_PAGE_PREFIX}/${encodeURIComponent(session.sessionId)}">
<label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" required
  aria-describedby="${describedBy}"${cardError ? ' aria-invalid="true" autofocus' : ''}>
<p id="card-hint" class="hint">This is a test page: use one of the test cards listed below.</p>
${error}
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">Pay ${amountOf(session)}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel payment</button>
</div>
</form>
${testCardTable()}`,
  );
}

/** A session whose payment is over: a way back to the shop instead of a second payment. */
export function finishedPage(returnUrl: string): string {
  return page(
    'Payment finished',
    `<h1>This payment is finished</h1>
<p>Nothing more can be paid on this page.</p>
<p><a class="button" href="${escapeHtml(returnUrl)}">Back to the shop</a></p>`,
  );
}

export function unknownSessionPage(): string {
  return page(
    'Payment not found',
    `<h1>This payment does not exist</h1>
<p>The link may be mistyped or too old.</p>
<p><a class="button" href="/">Back to the shop</a></p>`,
  );
}

import { describe, expect, it } from 'vitest';
import type { SandboxSession } from './sandbox.repository.ts';
import { finishedPage, paymentPage } from './sandbox-page.ts';

const session = (language: SandboxSession['language']): SandboxSession => ({
  sessionId: 'cs_1',
  reference: 'DF-TEST0001-1',
  amountMinor: 4250,
  currencyCode: 'EUR',
  language,
  description: 'DF-TEST0001',
  returnUrls: {
    paid: '/confirmation',
    declined: '/payment-failure',
    cancelled: '/payment-cancel',
    pending: '/payment-pending',
    error: '/payment-error',
  },
  status: 'open',
  settlesAt: null,
});

describe('the sandbox payment page', () => {
  it('speaks Arabic, right to left, for an order placed in Arabic, with the amount in its currency', () => {
    const html = paymentPage(session('ar'));
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<h1>ادفع لـ Sheba Duty Free</h1>');
    expect(html).toContain('<label for="card-number">رقم البطاقة</label>');
    expect(html).toContain('<bdi>EUR 42.50</bdi>');
    expect(html).not.toContain('Card number');
  });

  it('speaks Chinese, left to right, for an order placed in Chinese', () => {
    const html = paymentPage(session('zh'));
    expect(html).toContain('<html lang="zh" dir="ltr">');
    expect(html).toContain('银行卡号');
    expect(html).toContain('EUR 42.50');
  });

  it('keeps English for an order placed in English, and refuses an unknown card in the same language', () => {
    expect(paymentPage(session('en'))).toContain('<h1>Pay Sheba Duty Free</h1>');
    const refused = paymentPage(session('ar'), { unknownCard: true });
    expect(refused).toContain('role="alert"');
    expect(refused).toContain('ليس من بطاقات الاختبار');
  });

  it("carries the provider's own favicon on every page", () => {
    expect(paymentPage(session('en'))).toContain(
      '<link rel="icon" type="image/svg+xml" href="/sandbox-pay/favicon.svg">',
    );
    expect(finishedPage(session('zh'))).toContain(
      '<link rel="icon" type="image/svg+xml" href="/sandbox-pay/favicon.svg">',
    );
    expect(finishedPage(session('zh'))).toContain('<html lang="zh" dir="ltr">');
  });
});

import { describe, expect, it } from 'vitest';
import { passwordResetMail } from './mail-templates.ts';

const link = 'https://shop.example.com/reset-password?token=abc&lng=en';

describe('the password reset mail', () => {
  it.each([
    ['en', 'Reset your Sheba Duty Free password', 'Hello Sara,', 'ltr'],
    ['ar', 'إعادة تعيين كلمة المرور لحسابك في Sheba Duty Free', 'مرحباً Sara،', 'rtl'],
    ['zh', '重置您的 Sheba Duty Free 密码', 'Sara，您好：', 'ltr'],
  ] as const)(
    'speaks %s to the customer, with the link in text and HTML',
    (language, subject, greeting, dir) => {
      const mail = passwordResetMail(language, { firstName: 'Sara', link });
      expect(mail.subject).toBe(subject);
      expect(mail.text.startsWith(greeting)).toBe(true);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`<html lang="${language}" dir="${dir}">`);
      expect(mail.html).toContain('href="https://shop.example.com/reset-password?token=abc&amp;lng=en"');
    },
  );

  it('cannot be made to carry markup through the customer name', () => {
    const mail = passwordResetMail('en', { firstName: '<img src=x onerror=alert(1)>', link });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

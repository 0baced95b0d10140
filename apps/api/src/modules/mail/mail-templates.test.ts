import { describe, expect, it } from 'vitest';
import { passwordResetMail, staffAccessMail } from './mail-templates.ts';

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

describe('the staff access mail', () => {
  it.each(['en', 'ar', 'zh'] as const)('carries the link and says how long it lasts in %s', (language) => {
    const mail = staffAccessMail(language, {
      name: 'Ruth',
      link: 'https://shop.example.com/staff/set-password?token=1.abc&lng=en',
      purpose: 'invitation',
      hours: 72,
      admin: true,
    });
    expect(mail.text).toContain('https://shop.example.com/staff/set-password?token=1.abc&lng=en');
    expect(mail.text).toContain('72');
    expect(mail.html).toContain('token=1.abc&amp;lng=en');
    expect(mail.html).toContain(`lang="${language}"`);
  });
});

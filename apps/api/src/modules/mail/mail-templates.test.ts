import { describe, expect, it } from 'vitest';
import { passwordResetMail, staffAccessMail } from './mail-templates.ts';

const link = 'https://shop.example.com/reset-password?token=abc&lng=en';

describe('the password reset mail, on the one mail layout', () => {
  it.each([
    ['en', 'Reset your Sheba Duty Free password', 'Hello Sara,', 'ltr'],
    ['ar', 'إعادة تعيين كلمة المرور لحسابك في Sheba Duty Free', 'مرحباً Sara،', 'rtl'],
    ['zh', '重置您的 Sheba Duty Free 密码', 'Sara，您好：', 'ltr'],
  ] as const)(
    'speaks %s to the customer, with the link in the text part and the HTML',
    async (language, subject, greeting, dir) => {
      const mail = await passwordResetMail(language, { firstName: 'Sara', link });
      expect(mail.subject).toBe(subject);
      // The layout's document: its heading, then the greeting; the text part written from the same HTML.
      expect(mail.html).toMatch(
        new RegExp(
          `<html[^>]*dir="${dir}"[^>]*lang="${language}"|<html[^>]*lang="${language}"[^>]*dir="${dir}"`,
        ),
      );
      expect(mail.html).toContain('href="https://shop.example.com/reset-password?token=abc&amp;lng=en"');
      const lines = mail.text.split('\n');
      expect(lines.indexOf(greeting)).toBeGreaterThan(lines.indexOf(subject));
      expect(lines.indexOf(subject)).toBeGreaterThanOrEqual(0);
      expect(mail.text).toContain(link);
      expect(mail.text).not.toContain('<');
    },
  );

  it('cannot be made to carry markup through the customer name', async () => {
    const mail = await passwordResetMail('en', { firstName: '<img src=x onerror=alert(1)>', link });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('the staff access mail, on the one mail layout', () => {
  it.each(['en', 'ar', 'zh'] as const)(
    'carries the link and says how long it lasts in %s',
    async (language) => {
      const mail = await staffAccessMail(language, {
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
      // The layout's button, as every order mail has it.
      expect(mail.html).toMatch(/<a[^>]*class="button"/);
    },
  );
});

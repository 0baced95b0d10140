import type { CustomerLanguage } from '@dutyfree/contracts';

export type MailContent = { subject: string; text: string; html: string };

type PasswordResetWording = {
  subject: string;
  greeting: (firstName: string) => string;
  intro: string;
  action: string;
  button: string;
  ignore: string;
};

const passwordResetWording: Record<CustomerLanguage, PasswordResetWording> = {
  en: {
    subject: 'Reset your Sheba Duty Free password',
    greeting: (name) => `Hello ${name},`,
    intro: 'We received a request to reset the password of your Sheba Duty Free account.',
    action: 'Open this link within 1 hour to choose a new password:',
    button: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this e-mail; your password stays the same.',
  },
  ar: {
    subject: 'إعادة تعيين كلمة المرور لحسابك في Sheba Duty Free',
    greeting: (name) => `مرحباً ${name}،`,
    intro: 'تلقّينا طلباً لإعادة تعيين كلمة المرور لحسابك في Sheba Duty Free.',
    action: 'افتح هذا الرابط خلال ساعة واحدة لاختيار كلمة مرور جديدة:',
    button: 'اختيار كلمة مرور جديدة',
    ignore: 'إذا لم تطلب ذلك، تجاهل هذه الرسالة؛ ستبقى كلمة المرور كما هي.',
  },
  zh: {
    subject: '重置您的 Sheba Duty Free 密码',
    greeting: (name) => `${name}，您好：`,
    intro: '我们收到了重置您 Sheba Duty Free 账户密码的请求。',
    action: '请在 1 小时内打开以下链接设置新密码：',
    button: '设置新密码',
    ignore: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
  },
};

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => htmlEntities[c] ?? c);

/** The reset mail in the customer's language; Arabic mail reads right to left. */
export function passwordResetMail(
  language: CustomerLanguage,
  { firstName, link }: { firstName: string; link: string },
): MailContent {
  const w = passwordResetWording[language];
  const text = [w.greeting(firstName), '', w.intro, w.action, '', link, '', w.ignore].join('\n');
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const html = [
    `<!doctype html><html lang="${language}" dir="${direction}"><body style="font-family: sans-serif">`,
    `<p>${escapeHtml(w.greeting(firstName))}</p>`,
    `<p>${escapeHtml(w.intro)}</p>`,
    `<p>${escapeHtml(w.action)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(w.button)}</a></p>`,
    `<p>${escapeHtml(w.ignore)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: w.subject, text, html };
}

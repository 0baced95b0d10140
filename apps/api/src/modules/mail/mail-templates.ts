import type { CustomerLanguage } from '@dutyfree/contracts';
import { renderMail } from './mail-layout.ts';

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

/**
 * The reset mail in the customer's language, on the shop's one mail layout (React Email, decision 0053):
 * Arabic reads right to left; the plain-text part is made from the same document.
 */
export async function passwordResetMail(
  language: CustomerLanguage,
  { firstName, link }: { firstName: string; link: string },
): Promise<MailContent> {
  const w = passwordResetWording[language];
  const { html, text } = await renderMail({
    language,
    preview: w.intro,
    heading: w.subject,
    greeting: w.greeting(firstName),
    paragraphs: [w.intro],
    facts: [],
    link: { intro: w.action, label: w.button, href: link },
    closing: [w.ignore],
  });
  return { subject: w.subject, text, html };
}

type StaffAccessWording = {
  subject: { invitation: string; passwordReset: string };
  greeting: (name: string) => string;
  intro: { invitation: string; passwordReset: string };
  action: (hours: number) => string;
  button: string;
  adminNote: string;
  ignore: string;
};

const staffAccessWording: Record<CustomerLanguage, StaffAccessWording> = {
  en: {
    subject: {
      invitation: 'Your Sheba Duty Free staff account',
      passwordReset: 'Choose a new password for your Sheba Duty Free staff account',
    },
    greeting: (name) => `Hello ${name},`,
    intro: {
      invitation: 'An administrator has opened a Sheba Duty Free staff account for you.',
      passwordReset: 'An administrator has asked for a new password to be chosen for your staff account.',
    },
    action: (hours) => `Open this link within ${hours} hours to choose your password:`,
    button: 'Choose your password',
    adminNote: 'As an administrator you will also set up an authenticator app on your phone.',
    ignore: 'If you did not expect this e-mail, tell your administrator.',
  },
  ar: {
    subject: {
      invitation: 'حسابك كموظف في Sheba Duty Free',
      passwordReset: 'اختر كلمة مرور جديدة لحسابك كموظف في Sheba Duty Free',
    },
    greeting: (name) => `مرحباً ${name}،`,
    intro: {
      invitation: 'فتح لك أحد المسؤولين حساب موظف في Sheba Duty Free.',
      passwordReset: 'طلب أحد المسؤولين اختيار كلمة مرور جديدة لحسابك كموظف.',
    },
    action: (hours) => `افتح هذا الرابط خلال ${hours} ساعة لاختيار كلمة المرور:`,
    button: 'اختيار كلمة المرور',
    adminNote: 'بصفتك مسؤولاً ستُعِدّ أيضاً تطبيق مصادقة على هاتفك.',
    ignore: 'إذا لم تكن تتوقع هذه الرسالة، فأبلغ المسؤول.',
  },
  zh: {
    subject: {
      invitation: '您的 Sheba Duty Free 员工账户',
      passwordReset: '为您的 Sheba Duty Free 员工账户设置新密码',
    },
    greeting: (name) => `${name}，您好：`,
    intro: {
      invitation: '管理员已为您开通 Sheba Duty Free 员工账户。',
      passwordReset: '管理员已要求为您的员工账户设置新密码。',
    },
    action: (hours) => `请在 ${hours} 小时内打开以下链接设置密码：`,
    button: '设置密码',
    adminNote: '作为管理员，您还需要在手机上设置身份验证器应用。',
    ignore: '如果您没有预料到这封邮件，请告知您的管理员。',
  },
};

/** The mail with a staff member's link to choose a password (invited, or reset by an admin), on the one layout. */
export async function staffAccessMail(
  language: CustomerLanguage,
  {
    name,
    link,
    purpose,
    hours,
    admin,
  }: { name: string; link: string; purpose: 'invitation' | 'passwordReset'; hours: number; admin: boolean },
): Promise<MailContent> {
  const w = staffAccessWording[language];
  const { html, text } = await renderMail({
    language,
    preview: w.intro[purpose],
    heading: w.subject[purpose],
    greeting: w.greeting(name),
    paragraphs: [w.intro[purpose]],
    facts: [],
    link: { intro: w.action(hours), label: w.button, href: link },
    closing: [...(admin ? [w.adminNote] : []), w.ignore],
  });
  return { subject: w.subject[purpose], text, html };
}

import { useTranslation } from 'react-i18next';
import { contactDetails } from '../../config/contact.ts';

// Phone numbers and addresses read left to right in every language; `dir` keeps "+251 11 …" whole
// inside Arabic text.

export function PhoneLink() {
  const { phone } = contactDetails;
  return (
    <a href={`tel:${phone.dial}`} dir="ltr" className="contact-link">
      {phone.display}
    </a>
  );
}

export function EmailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} dir="ltr" className="contact-link">
      {address}
    </a>
  );
}

/** The two service addresses of SPEC §2's contact and after-sales pages. */
export const serviceEmails = [contactDetails.careEmail, contactDetails.supportEmail] as const;

/** SPEC §2: "GMT+3, 8:00 AM to 5:00 PM", with the times written the way the reader's language writes them. */
export function SupportHours() {
  const { t, i18n } = useTranslation('content');
  const { fromHour, toHour, utcOffsetHours } = contactDetails.supportHours;
  const format = new Intl.DateTimeFormat(i18n.language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  const at = (hour: number) => format.format(Date.UTC(2000, 0, 1, hour));
  return (
    <>{t('contactLines.hours', { from: at(fromHour), to: at(toHour), timeZone: `GMT+${utcOffsetHours}` })}</>
  );
}

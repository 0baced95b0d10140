import { useTranslation } from 'react-i18next';
import { contactDetails } from '../../config/contact.ts';
import { DEFAULT_COOKIE_DAYS } from '../../lib/cookies.ts';
import { CONSENT_COOKIE } from '../consent/consent-cookie.ts';
import { EmailLink, PhoneLink } from './contact-links.tsx';
import { ContentPage, ContentSection } from './content-page.tsx';

const kept = ['account', 'orders', 'payments', 'feedback', 'newsletter'] as const;
const stored = ['preferences', 'session', 'noTracking'] as const;

export function Component() {
  const { t } = useTranslation('content');
  const { t: tPages } = useTranslation('pages');
  return (
    <ContentPage title={tPages('titles.privacyPolicy')} lead={t('privacy.lead')}>
      <ContentSection title={t('privacy.collectTitle')}>
        <ul>
          {kept.map((item) => (
            <li key={item}>{t(`privacy.collect.${item}`)}</li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection title={t('privacy.whyTitle')}>
        <p>{t('privacy.why')}</p>
      </ContentSection>
      <ContentSection title={t('privacy.cookiesTitle')}>
        <ul>
          <li>{t('privacy.cookies.consent', { cookie: CONSENT_COOKIE, days: DEFAULT_COOKIE_DAYS })}</li>
          {stored.map((item) => (
            <li key={item}>{t(`privacy.cookies.${item}`)}</li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection title={t('privacy.keepTitle')}>
        <p>{t('privacy.keep')}</p>
      </ContentSection>
      <ContentSection title={t('privacy.rightsTitle')}>
        <p>{t('privacy.rights')}</p>
        <ul className="contact-list">
          <li>
            {t('contactLines.phone')} <PhoneLink />
          </li>
          <li>
            {t('contactLines.email')} <EmailLink address={contactDetails.careEmail} />
          </li>
        </ul>
      </ContentSection>
    </ContentPage>
  );
}

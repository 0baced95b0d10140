import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { EmailLink, PhoneLink, serviceEmails } from './contact-links.tsx';
import { ContentPage, ContentSection } from './content-page.tsx';

export function Component() {
  const { t } = useTranslation('content');
  const { t: tPages } = useTranslation('pages');
  return (
    <ContentPage title={tPages('titles.contactUs')} lead={t('contact.lead')}>
      <ContentSection title={t('contact.privacyTitle')}>
        <p>{t('contact.privacy')}</p>
        <p>
          {t('contactLines.phone')} <PhoneLink />
        </p>
      </ContentSection>
      <ContentSection title={t('contact.serviceTitle')}>
        <p>{t('contact.service')}</p>
        <ul className="contact-list">
          {serviceEmails.map((address) => (
            <li key={address}>
              {t('contactLines.email')} <EmailLink address={address} />
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection title={t('contact.moreTitle')}>
        <ul className="content-links">
          <li>
            <Link to={paths.afterSalesSupport}>{t('links.afterSales')}</Link>
          </li>
          <li>
            <Link to={paths.feedback}>{t('links.feedback')}</Link>
          </li>
          <li>
            <Link to={paths.faq}>{t('links.faq')}</Link>
          </li>
        </ul>
      </ContentSection>
    </ContentPage>
  );
}

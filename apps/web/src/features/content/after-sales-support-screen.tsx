import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { EmailLink, PhoneLink, SupportHours, serviceEmails } from './contact-links.tsx';
import { ContentPage, ContentSection } from './content-page.tsx';

const rules = ['cutOff', 'noDeliveryCharge', 'personalUse', 'proof', 'risk', 'vat'] as const;
const returnLetter = ['orderNumber', 'orderDate', 'address', 'contact', 'fault'] as const;

// SPEC §2 and the policies of SPEC §9.
export function Component() {
  const { t } = useTranslation('content');
  const { t: tPages } = useTranslation('pages');
  const website = window.location.origin;
  return (
    <ContentPage title={tPages('titles.afterSalesSupport')} lead={t('afterSales.lead')}>
      <ContentSection title={t('afterSales.centreTitle')}>
        <p>{t('afterSales.centre')}</p>
        <ul className="contact-list">
          <li>
            {t('contactLines.phone')} <PhoneLink /> (<SupportHours />)
          </li>
          {serviceEmails.map((address) => (
            <li key={address}>
              {t('contactLines.email')} <EmailLink address={address} />
            </li>
          ))}
          <li>
            {t('contactLines.website')}{' '}
            <Link to={paths.home} dir="ltr">
              {website}
            </Link>
          </li>
        </ul>
      </ContentSection>
      <ContentSection title={t('afterSales.rulesTitle')}>
        <ul>
          {rules.map((rule) => (
            <li key={rule}>{t(`afterSales.rules.${rule}`)}</li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection title={t('afterSales.returnsTitle')}>
        <p>{t('afterSales.returns')}</p>
        <ul>
          {returnLetter.map((part) => (
            <li key={part}>{t(`afterSales.returnLetter.${part}`)}</li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection title={t('afterSales.cancellationTitle')}>
        <p>{t('afterSales.cancellation')}</p>
      </ContentSection>
      <ContentSection title={t('afterSales.refundTitle')}>
        <p>{t('afterSales.refund')}</p>
      </ContentSection>
      <ContentSection title={t('afterSales.exchangeTitle')}>
        <p>{t('afterSales.exchange')}</p>
      </ContentSection>
    </ContentPage>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ContentPage, ContentSection } from './content-page.tsx';

export function Component() {
  const { t } = useTranslation('content');
  const { t: tPages } = useTranslation('pages');
  return (
    <ContentPage title={tPages('titles.whatIsPreorder')} lead={t('whatIsPreorder.lead')}>
      <ContentSection title={t('whatIsPreorder.howTitle')}>
        <p>{t('whatIsPreorder.how')}</p>
      </ContentSection>
      <ContentSection title={t('whatIsPreorder.whenTitle')}>
        <p>{t('whatIsPreorder.when')}</p>
      </ContentSection>
      <ContentSection title={t('whatIsPreorder.payTitle')}>
        <p>{t('whatIsPreorder.pay')}</p>
      </ContentSection>
      <ContentSection title={t('whatIsPreorder.goodToKnowTitle')}>
        <ul>
          <li>{t('whatIsPreorder.noDeliveryCharge')}</li>
          <li>{t('whatIsPreorder.personalUse')}</li>
          <li>{t('whatIsPreorder.vat')}</li>
        </ul>
      </ContentSection>
      <ul className="content-actions">
        <li>
          <Link to={paths.home} className="btn btn-primary">
            {t('links.startShopping')}
          </Link>
        </li>
        <li>
          <Link to={paths.howToOrder} className="btn btn-outline-primary">
            {t('links.howToOrder')}
          </Link>
        </li>
        <li>
          <Link to={paths.dutyFreeAllowances} className="btn btn-outline-primary">
            {t('links.allowances')}
          </Link>
        </li>
      </ul>
    </ContentPage>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ContentPage, ContentSection } from './content-page.tsx';
import { HowItWorksSteps } from './how-it-works-steps.tsx';

export function Component() {
  const { t } = useTranslation('content');
  const { t: tPages } = useTranslation('pages');
  return (
    <ContentPage title={tPages('titles.howToOrder')} lead={t('howToOrder.lead')}>
      <ContentSection title={t('howToOrder.cutOffTitle')}>
        <p>{t('howToOrder.cutOff')}</p>
      </ContentSection>
      <ContentSection title={t('howItWorks.title')}>
        <HowItWorksSteps />
      </ContentSection>
      <ContentSection title={t('howToOrder.onBoardTitle')}>
        <p>{t('howToOrder.onBoard')}</p>
      </ContentSection>
      <ul className="content-actions">
        <li>
          <Link to={paths.home} className="btn btn-primary">
            {t('links.startShopping')}
          </Link>
        </li>
        <li>
          <Link to={paths.faq} className="btn btn-outline-primary">
            {t('links.faq')}
          </Link>
        </li>
      </ul>
    </ContentPage>
  );
}

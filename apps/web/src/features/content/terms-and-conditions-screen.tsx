import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ContentPage, ContentSection } from './content-page.tsx';

const sections = ['ordering', 'prices', 'delivery', 'age', 'taxes'] as const;

export function Component() {
  const { t } = useTranslation('content');
  const { t: tPages } = useTranslation('pages');
  return (
    <ContentPage title={tPages('titles.termsAndConditions')} lead={t('terms.lead')}>
      {sections.map((section) => (
        <ContentSection key={section} title={t(`terms.${section}Title`)}>
          <p>{t(`terms.${section}`)}</p>
        </ContentSection>
      ))}
      <ContentSection title={t('terms.afterSalesTitle')}>
        <p>
          {t('terms.afterSales')} <Link to={paths.afterSalesSupport}>{t('links.afterSales')}</Link>
        </p>
      </ContentSection>
    </ContentPage>
  );
}

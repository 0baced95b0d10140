import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ContentPage } from './content-page.tsx';
import { FaqAccordion } from './faq-accordion.tsx';

export function Component() {
  const { t } = useTranslation('content');
  const { t: tPages } = useTranslation('pages');
  return (
    <ContentPage title={tPages('titles.faq')} lead={t('faq.lead')}>
      <FaqAccordion />
      <p className="mt-4">
        {t('faq.moreHelp')} <Link to={paths.contactUs}>{t('links.contact')}</Link>
      </p>
    </ContentPage>
  );
}

import { useTranslation } from 'react-i18next';
import { ContentPage, ContentSection } from './content-page.tsx';

const sections = ['destination', 'vat', 'personal', 'age', 'eu', 'transfer'] as const;

export function Component() {
  const { t } = useTranslation('content');
  const { t: tPages } = useTranslation('pages');
  return (
    <ContentPage title={tPages('titles.dutyFreeAllowances')} lead={t('allowances.lead')}>
      {sections.map((section) => (
        <ContentSection key={section} title={t(`allowances.${section}Title`)}>
          <p>{t(`allowances.${section}`)}</p>
        </ContentSection>
      ))}
    </ContentPage>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the screen, which is also what screen readers announce on navigation. */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation('common');
  const documentTitle = title ? t('documentTitle', { title }) : t('appName');
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
}

import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../components/loading-indicator.tsx';

/** Shown while the start-up token call is out (SPEC §4). */
export function StartupLoading() {
  const { t } = useTranslation('common');
  return <LoadingIndicator label={t('loading')} fullPage />;
}

import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';

/** SPEC §2 generic error page; also what any screen shows when it fails to load or render. */
export function ExceptionPanel() {
  const { t } = useTranslation('errors');
  useDocumentTitle(t('exception.documentTitle'));
  return (
    <Container fluid="xl" className="page status-panel">
      <h1 className="status-panel__title">{t('exception.title')}</h1>
      {/* A full page load: it retries the start-up token call and any screen code that failed to download. */}
      <Link to={paths.home} reloadDocument className="btn btn-primary">
        {t('exception.tryAgain')}
      </Link>
    </Container>
  );
}

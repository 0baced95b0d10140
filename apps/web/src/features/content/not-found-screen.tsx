import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** Any path outside SPEC §2's route table, and /404 (where a failed product page sends the shopper). */
export function Component() {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(t('notFound.documentTitle'));

  function goBack() {
    // 'default' marks the page the visitor landed on: there is no earlier page in the shop to return to.
    if (location.key === 'default') void navigate(paths.home);
    else void navigate(-1);
  }

  return (
    <Container fluid="xl" className="page status-panel">
      <h1 className="status-panel__title">{t('notFound.title')}</h1>
      <Button variant="primary" onClick={goBack}>
        {t('notFound.back')}
      </Button>
    </Container>
  );
}

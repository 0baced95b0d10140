import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { paths } from '../../config/paths.ts';

// Not in SPEC §2's route table, but the mobile drawer links to it (docs/spec-deviations.md).
export function Component() {
  const { t } = useTranslation('about');
  const { t: tPages } = useTranslation('pages');
  return (
    <Container fluid="xl" className="page">
      <PageTitle>{tPages('titles.aboutUs')}</PageTitle>
      <Row>
        <Col lg={8}>
          <p className="lead">{t('lead')}</p>
          <p>{t('preOrder')}</p>
          <p>{t('onBoard')}</p>
          <p>{t('payment')}</p>
          <p>
            <Link to={paths.howToOrder}>{t('howToOrder')}</Link>
          </p>
        </Col>
      </Row>
    </Container>
  );
}

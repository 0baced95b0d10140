import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { FeedbackForm } from './feedback-form.tsx';

export function Component() {
  const { t } = useTranslation('pages');
  return (
    <Container fluid="xl" className="page">
      <PageTitle>{t('titles.feedback')}</PageTitle>
      <Row>
        <Col lg={8} xl={7}>
          <FeedbackForm />
        </Col>
      </Row>
    </Container>
  );
}

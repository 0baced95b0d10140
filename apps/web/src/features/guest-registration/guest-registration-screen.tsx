import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { GuestFlightFinder } from './guest-flight-finder.tsx';

export function Component() {
  const { t } = useTranslation('pages');
  return (
    <Container fluid="xl" className="page">
      <PageTitle>{t('titles.guestRegistration')}</PageTitle>
      <Row>
        <Col lg={8} xl={7}>
          <GuestFlightFinder />
        </Col>
      </Row>
    </Container>
  );
}

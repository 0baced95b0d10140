import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { OrderTrackingForm } from './order-tracking-form.tsx';

export function Component() {
  const { t } = useTranslation('pages');
  return (
    <Container className="page">
      <PageTitle>{t('titles.orderTracking')}</PageTitle>
      <OrderTrackingForm />
    </Container>
  );
}

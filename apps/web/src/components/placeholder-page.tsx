import Container from 'react-bootstrap/Container';
import { PageTitle } from './page-title.tsx';

/** A screen whose content arrives with a later feature: its route and title are already in place. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container fluid="xl" className="page">
      <PageTitle>{title}</PageTitle>
    </Container>
  );
}

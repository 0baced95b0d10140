import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { PageTitle } from '../../components/page-title.tsx';
import './content.css';

interface ContentPageProps {
  title: string;
  lead?: string;
  /** Shown across the full width under the title, such as a landing page's banner. */
  banner?: ReactNode;
  children: ReactNode;
}

/** A page of reading text: its title, an optional lead and sections at a comfortable line length. */
export function ContentPage({ title, lead, banner, children }: ContentPageProps) {
  return (
    <Container fluid="xl" className="page content-page">
      <PageTitle>{title}</PageTitle>
      {banner}
      {lead && <p className="lead content-page__lead">{lead}</p>}
      <div className="content-page__body">{children}</div>
    </Container>
  );
}

/** One titled part of a content page; its heading sits under the page's one h1. */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="content-section">
      <h2 className="content-section__title">{title}</h2>
      {children}
    </section>
  );
}

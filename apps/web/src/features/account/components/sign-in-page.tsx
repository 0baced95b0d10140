import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { PageTitle } from '../../../components/page-title.tsx';

/** The narrow, centred frame of the sign-in, registration and password screens. */
export function SignInPage({
  title,
  wide = false,
  children,
}: {
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Container fluid="xl" className="page">
      <div className={wide ? 'account-panel account-panel--wide' : 'account-panel'}>
        <PageTitle>{title}</PageTitle>
        {children}
      </div>
    </Container>
  );
}

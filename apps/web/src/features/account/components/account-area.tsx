import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useLocation } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { withRedirect } from '../redirect-target.ts';
import { useAccount } from '../use-account.ts';
import { useSigningOut, useSignOut } from '../use-sign-out.ts';

function AccountNav() {
  const { t } = useTranslation('account');
  const signOut = useSignOut();
  const links = [
    { to: paths.accountDashboard, label: t('area.dashboard') },
    { to: paths.accountOrders, label: t('area.orders') },
    { to: paths.accountDetails, label: t('area.details') },
  ];
  return (
    <nav aria-label={t('area.navigation')}>
      <ul className="list-group account-nav">
        {links.map((link) => (
          <li key={link.to} className="list-group-item p-0">
            <NavLink to={link.to} className="account-nav__link">
              {link.label}
            </NavLink>
          </li>
        ))}
        <li className="list-group-item p-0">
          <button type="button" className="account-nav__link" onClick={() => void signOut()}>
            {t('area.logOut')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The frame of every account page (SPEC §2): signed-in readers get the side menu and the page; anyone
 * else goes to /login and comes back here after signing in.
 */
export function AccountArea({ title, children }: { title: string; children: ReactNode }) {
  const { isSignedIn } = useAccount();
  const location = useLocation();
  const signingOut = useSigningOut();
  if (!isSignedIn) {
    // Signing out leads to /account, not to /login; the loader covers the page until then.
    if (signingOut) return null;
    return <Navigate replace to={withRedirect(paths.login, `${location.pathname}${location.search}`)} />;
  }
  return (
    <Container fluid="xl" className="page">
      <PageTitle>{title}</PageTitle>
      <Row className="gy-4">
        <Col md={4} lg={3}>
          <AccountNav />
        </Col>
        <Col md={8} lg={9}>
          {children}
        </Col>
      </Row>
    </Container>
  );
}

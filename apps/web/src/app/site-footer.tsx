import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { island } from '../components/island.tsx';
import { paths } from '../config/paths.ts';
import { PaymentCards } from '../features/content/payment-cards.tsx';
import { NewsletterForm } from '../features/engagement/newsletter-form.tsx';
import { SocialLinks } from '../features/engagement/social-links.tsx';
import type { PageTitleKey } from '../features/i18n/resources.ts';
import './site-footer.css';

interface FooterLink {
  to: string;
  title: PageTitleKey;
}

// SPEC §2 footer groups. The guide magazine has no page in this shop and is left out; the group companies
// are named without links, as their sites are not known (docs/spec-deviations.md).
const shoppingLinks: FooterLink[] = [
  { to: paths.whatIsPreorder, title: 'whatIsPreorder' },
  { to: paths.howToOrder, title: 'howToOrder' },
  { to: paths.dutyFreeAllowances, title: 'dutyFreeAllowances' },
  { to: paths.orderTracking, title: 'orderTracking' },
];

const customerCareLinks: FooterLink[] = [
  { to: paths.contactUs, title: 'contactUs' },
  { to: paths.termsAndConditions, title: 'termsAndConditions' },
  { to: paths.privacyPolicy, title: 'privacyPolicy' },
  { to: paths.afterSalesSupport, title: 'afterSalesSupport' },
  { to: paths.faq, title: 'faq' },
];

const groupCompanies = ['airline', 'miles', 'cargo', 'holidays'] as const;

function GroupCompanies() {
  const { t } = useTranslation('layout');
  const headingId = useId();
  return (
    <div className="footer-group">
      <h2 id={headingId} className="footer-group__heading">
        {t('footer.groupCompanies')}
      </h2>
      <ul aria-labelledby={headingId} className="footer-group__links">
        {groupCompanies.map((company) => (
          <li key={company}>{t(`footer.companies.${company}`)}</li>
        ))}
      </ul>
    </div>
  );
}

function FooterLinkGroup({ heading, links }: { heading: string; links: FooterLink[] }) {
  const { t } = useTranslation('pages');
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className="footer-group">
      <h2 id={headingId} className="footer-group__heading">
        {heading}
      </h2>
      <ul className="footer-group__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(`titles.${link.title}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FooterContent() {
  const { t } = useTranslation('layout');
  return (
    <footer className="site-footer">
      <Container fluid="xl">
        <Row className="gy-4">
          <Col xs={12} sm={6} lg={3}>
            <FooterLinkGroup heading={t('footer.shopping')} links={shoppingLinks} />
          </Col>
          <Col xs={12} sm={6} lg={3}>
            <FooterLinkGroup heading={t('footer.customerCare')} links={customerCareLinks} />
          </Col>
          <Col xs={12} sm={6} lg={2}>
            <GroupCompanies />
          </Col>
          <Col xs={12} sm={6} lg={4} className="site-footer__engage">
            <NewsletterForm />
            <SocialLinks />
          </Col>
        </Row>
        <div className="site-footer__bottom">
          <PaymentCards />
          {/* SPEC §2: the Feedback button is for large screens; the mobile drawer has its own link. */}
          <Link to={paths.feedback} className="btn btn-accent d-none d-lg-inline-block">
            {t('footer.feedback')}
          </Link>
        </div>
        <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </Container>
    </footer>
  );
}

/** Links and a form that change nothing on the page: taken over at the first touch (decision 0044). */
export const SiteFooter = island(FooterContent, 'touch');

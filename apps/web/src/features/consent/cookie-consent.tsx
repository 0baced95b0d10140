import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { giveCookieConsent, hasCookieConsent } from './consent-cookie.ts';

interface CookieConsentProps {
  /** Where keyboard focus goes once the banner, and with it the focused button, is gone. */
  focusAfterAcceptId: string;
}

/**
 * Whether the server saw the consent cookie when it rendered the page: the banner is rendered (or not) as
 * the server did, so that taking the page over moves nothing. True where the browser renders alone.
 */
export const ServerSawConsent = createContext(true);

/** The cookie changes only by the banner's own button. */
const unchanging = () => () => undefined;

// The banner sits in the page flow above the header rather than floating over it, so it can never hide
// the element that has keyboard focus (WCAG 2.4.11).
export function CookieConsent({ focusAfterAcceptId }: CookieConsentProps) {
  const { t } = useTranslation('layout');
  // A server-rendered page comes with the banner when its request had no consent cookie: shown afterwards
  // it would push the whole page down.
  const serverSawConsent = useContext(ServerSawConsent);
  const consented = useSyncExternalStore(unchanging, hasCookieConsent, () => serverSawConsent);
  const [accepted, setAccepted] = useState(false);
  if (consented || accepted) return null;

  function accept() {
    giveCookieConsent();
    setAccepted(true);
    document.getElementById(focusAfterAcceptId)?.focus();
  }

  return (
    <section className="cookie-consent" aria-label={t('cookieConsent.region')}>
      <Container fluid="xl" className="cookie-consent__inner">
        <p className="cookie-consent__text">
          {t('cookieConsent.message')} <Link to={paths.privacyPolicy}>{t('cookieConsent.privacyLink')}</Link>
        </p>
        <Button variant="accent" onClick={accept}>
          {t('cookieConsent.accept')}
        </Button>
      </Container>
    </section>
  );
}

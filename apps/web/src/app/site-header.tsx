import { useCallback, useEffect, useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandLogo } from '../components/brand-logo.tsx';
import { island } from '../components/island.tsx';
import { LinksThatFit } from '../components/links-that-fit.tsx';
import { paths } from '../config/paths.ts';
import { AccountMenu } from '../features/account/components/account-menu.tsx';
import { CartLink } from '../features/cart/cart-link.tsx';
import { CatalogMenus } from '../features/catalog/menus/catalog-menus.tsx';
import { CurrencyPicker } from '../features/currency/currency-picker.tsx';
import { LanguagePicker } from '../features/i18n/language-picker.tsx';
import { OnBoardBanner, OnBoardFlightSelector } from '../features/onboard/onboard-flight-selector.tsx';
import { SearchBar } from '../features/search/search-bar.tsx';

// SPEC §2 header sections, then the extra links the mobile drawer carries.
const sectionLinks = [
  { to: paths.newArrivals, title: 'newArrivals' },
  { to: paths.bestSellers, title: 'bestSellers' },
  { to: paths.travelExclusives, title: 'travelExclusives' },
  { to: paths.deals, title: 'deals' },
  { to: paths.promotions, title: 'promotions' },
] as const;

const drawerOnlyLinks = [
  { to: paths.offers, title: 'offers' },
  { to: paths.feedback, title: 'feedback' },
  { to: paths.aboutUs, title: 'aboutUs' },
] as const;

// 'leaving' is a drawer closing because one of its links was followed: focus then goes to the new
// screen rather than back to the menu button.
type MenuState = 'closed' | 'open' | 'leaving';

/** The drawer's pickers and menus (on wide screens the menu bar): taken over at the first touch (decision 0044). */
function SiteMenuContent({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('layout');
  const { t: tPages } = useTranslation('pages');
  return (
    <>
      {/* Pickers first: on wide screens they start the second row, before the menus (see app.css). */}
      <div className="site-menu__pickers">
        <OnBoardFlightSelector onApplied={onNavigate} />
        <LanguagePicker />
        <CurrencyPicker />
      </div>
      <nav aria-label={t('header.mainNavigation')} className="site-menu__nav">
        <CatalogMenus onNavigate={onNavigate} />
        <LinksThatFit
          className="navbar-nav site-menu__links"
          itemClassName="nav-item"
          moreLabel={t('header.more')}
        >
          {sectionLinks.map((link) => (
            <Nav.Link key={link.to} as={NavLink} to={link.to} onClick={onNavigate}>
              {tPages(`titles.${link.title}`)}
            </Nav.Link>
          ))}
        </LinksThatFit>
        <Nav as="ul" className="site-menu__links d-lg-none">
          {drawerOnlyLinks.map((link) => (
            <Nav.Item as="li" key={link.to}>
              <Nav.Link as={NavLink} to={link.to} onClick={onNavigate}>
                {tPages(`titles.${link.title}`)}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      </nav>
    </>
  );
}

// Woken when seen: on a wide screen the menu bar is in view at once and its links must be measured to fit
// one row (LinksThatFit); on a phone it sits in the closed drawer and sleeps until the drawer opens.
const SiteMenu = island(SiteMenuContent, 'visible');

export function SiteHeader({ mainId }: { mainId: string }) {
  const { t } = useTranslation('layout');
  const [menu, setMenu] = useState<MenuState>('closed');
  const { pathname } = useLocation();

  // Browser back or forward while the drawer is open: it must not stay open over the new screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the path changed
  useEffect(() => setMenu((current) => (current === 'open' ? 'closed' : current)), [pathname]);

  // The same function on every render, so that the menu's island stays asleep while the header changes.
  const leaveMenu = useCallback(() => setMenu((current) => (current === 'open' ? 'leaving' : current)), []);

  function menuClosed() {
    // The state stays 'leaving' until the drawer opens again: going back to 'closed' here would turn
    // focus restoring on again just before the drawer hands focus back to the menu button.
    if (menu === 'leaving') document.getElementById(mainId)?.focus();
  }

  return (
    <header className="site-header">
      <Navbar
        as="div"
        expand="lg"
        variant="dark"
        expanded={menu === 'open'}
        onToggle={(expanded) => setMenu(expanded ? 'open' : 'closed')}
      >
        <Container fluid="xl" className="site-header__bar">
          <Navbar.Brand as={Link} to={paths.home} aria-label={t('header.homeLink')}>
            <BrandLogo name={t('appName', { ns: 'common' })} />
          </Navbar.Brand>
          <div className="site-header__search">
            <SearchBar />
          </div>
          {/* Before the drawer: on wide screens account and cart sit on the top row, so that the pickers'
              menus, which open downwards from the second row, never cover the cart (see app.css). */}
          <div className="site-header__actions">
            <AccountMenu />
            <CartLink />
          </div>
          <Navbar.Offcanvas
            id="site-menu"
            aria-labelledby="site-menu-title"
            placement="start"
            className="site-menu"
            restoreFocus={menu !== 'leaving'}
            onExited={menuClosed}
          >
            <Offcanvas.Header closeButton closeVariant="white" closeLabel={t('header.closeMenu')}>
              <Offcanvas.Title as="h2" id="site-menu-title" className="h5">
                {t('header.menuTitle')}
              </Offcanvas.Title>
            </Offcanvas.Header>
            <Offcanvas.Body className="site-menu__body">
              <SiteMenu onNavigate={leaveMenu} />
            </Offcanvas.Body>
          </Navbar.Offcanvas>
          <Navbar.Toggle aria-controls="site-menu" label={t('header.openMenu')} />
        </Container>
      </Navbar>
      <OnBoardBanner />
    </header>
  );
}

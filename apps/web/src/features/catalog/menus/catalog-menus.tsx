import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ChevronIcon } from '../../../components/icons.tsx';
import { useDismissOutside } from '../../../hooks/use-dismiss-outside.ts';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { BrandMenuPanel } from './brand-menu-panel.tsx';
import { CategoryAccordion, CategoryMegaPanel } from './category-menu-panel.tsx';
import './catalog-menus.css';

/** Bootstrap's lg breakpoint, where the header's drawer becomes the full-width menu bar. */
export const DESKTOP_QUERY = '(min-width: 992px)';

type MenuName = 'categories' | 'brands';

interface CatalogMenusProps {
  /** Called when a link inside is followed, so the mobile drawer can close. */
  onNavigate: () => void;
}

/**
 * The header's category and brand menus (SPEC §2). Each is a disclosure: a button with aria-expanded and
 * the panel it controls right after it, so the panel comes next in the tab order. Wide screens show the
 * panels as mega menus over the page (Escape, a click or focus elsewhere closes them); in the mobile
 * drawer they open in place, the categories as an accordion.
 */
export function CatalogMenus({ onNavigate }: CatalogMenusProps) {
  const { t } = useTranslation('catalog');
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [open, setOpen] = useState<MenuName | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(null), []);

  useDismissOutside(rootRef, desktop && open !== null, close);
  // A followed link (or the back button) leaves the menus closed on the next screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs because the path changed
  useEffect(() => setOpen(null), [pathname]);

  function followed() {
    setOpen(null);
    onNavigate();
  }

  function toggle(menu: MenuName) {
    setOpen((current) => (current === menu ? null : menu));
  }

  return (
    <div ref={rootRef} className={desktop ? 'catalog-menus is-desktop' : 'catalog-menus'}>
      <Disclosure
        label={t('menus.categories')}
        expanded={open === 'categories'}
        onToggle={() => toggle('categories')}
        onEscape={close}
      >
        {desktop ? <CategoryMegaPanel /> : <CategoryAccordion />}
      </Disclosure>
      <Disclosure
        label={t('menus.brands')}
        expanded={open === 'brands'}
        onToggle={() => toggle('brands')}
        onEscape={close}
      >
        <BrandMenuPanel onNavigate={followed} />
      </Disclosure>
    </div>
  );
}

interface DisclosureProps {
  label: string;
  expanded: boolean;
  onToggle: () => void;
  onEscape: () => void;
  children: ReactNode;
}

function Disclosure({ label, expanded, onToggle, onEscape, children }: DisclosureProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Escape from the button or anywhere in the open panel closes it and returns focus to the button.
  useEffect(() => {
    const root = rootRef.current;
    if (!expanded || !root) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      // Inside the mobile drawer, Escape closes only this panel, not the whole drawer.
      event.stopPropagation();
      onEscape();
      buttonRef.current?.focus();
    }
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [expanded, onEscape]);

  return (
    <div ref={rootRef} className="catalog-menu">
      <button
        ref={buttonRef}
        type="button"
        className="catalog-menu__toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {label}
        <ChevronIcon className="catalog-menu__chevron" />
      </button>
      <div id={panelId} className="catalog-menu__panel" hidden={!expanded}>
        {expanded && children}
      </div>
    </div>
  );
}

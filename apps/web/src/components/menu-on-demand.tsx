import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import type { HeaderDropdown } from './header-dropdown.tsx';

/** A header menu as react-bootstrap's Dropdown lays it out; `toggle.children` is what the button shows. */
export interface HeaderMenu {
  /** The dropdown's own classes; `dropdown` is added. */
  className: string;
  align?: 'end';
  /** Shown before the toggle inside the dropdown (the cart's link beside its split toggle). */
  before?: ReactNode;
  toggle: { id: string; className: string; label?: string; split?: boolean; children: ReactNode };
  menuClassName?: string;
}

interface MenuOnDemandProps extends HeaderMenu {
  /** Loads the menu's contents (Dropdown.Item rows), which go into the same lazy chunk as the dropdown. */
  items: () => Promise<ComponentType>;
}

interface Loaded {
  Dropdown: typeof HeaderDropdown;
  Items: ComponentType;
  /** The button had focus when it was used: the real one takes it. */
  refocus: boolean;
}

const loadDropdown = () => import('./header-dropdown.tsx').then((module) => module.HeaderDropdown);

/**
 * A header menu whose code (react-bootstrap's Dropdown with popper, and the menu's rows) is fetched on the
 * first sign that the shopper is about to use it (the pointer over its button, or focus on it) and put in
 * place when the button is first used (a tap, Enter or Space, or the Down arrow the Dropdown opens on),
 * opening at once. Until then the button is drawn with the markup the closed Dropdown has, so nothing
 * moves when the real one takes its place, and focus is handed over. The swap waits for that first use:
 * swapped on hover, a button replaced between a finger's touching and its lifting would lose the tap.
 */
export function MenuOnDemand({ items, ...menu }: MenuOnDemandProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const loading = useRef<Promise<[typeof HeaderDropdown, ComponentType]> | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const toggleId = menu.toggle.id;

  function prefetch() {
    if (!loading.current) {
      loading.current = Promise.all([loadDropdown(), items()]);
      // Offline or a release replaced the chunk: the next hover, focus or tap tries again.
      loading.current.catch(() => {
        loading.current = null;
      });
    }
    return loading.current;
  }

  function open() {
    const refocus = buttonRef.current !== null && buttonRef.current === document.activeElement;
    prefetch().then(
      ([Dropdown, Items]) => setLoaded({ Dropdown, Items, refocus }),
      () => undefined,
    );
  }

  useEffect(() => {
    if (loaded?.refocus) document.getElementById(toggleId)?.focus();
  }, [loaded, toggleId]);

  if (loaded) return <loaded.Dropdown menu={menu} Items={loaded.Items} />;

  const { toggle } = menu;
  const toggleClasses = [
    toggle.className,
    'dropdown-toggle',
    toggle.split && 'dropdown-toggle-split',
    'btn btn-link',
  ];
  return (
    <div className={`${menu.className} dropdown`}>
      {menu.before}
      <button
        ref={buttonRef}
        type="button"
        id={toggle.id}
        aria-expanded="false"
        aria-label={toggle.label}
        className={toggleClasses.filter(Boolean).join(' ')}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={open}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          open();
        }}
      >
        {toggle.children}
      </button>
    </div>
  );
}

import {
  Children,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { useDismissOutside } from '../hooks/use-dismiss-outside.ts';
import { ChevronIcon } from './icons.tsx';
import { linksThatFit } from './links-that-fit.ts';
import './links-that-fit.css';

type LinksThatFitProps = {
  /** The list's own class, shared by the row and the copy it is measured in. */
  className: string;
  /** The class of each link's list item. */
  itemClassName?: string;
  /** The button that opens the links the row has no room for. */
  moreLabel: string;
  /** The links, in order; fragments (a role's links) count as the links in them. */
  children: ReactNode;
};

function linksOf(children: ReactNode): ReactElement[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement(child)) return [];
    if (child.type === Fragment) return linksOf((child.props as { children?: ReactNode }).children);
    return [child];
  });
}

/**
 * A header's links on one row: those that do not fit at the width the row has, in any language, move in
 * order into a disclosure menu at the row's end ("More"), rather than wrapping the header onto a second
 * row. A row laid out as a column (a phone's drawer) shows every link. The links are measured in an
 * invisible copy of the row, out of the accessibility tree and out of reach of the keyboard.
 */
export function LinksThatFit({ className, itemClassName, moreLabel, children }: LinksThatFitProps) {
  // The links keep their place in the order as their key, in the row, the menu and the measured copy.
  const items = linksOf(children).map((link, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the links' order is their identity here
    <li key={index} className={itemClassName}>
      {link}
    </li>
  ));
  const [shown, setShown] = useState(items.length);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rowRef = useRef<HTMLUListElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  useDismissOutside(moreRef, open, close);
  // A followed link (or the back button) leaves the menu closed on the next screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs because the path changed
  useEffect(() => setOpen(false), [pathname]);

  const count = items.length;
  useLayoutEffect(() => {
    const row = rowRef.current;
    const measure = measureRef.current;
    if (!row || !measure) return;
    function fit() {
      if (!row || !measure) return;
      const style = getComputedStyle(row);
      if (style.flexDirection !== 'row') {
        setShown(count);
        return;
      }
      const widths = [...measure.children].map((item) => item.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      setShown(linksThatFit(widths, moreWidth, row.clientWidth, Number.parseFloat(style.columnGap) || 0));
    }
    fit();
    // Without layout (a test's DOM) there is nothing to watch.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(row);
    // A change of language changes the links' widths.
    observer.observe(measure);
    return () => observer.disconnect();
  }, [count]);

  function onMenuKeyDown(event: React.KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <>
      <ul ref={rowRef} className={`${className} links-that-fit`}>
        {items.slice(0, shown)}
        {shown < count && (
          <li ref={moreRef} className="links-that-fit__more" onKeyDown={onMenuKeyDown}>
            <button
              ref={buttonRef}
              type="button"
              className="links-that-fit__toggle"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((current) => !current)}
            >
              {moreLabel}
              <ChevronIcon className="links-that-fit__chevron" />
            </button>
            <ul id={menuId} className="links-that-fit__menu" hidden={!open}>
              {items.slice(shown)}
            </ul>
          </li>
        )}
      </ul>
      <div className="links-that-fit__measure-box" aria-hidden="true" inert>
        <ul ref={measureRef} className={`${className} links-that-fit links-that-fit__measure`}>
          {items}
          <li className="links-that-fit__more">
            <button type="button" className="links-that-fit__toggle" tabIndex={-1}>
              {moreLabel}
              <ChevronIcon className="links-that-fit__chevron" />
            </button>
          </li>
        </ul>
      </div>
    </>
  );
}

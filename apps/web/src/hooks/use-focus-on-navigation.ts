import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, moves focus to the new screen's container, as a full page load would,
 * so keyboard and screen reader users start at the new content instead of the link they left.
 */
export function useFocusOnNavigation(target: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  // Comparing paths rather than counting renders keeps the landing page's focus where the browser put
  // it, also when StrictMode runs effects twice.
  const focusedFor = useRef(pathname);
  useEffect(() => {
    if (focusedFor.current === pathname) return;
    focusedFor.current = pathname;
    target.current?.focus({ preventScroll: true });
  }, [pathname, target]);
}

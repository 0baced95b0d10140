import { useCallback, useState } from 'react';

/**
 * A ref for an element and whether any of it is on the screen now. True until the browser has said
 * otherwise (the server's page, a browser without IntersectionObserver), so what shows only when it has
 * scrolled away stays out until then.
 */
export function useInView<T extends Element = HTMLDivElement>(): [
  (element: T | null) => () => void,
  boolean,
] {
  const [inView, setInView] = useState(true);
  const ref = useCallback((element: T | null) => {
    if (!element || typeof IntersectionObserver === 'undefined') return () => undefined;
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setInView(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, inView];
}

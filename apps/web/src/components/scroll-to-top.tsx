import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion.ts';
import { ArrowUpIcon } from './icons.tsx';
import './scroll-to-top.css';

/** SPEC §2: the button appears once the page has scrolled more than 100 px. */
const SHOW_AFTER_PX = 100;

export function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={label}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
        // The button goes away at the top; keyboard users continue from the start of the screen.
        document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}

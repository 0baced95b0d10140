import { useMediaQuery } from './use-media-query.ts';

/** Visitors who asked their system for less motion get no sliding or fading. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

import { useEffect } from 'react';

/** The buttons a tap is kept for before the app starts; index.html's inline script uses the same selector. */
const EARLY_TAP_TARGETS = '.site-header button[type="button"]';

/**
 * Taps the header button the shopper tapped before the app had started (index.html keeps it), once the
 * server-rendered page has been taken over: a menu, the drawer or a picker then opens as asked instead of
 * the tap being lost. A link needs nothing of this: it works before the app starts.
 */
export function useReplayEarlyTap(): void {
  useEffect(() => {
    const root = document.getElementById('root');
    const kept = root?.dataset.earlyTap;
    if (!root || kept === undefined) return;
    delete root.dataset.earlyTap;
    const button = root.querySelectorAll<HTMLButtonElement>(EARLY_TAP_TARGETS)[Number(kept)];
    // From a task of its own: the button may sit in an island still asleep (components/island.tsx), which
    // the click wakes and React hydrates to hand it the click, something React cannot do from its effects.
    if (button) setTimeout(() => button.click());
  }, []);
}

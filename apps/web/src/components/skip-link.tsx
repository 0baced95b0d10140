import type { MouseEvent } from 'react';

/** First stop for keyboard users: jumps past the header straight to the screen's content. */
export function SkipLink({ targetId, children }: { targetId: string; children: string }) {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    // Focus directly instead of following the hash: the router would otherwise record a history entry.
    event.preventDefault();
    target.focus();
    target.scrollIntoView();
  }
  return (
    <a className="skip-link" href={`#${targetId}`} onClick={skip}>
      {children}
    </a>
  );
}

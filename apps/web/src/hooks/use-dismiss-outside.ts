import { type RefObject, useEffect } from 'react';

/**
 * Closes an open pop-up panel when the pointer goes down or focus moves anywhere outside `container`,
 * so that a panel never stays open over what the shopper went on to use.
 */
export function useDismissOutside(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: () => void,
): void {
  useEffect(() => {
    if (!active) return;
    function outside(event: Event) {
      const root = container.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) onDismiss();
    }
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [container, active, onDismiss]);
}

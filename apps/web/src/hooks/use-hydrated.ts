import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False on the server and while the browser takes over a page the server rendered, true from then on (at
 * once on a page the browser renders itself). A control that only works with the app's code behind it is
 * shown disabled until then, so that a tap on a page still loading is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}

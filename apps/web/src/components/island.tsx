import { type ComponentType, memo, type ReactNode, Suspense, use, useId, useSyncExternalStore } from 'react';

// Islands: the parts of a server-rendered page that the browser takes over only when a traveller can use
// them (decision 0044). Taking the whole page over ran about 1.3 s of scripting on a phone, most of it
// for markup that never changes (product cards, the footer, the drawer's menus). An island is a Suspense
// boundary whose content, whenever React tries to hydrate it, waits for its wake-up: React keeps the
// server's markup and runs none of its components (it retries sleeping boundaries later on its own, so
// the wait lasts as long as the island sleeps, not only the first pass). A touch island wakes at the
// first pointer, focus or key inside it (a tap's own events then reach it, React hydrating it on the spot);
// a visible island wakes when it comes into view; every island wakes when the router starts to change
// the page (`wakeEveryIsland`), since a change of the router's state reaches every island and React
// would otherwise hold the navigation back for one still asleep. Something else that changes a sleeping
// island (new props, another context) has React render it afresh in place of the server's markup. An
// island the browser renders itself (a page it renders alone, a later screen) is plain content.

export type Wake = 'touch' | 'visible';

const ISLAND_ATTRIBUTE = 'data-island';
const WAKE_ATTRIBUTE = 'data-wake';

/** Whether this page was the server's and its islands are watched (set once, before the take-over). */
let watching = false;
let everyIslandAwake = false;
const awake = new Set<string>();
const sleepers = new Map<string, { promise: Promise<void>; wake: () => void }>();

function wakeIsland(id: string): void {
  if (awake.has(id)) return;
  awake.add(id);
  sleepers.get(id)?.wake();
  sleepers.delete(id);
}

function sleepUntilWoken(id: string): Promise<void> {
  let sleeper = sleepers.get(id);
  if (!sleeper) {
    let wake = () => undefined as void;
    const promise = new Promise<void>((resolve) => {
      wake = resolve;
    });
    sleeper = { promise, wake };
    sleepers.set(id, sleeper);
  }
  return sleeper.promise;
}

/** Wakes the island an event happened in and every island around it (nested islands wake outwards in). */
function wakeAround(target: EventTarget | null): void {
  let element = target instanceof Element ? target.closest(`[${ISLAND_ATTRIBUTE}]`) : null;
  while (element) {
    const id = element.getAttribute(ISLAND_ATTRIBUTE);
    if (id) wakeIsland(id);
    element = element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`) ?? null;
  }
}

// Capturing on the document runs before React's own listeners on the root, so the island is awake by the
// time React looks for the component the event is for, and hydrates it at once to hand it the event.
const TOUCH_EVENTS = ['pointerdown', 'touchstart', 'mouseover', 'focusin', 'keydown', 'click'] as const;

/**
 * Called before a server-rendered page is taken over: from here islands keep the server's markup until
 * woken. Visible islands are watched from now on.
 */
export function takeOverWithIslands(document: Document): void {
  watching = true;
  for (const type of TOUCH_EVENTS) {
    document.addEventListener(type, (event) => wakeAround(event.target), { capture: true, passive: true });
  }
  const visible = document.querySelectorAll(`[${WAKE_ATTRIBUTE}="visible"]`);
  if (visible.length === 0 || typeof IntersectionObserver === 'undefined') {
    for (const element of visible) wakeAround(element);
    return;
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      wakeAround(entry.target);
    }
  });
  // The island's own element has no box of its own (display: contents): its children are watched.
  for (const island of visible) {
    for (const child of island.children) observer.observe(child);
  }
}

/** Wakes every island: the page is about to change as a whole. */
export function wakeEveryIsland(): void {
  everyIslandAwake = true;
  for (const id of sleepers.keys()) wakeIsland(id);
}

const nothingToWatch = () => () => undefined;

// `use` is called on every render (React requires it once it has suspended there): with a promise that
// React reads as already settled when the island need not wait.
const NO_WAIT = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/** Whether the page holds the server's markup of this island: it sleeps only then (never on the server). */
function serverMarkupIn(id: string): boolean {
  return typeof document !== 'undefined' && document.querySelector(`[${ISLAND_ATTRIBUTE}="${id}"]`) !== null;
}

function Asleep({ id, children }: { id: string; children: ReactNode }) {
  // The server snapshot is read while React hydrates, so an island rendered afresh never waits.
  const hydrating = useSyncExternalStore(
    nothingToWatch,
    () => false,
    () => true,
  );
  const asleep = hydrating && watching && !everyIslandAwake && !awake.has(id) && serverMarkupIn(id);
  use(asleep ? sleepUntilWoken(id) : NO_WAIT);
  return children;
}

/**
 * The component as an island that wakes on `wake`. Memoised on its props: a page that renders again with
 * the same props leaves a sleeping island asleep, where new children would wake it.
 */
export function island<Props extends object>(Component: ComponentType<Props>, wake: Wake) {
  function Island(props: Props) {
    const id = useId();
    return (
      <div className="island" {...{ [ISLAND_ATTRIBUTE]: id, [WAKE_ATTRIBUTE]: wake }}>
        <Suspense>
          <Asleep id={id}>
            <Component {...props} />
          </Asleep>
        </Suspense>
      </div>
    );
  }
  Island.displayName = `Island(${Component.displayName ?? Component.name})`;
  return memo(Island);
}

// State the browser keeps for a while after its last change (SPEC §9: the cart and the traveller's
// session last an hour), shared by every tab of the shop. Each store says what empty is and how to read
// back what it wrote; this holds the clock, the storage and the listeners.

type Listener = () => void;

interface Kept {
  savedAt: number;
  state: unknown;
  /**
   * The contracts the state was written under. A production build reads kept state back without the
   * contracts' zod schemas (see checkContract), so what a release with other contracts kept is dropped.
   */
  contracts?: string;
}

export interface KeptStateOptions<T> {
  storageKey: string;
  lifetimeMs: number;
  empty: T;
  isEmpty: (state: T) => boolean;
  /** What was kept, checked: a damaged or outdated entry gives null (then empty), never an error. */
  read: (kept: unknown) => T | null;
}

export interface KeptState<T> {
  get: () => T;
  /**
   * What a page rendered on the server showed: the empty state, as the server cannot read the browser's
   * storage. React renders a taken-over page with it first, then with `get`, so the two never disagree.
   */
  getServerSnapshot: () => T;
  subscribe: (listener: Listener) => () => void;
  /** A change by the traveller: kept, and the lifetime starts again. */
  change: (next: T) => void;
  /** Fresh server data in place of what was kept: not the traveller's doing, so the clock runs on. */
  refresh: (next: T) => void;
  /** Reads what was kept, dropping it once its lifetime is over. Runs at creation and on other tabs' changes. */
  rehydrate: (now?: number) => void;
}

export function keepState<T>(options: KeptStateOptions<T>): KeptState<T> {
  const { storageKey, lifetimeMs, empty, isEmpty, read } = options;
  let state = empty;
  let savedAt = 0;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<Listener>();

  function write(): void {
    try {
      if (isEmpty(state)) window.localStorage.removeItem(storageKey);
      else
        window.localStorage.setItem(
          storageKey,
          JSON.stringify({ savedAt, state, contracts: import.meta.env.CONTRACTS_VERSION } satisfies Kept),
        );
    } catch {
      // Storage may be blocked or full; the state then lasts as long as the page.
    }
  }

  function publish(): void {
    clearTimeout(expiryTimer);
    if (!isEmpty(state)) {
      expiryTimer = setTimeout(() => change(empty), Math.max(0, savedAt + lifetimeMs - Date.now()));
    }
    for (const listener of listeners) listener();
  }

  function change(next: T): void {
    state = next;
    savedAt = Date.now();
    write();
    publish();
  }

  function refresh(next: T): void {
    state = next;
    write();
    publish();
  }

  function readKept(): { savedAt: number; state: T } | null {
    try {
      const raw = window.localStorage.getItem(storageKey);
      const parsed = raw === null ? null : (JSON.parse(raw) as Partial<Kept> | null);
      if (typeof parsed?.savedAt !== 'number' || typeof parsed.state !== 'object' || parsed.state === null)
        return null;
      if (parsed.contracts !== import.meta.env.CONTRACTS_VERSION) return null;
      const kept = read(parsed.state);
      return kept === null ? null : { savedAt: parsed.savedAt, state: kept };
    } catch {
      return null;
    }
  }

  function rehydrate(now = Date.now()): void {
    const kept = readKept();
    const fresh = kept !== null && now - kept.savedAt < lifetimeMs;
    state = fresh ? kept.state : empty;
    savedAt = fresh ? kept.savedAt : 0;
    if (!fresh) write();
    publish();
  }

  rehydrate();
  // A change in another tab shows in this one. The server renderer has no tabs: its states stay empty.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === storageKey || event.key === null) rehydrate();
    });
  }

  return {
    get: () => state,
    getServerSnapshot: () => empty,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change,
    refresh,
    rehydrate,
  };
}

import { afterEach, describe, expect, test, vi } from 'vitest';
import { keepState } from './kept-state.ts';

const STORAGE_KEY = 'test.kept';

function keptNotes() {
  return keepState<{ notes: string[] }>({
    storageKey: STORAGE_KEY,
    lifetimeMs: 60_000,
    empty: { notes: [] },
    isEmpty: (state) => state.notes.length === 0,
    read: (kept) => kept as { notes: string[] },
  });
}

describe('kept state across releases', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    window.localStorage.clear();
  });

  test('what a build with the same contracts kept is read back', () => {
    vi.stubEnv('CONTRACTS_VERSION', 'a1');
    keptNotes().change({ notes: ['duty free'] });

    expect(keptNotes().get()).toEqual({ notes: ['duty free'] });
  });

  test('what a build with other contracts kept is dropped, since it is read back unchecked', () => {
    vi.stubEnv('CONTRACTS_VERSION', 'a1');
    keptNotes().change({ notes: ['duty free'] });

    vi.stubEnv('CONTRACTS_VERSION', 'b2');
    expect(keptNotes().get()).toEqual({ notes: [] });
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});

import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n, loadLaterTranslations } from '../features/i18n/i18n.ts';
import { writeCookie } from '../lib/cookies.ts';
import { clearSession } from '../lib/session-store.ts';

/**
 * The set-up every screen test of the shop shares: translations (the later ones too) loaded once; before each test no session
 * and the cookie banner already accepted (it would crowd the screens); after each, the page, the faked
 * globals and the spies undone. The header's features of other areas ask for their data, which a test of
 * one screen does not fake: the errors they log are expected, so they are kept off the test output here,
 * in one place, rather than in each file.
 */
export function setUpScreenTests(): void {
  beforeAll(async () => {
    window.localStorage.clear();
    await initI18n();
    await loadLaterTranslations();
  });
  beforeEach(() => {
    clearSession();
    writeCookie('_consent', 'true');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { deleteCookie } from '../lib/cookies.ts';
import { dismissToast, getToasts } from '../lib/toast-store.ts';

// Screens wait for their (faked) data: 1 s, the library's default, is too short on a machine whose two
// cores also run the API tests and a browser, where a first render alone has taken longer. Waits end as
// soon as what they wait for appears, so a passing test is no slower.
configure({ asyncUtilTimeout: 10_000 });

// The screen tests share one page and one set of modules (vitest.config.ts: `isolate: false`), so each
// file starts from what a first visit has: no toast still showing, nothing stored, no cookie, at `/`.
beforeAll(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split('; ').filter(Boolean)) deleteCookie(cookie.split('=')[0] ?? '');
  window.history.replaceState(null, '', '/');
});

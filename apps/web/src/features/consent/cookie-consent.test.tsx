import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { deleteCookie, writeCookie } from '../../lib/cookies.ts';
import { initI18n } from '../i18n/i18n.ts';
import { CookieConsent } from './cookie-consent.tsx';

function renderBanner() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <CookieConsent focusAfterAcceptId="content" />
          <main id="content" tabIndex={-1} />
        </>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

beforeAll(async () => {
  window.localStorage.clear();
  await initI18n();
});

beforeEach(() => {
  deleteCookie('_consent');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('cookie consent banner', () => {
  test('asks for consent and links to the privacy policy until cookies are accepted', async () => {
    const cookieWrites = vi.spyOn(Document.prototype, 'cookie', 'set');
    renderBanner();

    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(banner).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read our privacy policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Accept Cookies' }));

    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(document.cookie).toContain('_consent=true');
    // SPEC §9: cookies last 360 days.
    expect(cookieWrites).toHaveBeenCalledWith(expect.stringContaining(`Max-Age=${360 * 24 * 60 * 60}`));
    expect(document.activeElement?.id).toBe('content');
  });

  test('stays away once the consent cookie is set', () => {
    writeCookie('_consent', 'true');
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });
});

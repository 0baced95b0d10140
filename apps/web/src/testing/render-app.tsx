import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from '../app/routes.ts';
import { BootstrapDirection } from '../features/i18n/bootstrap-direction.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/** jsdom has no matchMedia; react-bootstrap's responsive drawer asks it for the breakpoint. */
function installMatchMedia(): void {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Renders the real route table, start-up loader included, at a path; the way the browser would. */
export function renderApp(path: string) {
  installMatchMedia();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <BootstrapDirection>
        <RouterProvider router={router} />
      </BootstrapDirection>
    </QueryClientProvider>,
  );
  return { router, ...view };
}

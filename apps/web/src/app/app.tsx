import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ServerSawConsent } from '../features/consent/cookie-consent.tsx';
import { BootstrapDirection } from '../features/i18n/bootstrap-direction.tsx';
import type { createRouter } from './router.ts';

/** What every page sits in, in the browser and on the server. */
export function AppProviders({
  client,
  consented = true,
  children,
}: {
  client: QueryClient;
  /** Whether the server rendered the page for a visitor who has answered the cookie banner. */
  consented?: boolean;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <ServerSawConsent value={consented}>
        <BootstrapDirection>{children}</BootstrapDirection>
      </ServerSawConsent>
    </QueryClientProvider>
  );
}

export function App({
  router,
  client,
  consented,
}: {
  router: ReturnType<typeof createRouter>;
  client: QueryClient;
  /** Undefined for a page the browser renders alone. */
  consented: boolean | undefined;
}) {
  return (
    <AppProviders client={client} consented={consented ?? true}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

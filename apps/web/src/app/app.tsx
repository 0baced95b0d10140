import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { BootstrapDirection } from '../features/i18n/bootstrap-direction.tsx';
import type { createRouter } from './router.ts';

/** What every page sits in, in the browser and on the server. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <BootstrapDirection>{children}</BootstrapDirection>
    </QueryClientProvider>
  );
}

export function App({ router, client }: { router: ReturnType<typeof createRouter>; client: QueryClient }) {
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

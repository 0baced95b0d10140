import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { BootstrapDirection } from '../features/i18n/bootstrap-direction.tsx';
import { queryClient } from '../lib/query-client.ts';
import { router } from './router.ts';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BootstrapDirection>
        <RouterProvider router={router} />
      </BootstrapDirection>
    </QueryClientProvider>
  );
}

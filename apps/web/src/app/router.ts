import { createBrowserRouter, type HydrationState } from 'react-router';
import { routes } from './routes.ts';

/** The page's router; a server-rendered page hands over its routes' data, so nothing loads again. */
export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}

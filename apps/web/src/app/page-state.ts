import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import { startSession } from '../features/session/start-session.ts';
import { routes } from './routes.ts';

/** The element a server-rendered page carries its state in (JSON, never run as a script). */
export const PAGE_STATE_ID = 'page-state';

/** What the server rendered a page with, so that the browser takes it over without reading it again. */
export interface PageState {
  language: string;
  currencyId: number;
  /** Whether the request had the cookie consent, so that the banner hydrates as the server rendered it. */
  consented: boolean;
  router: HydrationState;
  queries: DehydratedState;
}

/**
 * Takes over a server-rendered page: its data goes into the query cache and the screens of its address
 * are downloaded, so that the browser's first render matches the server's. Null when there is no such
 * page, when the browser chose another language or currency than the server could see (its own storage
 * decides), or when the token call failed (the start-up loader then shows the error page): the page is
 * rendered afresh.
 */
export async function takeOverPage(
  queryClient: QueryClient,
  language: string | undefined,
  currencyId: number,
): Promise<PageState | null> {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  const state = JSON.parse(element.textContent) as PageState;
  if (state.language !== language || state.currencyId !== currencyId) return null;
  // The start-up loader does not run again for a page taken over, so the tokens must be there first.
  const started = await startSession().then(
    () => true,
    () => false,
  );
  if (!started) return null;
  hydrate(queryClient, state.queries);
  await loadScreensOf(routes);
  return state;
}

async function loadScreensOf(routes: RouteObject[]): Promise<void> {
  const lazy = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazy.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

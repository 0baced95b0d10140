import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/app.css';
import { App } from './app/app.tsx';
import { takeOverPage } from './app/page-state.ts';
import { createRouter } from './app/router.ts';
import { takeOverWithIslands, wakeEveryIsland } from './components/island.tsx';
import { applyDocumentLanguage } from './features/i18n/document-language.ts';
import { initI18n } from './features/i18n/i18n.ts';
import { startSession } from './features/session/start-session.ts';
import { getSelectedCurrencyId } from './lib/currency-preference.ts';
import { queryClient } from './lib/query-client.ts';

const STYLESHEET_WAIT_MS = 3000;

async function boot(): Promise<void> {
  // The token call starts now, alongside the translations; the router's start-up loader awaits the
  // same call and handles its failure, so it is only marked as handled here.
  startSession().catch(() => undefined);
  const i18n = await initI18n();
  // Wait briefly for Bootstrap so the first render is styled, but never hang on a slow stylesheet.
  await Promise.race([
    applyDocumentLanguage(i18n.resolvedLanguage),
    new Promise((resolve) => setTimeout(resolve, STYLESHEET_WAIT_MS)),
  ]);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks the #root element');
  // A page the server rendered is taken over as it is; any other page is rendered here.
  const page = await takeOverPage(queryClient, i18n.resolvedLanguage, getSelectedCurrencyId());
  const router = createRouter(page?.router);
  // Subscribed before the app's own router provider, so that the islands are awake before it renders a
  // change of the router's state, which reaches every island (components/island.tsx).
  if (page) router.subscribe(wakeEveryIsland);
  const app = (
    <StrictMode>
      <App router={router} client={queryClient} consented={page?.consented} />
    </StrictMode>
  );
  // Taking a server-rendered page over as a transition lets React yield to the browser every few
  // milliseconds instead of hydrating the whole page in one long task; the page is already painted, and
  // a tap meanwhile is still replayed.
  // Only what a traveller can use is taken over: the islands wait until touched or in view (decision 0044).
  if (page) {
    takeOverWithIslands(document);
    startTransition(() => void hydrateRoot(container, app));
  } else createRoot(container).render(app);
  // From here the page answers taps: React replays those that come while it takes over a server-rendered
  // page. One made before this point is lost, but for a header button's, which index.html keeps for the
  // layout to replay (app/early-tap.ts) and which stops being kept at this mark. The mark also lets whoever
  // drives the page (the browser journeys) wait for it rather than for a guessed time.
  container.dataset.app = 'started';
}

void boot();

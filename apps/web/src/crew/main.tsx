import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { applyDocumentLanguage } from '../features/i18n/document-language.ts';
import { CrewApp } from './crew-app.tsx';
import { type CrewDb, openCrewDb } from './crew-store.ts';
import { type CrewLanguage, crewLanguages } from './crew-strings.ts';
import './crew.css';

const LANGUAGE_KEY = 'crew-language';

function firstLanguage(): CrewLanguage {
  const kept = localStorage.getItem(LANGUAGE_KEY);
  if (kept && kept in crewLanguages) return kept as CrewLanguage;
  const browser = navigator.language.slice(0, 2);
  return browser in crewLanguages ? (browser as CrewLanguage) : 'en';
}

function Root({ db, initial }: { db: CrewDb; initial: CrewLanguage }) {
  const [language, setLanguage] = useState(initial);
  const choose = (next: CrewLanguage) => {
    localStorage.setItem(LANGUAGE_KEY, next);
    void applyDocumentLanguage(next);
    setLanguage(next);
  };
  return <CrewApp db={db} language={language} onLanguage={choose} />;
}

async function boot(): Promise<void> {
  // The service worker keeps the app's shell for a start without a network. It never takes over by itself
  // (no skipWaiting): a new release waits until every crew app window is closed, so the app that made the
  // outbox's waiting actions is the one that sends them.
  if ('serviceWorker' in navigator && import.meta.env.PROD) {
    navigator.serviceWorker.register('/crew/sw.js', { scope: '/crew/' }).catch(() => undefined);
  }
  const language = firstLanguage();
  const [db] = await Promise.all([openCrewDb(), applyDocumentLanguage(language)]);
  const container = document.getElementById('root');
  if (!container) throw new Error('crew/index.html lacks the #root element');
  createRoot(container).render(
    <StrictMode>
      <Root db={db} initial={language} />
    </StrictMode>,
  );
  container.dataset.app = 'started';
}

void boot();

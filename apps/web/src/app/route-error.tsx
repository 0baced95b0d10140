import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ExceptionPanel } from '../components/exception-panel.tsx';

/** A screen that throws while loading or rendering gets the generic error page instead of a blank one. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('A screen failed', error);
  }, [error]);
  return <ExceptionPanel />;
}

/** The last resort when the layout itself fails: the same page, without header and footer. */
export function RootError() {
  return (
    <main id="main-content" tabIndex={-1}>
      <RouteError />
    </main>
  );
}

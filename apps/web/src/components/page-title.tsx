import { useDocumentTitle } from '../hooks/use-document-title.ts';

/** The one <h1> of a screen, which also names the browser tab. */
export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(children);
  return <h1 className="page-title">{children}</h1>;
}

import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';

/** A back-office list's search: the text typed, searched for on submit. */
export function BackOfficeSearch({
  id,
  label,
  hint,
  onSearch,
}: {
  id: string;
  label: string;
  hint: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation('staff');
  const [typed, setTyped] = useState('');
  return (
    <Form
      role="search"
      className="back-office-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <div className="back-office-search__row">
        <Form.Control
          id={id}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={hint}
        />
        <Button type="submit" variant="outline-primary">
          {t('items.searchSubmit')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * Keyset paging: the ids the pages seen so far started after, so 'Previous' can go back one page and
 * 'Next' starts after the last row shown. A new search starts again from the first page.
 */
export function useKeysetPages() {
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  return {
    after: cursors[cursors.length - 1],
    hasPrevious: cursors.length > 1,
    previous: () => setCursors((list) => list.slice(0, -1)),
    next: (after: number) => setCursors((list) => [...list, after]),
    restart: () => setCursors([undefined]),
  };
}

export function KeysetPager({
  label,
  pages,
  nextAfter,
  busy,
}: {
  label: string;
  pages: ReturnType<typeof useKeysetPages>;
  nextAfter: number | null;
  /** The next page is on its way: 'Next' waits for it. */
  busy: boolean;
}) {
  const { t } = useTranslation('staff');
  return (
    <nav aria-label={label} className="audit-pages">
      {pages.hasPrevious && (
        <Button variant="outline-primary" onClick={pages.previous}>
          {t('items.previous')}
        </Button>
      )}
      {nextAfter !== null && (
        <Button variant="outline-primary" disabled={busy} onClick={() => pages.next(nextAfter)}>
          {t('items.next')}
        </Button>
      )}
    </nav>
  );
}

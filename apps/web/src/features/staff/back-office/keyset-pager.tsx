import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';

/**
 * Keyset paging: the keys the pages seen so far started from (the last id of the page before), so
 * 'Previous' can go back one page. `cursor` is the key of the page shown; `reset` starts from the first.
 */
export function useKeysetPages<Key extends number | string = number>() {
  const [cursors, setCursors] = useState<(Key | undefined)[]>([undefined]);
  return {
    cursor: cursors[cursors.length - 1],
    hasPrevious: cursors.length > 1,
    previous: () => setCursors((list) => list.slice(0, -1)),
    next: (key: Key) => setCursors((list) => [...list, key]),
    reset: () => setCursors([undefined]),
  };
}

/** 'Previous' and 'Next' under a list read a page at a time; `nextKey` is null on the last page. */
export function KeysetPager<Key extends number | string>({
  label,
  pages,
  nextKey,
  loading,
}: {
  label: string;
  pages: ReturnType<typeof useKeysetPages<Key>>;
  nextKey: Key | null;
  /** The page shown is the one before, kept while the next loads. */
  loading: boolean;
}) {
  const { t } = useTranslation('staff');
  return (
    <nav aria-label={label} className="audit-pages">
      {pages.hasPrevious && (
        <Button variant="outline-primary" onClick={pages.previous}>
          {t('items.previous')}
        </Button>
      )}
      {nextKey !== null && (
        <Button variant="outline-primary" disabled={loading} onClick={() => pages.next(nextKey)}>
          {t('items.next')}
        </Button>
      )}
    </nav>
  );
}

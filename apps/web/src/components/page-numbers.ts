export type PageItem = number | 'gap';

/** Up to this many pages every number is shown; beyond it the list is shortened with gaps. */
const ALL_PAGES_UP_TO = 6;

/**
 * The page numbers a pagination bar shows. Up to 6 pages: all of them. More: the first, the last, the
 * current one with its neighbours, and a gap ('…') for each run left out; a gap never hides just one page.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= ALL_PAGES_UP_TO) return Array.from({ length: total }, (_, index) => index + 1);
  const page = Math.min(Math.max(current, 1), total);
  // Near an end, show a few more numbers on that side so the bar keeps the same length.
  const start = Math.max(2, Math.min(page - 1, total - 4));
  const end = Math.min(total - 1, Math.max(page + 1, 5));
  const items: PageItem[] = [1];
  if (start > 2) items.push(start === 3 ? 2 : 'gap');
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end < total - 1) items.push(end === total - 2 ? total - 1 : 'gap');
  items.push(total);
  return items;
}

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronIcon } from './icons.tsx';
import { pageItems } from './page-numbers.ts';
import './pagination.css';

interface PaginationProps {
  /** Names the navigation landmark, e.g. 'Pages of results'. */
  label: string;
  current: number;
  total: number;
  /** The link of a page: the current URL with that page number in it, so a page can be shared. */
  hrefFor: (page: number) => string;
  onNavigate?: () => void;
}

/** Numbered pages with previous and next; shortened with gaps beyond 6 pages. */
export function Pagination({ label, current, total, hrefFor, onNavigate }: PaginationProps) {
  const { t } = useTranslation('common');
  if (total <= 1) return null;
  return (
    <nav aria-label={label} className="pagination-bar">
      <ul className="pagination">
        <PageStep
          to={current > 1 ? hrefFor(current - 1) : undefined}
          label={t('pagination.previous')}
          onNavigate={onNavigate}
          back
        />
        {pageItems(current, total).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by their place
            <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={item} className={item === current ? 'page-item active' : 'page-item'}>
              <Link
                to={hrefFor(item)}
                className="page-link"
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                onClick={onNavigate}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <PageStep
          to={current < total ? hrefFor(current + 1) : undefined}
          label={t('pagination.next')}
          onNavigate={onNavigate}
        />
      </ul>
    </nav>
  );
}

interface PageStepProps {
  to: string | undefined;
  label: string;
  onNavigate: (() => void) | undefined;
  back?: boolean;
}

function PageStep({ to, label, onNavigate, back = false }: PageStepProps) {
  const icon = <ChevronIcon className={back ? 'icon-directional icon-back' : 'icon-directional'} />;
  if (!to) {
    return (
      // Nothing to go to: shown for a steady layout, hidden from screen readers as it does nothing.
      <li className="page-item disabled" aria-hidden="true">
        <span className="page-link">{icon}</span>
      </li>
    );
  }
  return (
    <li className="page-item">
      <Link to={to} className="page-link" onClick={onNavigate}>
        {icon}
        <span className="visually-hidden">{label}</span>
      </Link>
    </li>
  );
}

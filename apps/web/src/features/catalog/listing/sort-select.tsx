import type { SortDirection, SortOption } from '@dutyfree/contracts';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';

// The orders a shopper can pick; the shop's 'Default' is the price order, listed as such, except for a
// search of everything, where it is the best match first.
const bestMatch = { sort: 'Default', sortDirection: 'DESC', label: 'bestMatch' } as const;
const orders = [
  { sort: 'ByPrice', sortDirection: 'DESC', label: 'priceHighToLow' },
  { sort: 'ByPrice', sortDirection: 'ASC', label: 'priceLowToHigh' },
  { sort: 'ByName', sortDirection: 'ASC', label: 'nameAToZ' },
  { sort: 'ByName', sortDirection: 'DESC', label: 'nameZToA' },
  { sort: 'ByDate', sortDirection: 'DESC', label: 'newest' },
  { sort: 'ByDate', sortDirection: 'ASC', label: 'oldest' },
] as const satisfies readonly { sort: SortOption; sortDirection: SortDirection; label: string }[];

interface SortSelectProps {
  /** Offers the best match first (a search of everything). */
  ranked?: boolean;
  sort: SortOption;
  sortDirection: SortDirection;
  onChange: (order: { sort: SortOption; sortDirection: SortDirection }) => void;
}

export function SortSelect({ ranked = false, sort, sortDirection, onChange }: SortSelectProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const offered = ranked ? [bestMatch, ...orders] : orders;
  return (
    <div className="listing-sort">
      <Form.Label htmlFor={id} className="listing-sort__label">
        {t('listing.sortBy')}
      </Form.Label>
      <Form.Select
        id={id}
        size="sm"
        value={`${sort}:${sortDirection}`}
        onChange={(event) => {
          const order = offered.find((o) => `${o.sort}:${o.sortDirection}` === event.target.value);
          if (order) onChange({ sort: order.sort, sortDirection: order.sortDirection });
        }}
      >
        {offered.map((order) => (
          <option key={order.label} value={`${order.sort}:${order.sortDirection}`}>
            {t(`listing.sort.${order.label}`)}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}

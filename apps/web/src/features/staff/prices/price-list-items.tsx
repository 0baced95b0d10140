import type { PriceListItem } from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/bidi.ts';
import { useBackOfficeItems } from '../back-office/api/get-back-office-items.ts';
import { formatMinorAmount } from '../shared/staff-format.ts';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';

// The price list form names its items: each row shows the code, name and current price of the items it
// holds, and each section finds items by name or code (the catalogue's search, server side) to add them.

/** The items a list's rows hold, by id: those the list was read with, and those found since. */
export type KnownItems = ReadonlyMap<number, PriceListItem>;

/** An item's name, code and current price in one line; the Latin parts isolated so that Arabic keeps their order. */
function useItemLine() {
  const { t } = useTranslation('staff');
  return (item: PriceListItem) =>
    t('priceListForm.rowItem', {
      name: isolate(item.name),
      code: isolate(item.itemCode),
      price: formatMinorAmount(item.priceCents, 'USD'),
    });
}

/** "Highland Malt 12 · HM-12 · USD 42.50 now" for each known item of the ids; nothing for an unknown one. */
export function RowItems({ ids, known }: { ids: readonly number[]; known: KnownItems }) {
  const line = useItemLine();
  const named = ids.flatMap((id) => known.get(id) ?? []);
  if (named.length === 0) return null;
  return (
    <ul className="price-row__items">
      {named.map((item, index) => (
        // An item may be named twice in a row (bought and given away): the place keeps the keys apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt from the row's fields each time
        <li key={`${item.id}-${index}`}>{line(item)}</li>
      ))}
    </ul>
  );
}

/** A search of the catalogue by name or code; each item found can be added to the section. */
export function ItemFinder({
  id,
  addLabel,
  onPick,
}: {
  id: string;
  /** The accessible name of an item's add button, given the item's name. */
  addLabel: (name: string) => string;
  onPick: (item: PriceListItem) => void;
}) {
  const { t } = useTranslation('staff');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const runSearch = () => setSearch(typed.trim());
  return (
    // Inside the price list's own form: no form of its own, Enter searches instead of saving the list.
    <search className="price-finder">
      <Form.Label htmlFor={id}>{t('priceListForm.find.label')}</Form.Label>
      <div className="back-office-runSearch_row">
        <Form.Control
          id={id}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            runSearch();
          }}
        />
        <Button variant="outline-primary" onClick={runSearch}>
          {t('priceListForm.find.submit')}
        </Button>
      </div>
      {search !== '' && <FoundItems search={search} addLabel={addLabel} onPick={onPick} />}
    </search>
  );
}

function FoundItems({
  search,
  addLabel,
  onPick,
}: {
  search: string;
  addLabel: (name: string) => string;
  onPick: (item: PriceListItem) => void;
}) {
  const { t } = useTranslation('staff');
  const line = useItemLine();
  const found = useBackOfficeItems(search, undefined);
  const failureMessage = useStaffFailureMessage();
  if (found.isError) {
    return (
      <div className="alert alert-danger mt-2" role="alert">
        {failureMessage(found.error)}
      </div>
    );
  }
  const items = found.isPending || found.isPlaceholderData ? undefined : found.data.items;
  return (
    <>
      <p role="status" className="price-finder__count">
        {items &&
          (items.length === 0
            ? t('priceListForm.find.none', { search })
            : t('priceListForm.find.found', { count: items.length }))}
      </p>
      {items && items.length > 0 && (
        <ul className="price-finder__results" aria-label={t('priceListForm.find.results')}>
          {items.map((item) => (
            <li key={item.id}>
              <span>{line(item)}</span>
              <Button
                size="sm"
                variant="outline-primary"
                aria-label={addLabel(item.name)}
                onClick={() =>
                  onPick({
                    id: item.id,
                    itemCode: item.itemCode,
                    name: item.name,
                    priceCents: item.priceCents,
                  })
                }
              >
                {t('priceListForm.find.add')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

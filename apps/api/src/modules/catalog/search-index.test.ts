import { describe, expect, it } from 'vitest';
import { type SearchDocument, SearchIndex } from './search-index.ts';

// How the index holds items compactly (decision 0061): the brand, category and collection words shared by
// items kept once, ids found without a map while they ascend. What a traveller gets must not change with it.

const item = (id: number, name: string, brand: string, category = 'Whisky'): SearchDocument => ({
  id,
  brandId: brand.length,
  categoryId: 1,
  priceCents: 1_000 + id,
  listPriceCents: 1_000 + id,
  registeredAt: id,
  travelExclusive: false,
  name,
  texts: [
    { field: 'name', text: name },
    { field: 'brand', text: brand },
    { field: 'category', text: category },
    { field: 'category', text: 'Spirits' },
    { field: 'description', text: `${name} from ${brand}` },
  ],
});

const found = (index: SearchIndex, text: string) =>
  index.select(index.match(text), {}, { by: 'relevance', direction: 'asc' }).ids();

describe('SearchIndex held compactly', () => {
  it('keeps the words items share once, and ranks by them as by the words of each item', () => {
    const index = SearchIndex.of([
      item(1, 'Reserve Cask', 'Glen Aldric'),
      item(2, 'Aldric Reserve', 'Highland Spirits'),
      item(3, 'Cask Strength', 'Glen Aldric'),
    ]);
    // Two brands and one category: two runs of shared words for three items.
    expect(index.state().segmentCount).toBe(2);
    // "glen aldric" next to each other and in order in item 1's and 3's brand, apart in item 2's fields.
    expect(found(index, 'glen aldric')).toEqual([1, 3]);
    expect(found(index, 'aldric reserve')).toEqual([2, 1]);
    // Next to each other in every item's categories; item 2's brand holds "spirits" too, a better field.
    expect(found(index, 'whisky spirits')).toEqual([2, 1, 3]);
  });

  it('finds an item by its new brand and no longer by its old one after a back-office change', () => {
    const index = SearchIndex.of([
      item(1, 'Reserve Cask', 'Glen Aldric'),
      item(2, 'Old Cask', 'Glen Aldric'),
    ]);
    index.put(item(1, 'Reserve Cask', 'Highland Spirits', 'Gin'));
    expect(found(index, 'highland')).toEqual([1]);
    expect(found(index, 'glen aldric')).toEqual([2]);
    expect(found(index, 'gin reserve')).toEqual([1]);
    // The state handed to another thread carries the change.
    const taken = SearchIndex.fromState(index.state());
    expect(found(taken, 'highland')).toEqual([1]);
    expect(found(taken, 'glen')).toEqual([2]);
  });

  it('finds every item by its id once one older than the last comes back on sale', () => {
    const index = SearchIndex.of([
      item(5, 'Reserve Cask', 'Glen Aldric'),
      item(9, 'Old Cask', 'Glen Aldric'),
    ]);
    index.put(item(2, 'Quorra Cask', 'Glen Aldric'));
    index.put(item(9, 'Quorra Old', 'Glen Aldric'));
    index.remove(5);
    expect(index.size).toBe(2);
    expect(found(index, 'quorra')).toEqual([2, 9]);
    expect(found(index, 'reserve')).toEqual([]);
    const taken = SearchIndex.fromState(index.state());
    taken.remove(2);
    expect(found(taken, 'quorra')).toEqual([9]);
  });
});

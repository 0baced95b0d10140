import { describe, expect, it } from 'vitest';
import { type SearchDocument, SearchIndex } from './search-index.ts';
import { editDistance, normalised, typosAllowed, wordsOf, writtenWordsOf } from './search-words.ts';

describe('normalised', () => {
  it('drops case and Latin accents', () => {
    expect(normalised('Crème BRÛLÉE')).toBe('creme brulee');
  });

  it('drops Arabic diacritics and tatweel and writes alef, taa marbuta and yaa one way', () => {
    expect(normalised('فُودْكَا')).toBe('فودكا');
    expect(normalised('فـودكا')).toBe('فودكا');
    expect(normalised('ألدريك إآٱ')).toBe('الدريك ااا');
    expect(normalised('شوكولاتة')).toBe('شوكولاته');
    expect(normalised('مستشفى')).toBe('مستشفي');
  });
});

describe('wordsOf', () => {
  it('cuts Chinese into characters and keeps other scripts in words', () => {
    expect(wordsOf('GaN氮化镓 充电器, 100W')).toEqual(['gan', '氮', '化', '镓', '充', '电', '器', '100w']);
    expect(wordsOf('20,000毫安时')).toEqual(['20', '000', '毫', '安', '时']);
  });

  it('keeps the written form word for word beside the normal one', () => {
    expect(writtenWordsOf('Glen Aldric, Crème')).toEqual(['Glen', 'Aldric', 'Crème']);
  });
});

describe('typosAllowed', () => {
  it('allows none below 5 letters, one from 5, two from 9, none in numbers or Chinese', () => {
    expect(['gin', 'glen', 'vodka', 'highland', 'bluetooth', '12345', '威士忌'].map(typosAllowed)).toEqual([
      0, 0, 1, 1, 2, 0, 0,
    ]);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one edit each', () => {
    expect(editDistance('aldric', 'aldrik', 2)).toBe(1);
    expect(editDistance('aldric', 'aldirc', 2)).toBe(1);
    expect(editDistance('highand', 'highland', 2)).toBe(1);
    expect(editDistance('potatoe', 'potato', 2)).toBe(1);
    expect(editDistance('chronograf', 'chronograph', 2)).toBe(2);
  });

  it('stops at the limit', () => {
    expect(editDistance('whisky', 'vodka', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('SearchIndex', () => {
  const item = (id: number, name: string, brand: string, description = ''): SearchDocument => ({
    id,
    brandId: id,
    categoryId: 1,
    priceCents: id * 100,
    listPriceCents: id * 100,
    registeredAt: id,
    travelExclusive: false,
    name,
    texts: [
      { field: 'name', text: name },
      { field: 'brand', text: brand },
      { field: 'category', text: 'Whisky' },
      { field: 'description', text: description },
    ],
  });
  const index = SearchIndex.of([
    item(1, 'Sherry Cask Single Malt', 'Glen Aldric'),
    item(2, 'Malt Cask Sherry', 'Highland Reserve', 'Aldric once owned the cask'),
    item(3, 'Single Malt 12 Year Old', 'Highland Reserve'),
  ]);
  const ranked = (text: string) =>
    index.select(index.match(text), {}, { by: 'relevance', direction: 'asc' }).ids();

  it('ranks words next to each other and in order before words apart', () => {
    expect(ranked('sherry cask')).toEqual([1, 2]);
  });

  it('ranks a name or brand before a description', () => {
    expect(ranked('aldric')).toEqual([1, 2]);
  });

  it('ranks fewer typos first, and an exact word before a prefix', () => {
    expect(ranked('singel malt')).toEqual([1, 3]);
    expect(ranked('sherry')).toEqual([1, 2]);
    expect(ranked('sher')).toEqual([1, 2]);
  });

  it('keeps the items holding the most words', () => {
    expect(ranked('highland sherry')).toEqual([2]);
    expect(ranked('nothing sherry')).toEqual([1, 2]);
  });

  it('sorts by price, name or date only when asked', () => {
    const matches = index.match('malt');
    expect(index.select(matches, {}, { by: 'price', direction: 'desc' }).ids()).toEqual([3, 2, 1]);
    expect(index.select(matches, { maxPriceCents: 200 }, { by: 'price', direction: 'asc' }).ids()).toEqual([
      1, 2,
    ]);
  });

  it('follows a change of one item: its new words found, its old ones not, the others untouched', () => {
    const changing = SearchIndex.of([
      item(1, 'Sherry Cask Single Malt', 'Glen Aldric'),
      item(2, 'Malt Cask Sherry', 'Highland Reserve'),
      item(3, 'Single Malt 12 Year Old', 'Highland Reserve'),
    ]);
    const found = (text: string) =>
      changing.select(changing.match(text), {}, { by: 'relevance', direction: 'asc' }).ids();
    changing.put(item(2, 'Port Wood Finish', 'Highland Reserve'));
    expect(found('sherry')).toEqual([1]);
    expect(found('port wood')).toEqual([2]);
    expect(found('highland')).toEqual([2, 3]);
    changing.remove(3);
    expect(found('highland')).toEqual([2]);
    expect(found('single malt')).toEqual([1]);
    expect(changing.size).toBe(2);
    changing.put(item(3, 'Single Malt 12 Year Old', 'Highland Reserve'));
    changing.put(item(4, 'Tawny Port', 'Douro'));
    expect(found('highland')).toEqual([2, 3]);
    expect(found('port')).toEqual([2, 4]);
    expect(changing.size).toBe(4);
  });

  it('keeps catalogue order for ties when an item returns with an id below the last', () => {
    const changing = SearchIndex.of([item(5, 'Gin', 'Aldric'), item(9, 'Gin', 'Aldric')]);
    changing.put(item(7, 'Gin', 'Aldric'));
    const found = changing.select(changing.match('gin'), {}, { by: 'relevance', direction: 'asc' });
    expect(found.ids()).toEqual([5, 7, 9]);
  });

  it('orders only the page asked for, and finds the same first items', () => {
    const many = SearchIndex.of(
      Array.from({ length: 40 }, (_, n) =>
        item(n + 1, n % 3 === 0 ? 'Cask Sherry' : 'Sherry Cask', 'Glen Aldric', n % 2 ? 'sherry' : ''),
      ),
    );
    const matches = many.match('sherry cask');
    const all = many.select(matches, {}, { by: 'relevance', direction: 'asc' });
    const page = many.select(matches, {}, { by: 'relevance', direction: 'asc' }, 5);
    expect(page.ids(0, 5)).toEqual(all.ids(0, 5));
    expect(page.ids().sort((a, b) => a - b)).toEqual(all.ids().sort((a, b) => a - b));
  });
});

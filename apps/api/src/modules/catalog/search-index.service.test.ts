import { describe, expect, it } from 'vitest';
import type { SearchDocumentsRepository } from './search-documents.repository.ts';
import { SearchIndexKeeper } from './search-index.service.ts';
import type { SearchDocument } from './search-index.ts';

const item = (id: number, name: string): SearchDocument => ({
  id,
  brandId: 1,
  categoryId: 1,
  priceCents: 100,
  listPriceCents: 100,
  registeredAt: id,
  travelExclusive: false,
  name,
  texts: [{ field: 'name', text: name }],
});

/** A catalogue in memory that counts how the keeper reads it. */
function catalogue(items: SearchDocument[]) {
  const reads = { whole: 0, items: [] as number[][] };
  const repository = {
    async eachBatch(_size: number, handle: (documents: SearchDocument[]) => void) {
      reads.whole++;
      handle([...items]);
    },
    async documents(ids: readonly number[]) {
      reads.items.push([...ids]);
      return items.filter((document) => ids.includes(document.id));
    },
  };
  return { items, reads, repository: repository as unknown as SearchDocumentsRepository };
}

describe('SearchIndexKeeper', () => {
  const found = async (keeper: SearchIndexKeeper, text: string) => {
    const index = await keeper.current();
    return index.select(index.match(text), {}, { by: 'relevance', direction: 'asc' }).ids();
  };

  it('reads only the items a change names, and takes out those no longer for sale', async () => {
    const shop = catalogue([item(1, 'Glen Aldric 12'), item(2, 'Highland Reserve')]);
    const keeper = new SearchIndexKeeper(shop.repository);
    expect(await found(keeper, 'aldric')).toEqual([1]);
    shop.items[0] = item(1, 'Glen Quorra 12');
    shop.items.push(item(3, 'Aldric Cask'));
    keeper.refreshItems([1, 3]);
    expect(await found(keeper, 'aldric')).toEqual([3]);
    expect(await found(keeper, 'quorra')).toEqual([1]);
    shop.items.splice(1, 1);
    keeper.refreshItems([2]);
    expect(await found(keeper, 'highland')).toEqual([]);
    expect(shop.reads).toEqual({ whole: 1, items: [[1, 3], [2]] });
  });

  it('gathers the items of changes announced while one is read, and leaves them to a rebuild waiting', async () => {
    const shop = catalogue([item(1, 'Glen Aldric 12')]);
    const keeper = new SearchIndexKeeper(shop.repository);
    await keeper.current();
    keeper.refreshItems([1]);
    keeper.refreshItems([2]);
    shop.items.push(item(2, 'Aldric Cask'));
    expect(await found(keeper, 'aldric')).toEqual([1, 2]);
    keeper.refresh();
    keeper.refreshItems([5]);
    await keeper.current();
    expect(shop.reads).toEqual({ whole: 2, items: [[1, 2]] });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reseedDemoShop } from '../../seed/seed.ts';
import { createTestDatabase, type TestDatabase, testEngines } from '../../testing/test-database.ts';
import { SearchDocumentsRepository } from './search-documents.repository.ts';
import { buildIndex, buildInWorker, SearchIndexKeeper, updateIndex } from './search-index.service.ts';
import type { SearchIndex } from './search-index.ts';

// The index built in a process of its own and handed over (decision 0061) is the index built in this
// thread: the same arrays, words and names, the same answers, and it takes one item's update as that one does.

const ranked = (index: SearchIndex, text: string) =>
  index.select(index.match(text), {}, { by: 'relevance', direction: 'asc' }, 12).ids(0, 12);
const TEXTS = ['aldric whisky', 'Gln Aldric', 'whiskey', 'parfum', 'highand reserve', 'cho', 'عطر', '香水'];

describe.each(testEngines)('the search index built in a process of its own on %s', (engine) => {
  let database: TestDatabase;
  let documents: SearchDocumentsRepository;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await reseedDemoShop(database, { products: 320, now: Date.now() });
    documents = new SearchDocumentsRepository(database.db);
  });
  afterAll(() => database.drop());

  it('holds what the build in this thread holds, and answers the same', async () => {
    const here = await buildIndex(documents);
    const there = await buildInWorker(database.url);
    expect(there.size).toBe(320);
    expect(there.state()).toEqual(here.state());
    for (const text of TEXTS) {
      expect(ranked(there, text), text).toEqual(ranked(here, text));
      expect(there.suggestion(text), text).toEqual(here.suggestion(text));
    }
  });

  it("takes one item's update and a withdrawal as the index built here does", async () => {
    const here = await buildIndex(documents);
    const there = await buildInWorker(database.url);
    const [first] = await documents.documents([1]);
    const renamed = {
      ...first!,
      name: 'Quorra Cask',
      texts: [{ field: 'name' as const, text: 'Quorra Cask' }],
    };
    for (const index of [here, there]) {
      index.put(renamed);
      index.remove(2);
      await updateIndex(index, documents, [3]);
    }
    expect(there.state()).toEqual(here.state());
    expect(ranked(there, 'quorra')).toEqual([1]);
    expect(there.size).toBe(319);
  });

  it('is built in this thread when the worker fails, and the keeper says so', async () => {
    const failures: unknown[] = [];
    // A database the worker cannot open; the keeper's own connection reads the catalogue as before.
    const keeper = new SearchIndexKeeper(documents, {
      databaseUrl: 'sqlite:/nonexistent-folder/shop.db',
      fromItems: 1,
      onWorkerFailure: (error) => failures.push(error),
    });
    const index = await keeper.current();
    expect(failures).toHaveLength(1);
    expect(ranked(index, 'aldric whisky')).toEqual(ranked(await buildIndex(documents), 'aldric whisky'));
  });

  it('is what the keeper builds once the catalogue reaches its threshold', async () => {
    const keeper = new SearchIndexKeeper(documents, { databaseUrl: database.url, fromItems: 1 });
    const index = await keeper.current();
    expect(ranked(index, 'aldric whisky')).toEqual(ranked(await buildIndex(documents), 'aldric whisky'));
  });
});

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from './table-owners.ts';
import {
  repositoryFiles,
  scanRepository,
  type TableOwnership,
  tableOwnershipViolations,
  unusedDeclarations,
} from './table-owners-check.ts';

const TABLES = new Set(['item', 'item_sales', 'price_list', 'order_line', 'currency', 'item_names_fts']);

describe('scanRepository', () => {
  it('reads the tables of query builder calls, with their aliases, and which of them a statement writes', () => {
    const { references, unreadable } = scanRepository(
      `
      db.selectFrom('item as ranked')
        .innerJoin('item_sales as sold', 'sold.item_id', 'ranked.id')
        .leftJoin(offerMembers(db, ids).as('member'), 'member.item_id', 'ranked.id');
      db.updateTable('price_list').set({ usage_count: 1 });
      db.selectFrom(['order_line', 'currency']).selectAll();
      `,
      TABLES,
    );
    expect(references.map(({ table, writes }) => [table, writes])).toEqual([
      ['item', false],
      ['item_sales', false],
      ['price_list', true],
      ['order_line', false],
      ['currency', false],
    ]);
    expect(unreadable).toEqual([]);
  });

  it('reads raw SQL, where only the words that are tables count and insert, update and delete write', () => {
    const { references } = scanRepository(
      `
      sql\`select rowid from item_names_fts where item_names_fts match \${phrase}\`.execute(db);
      sql\`update item set stock = stock - \${units} where id = \${id}\`.execute(db);
      sql.table('currency');
      `,
      TABLES,
    );
    expect(references.map(({ table, writes }) => [table, writes])).toEqual([
      ['item_names_fts', false],
      ['item', true],
      ['currency', false],
    ]);
  });

  it('leaves out the names of common table expressions, which are not tables', () => {
    const { references } = scanRepository(
      `
      db.with('placed', (db) => db.insertInto('order_line').values(lines))
        .selectFrom('placed').select('placed.id');
      `,
      TABLES,
    );
    expect(references.map(({ table }) => table)).toEqual(['order_line']);
  });

  it('reports a table named by an expression, whose owner cannot be checked', () => {
    const { unreadable } = scanRepository(`const table = 'item'; db.deleteFrom(table).execute();`, TABLES);
    expect(unreadable).toEqual([{ call: 'deleteFrom', line: 1 }]);
  });

  it('takes other calls of the same names for what they are', () => {
    const { references, unreadable } = scanRepository(
      `Array.from(rows.values()); list.with(0, 'item'); new Map().set('item', 1);`,
      TABLES,
    );
    expect(references).toEqual([]);
    expect(unreadable).toEqual([]);
  });
});

describe('tableOwnershipViolations', () => {
  const owners: Record<string, TableOwnership> = {
    item: { owner: 'catalog', readers: { orders: 'order lines name their goods' } },
    price_list: { owner: 'catalog' },
    order_line: { owner: 'orders' },
  };
  const repository = (module: string, source: string) => [
    { module, path: `modules/${module}/x.repository.ts`, source },
  ];

  it('lets a module write and read its own tables, and read another’s through a declared read join', () => {
    const files = [
      ...repository('catalog', `db.updateTable('item').set({ name }); db.selectFrom('price_list');`),
      ...repository(
        'orders',
        `db.selectFrom('order_line').innerJoin('item', 'item.id', 'order_line.item_id');`,
      ),
    ];
    expect(tableOwnershipViolations(files, owners)).toEqual([]);
  });

  it('fails a repository that writes a table its module does not own', () => {
    const files = repository(
      'cart',
      `
      export class PromoCodesRepository {
        redeem(code: string) {
          return this.db.updateTable('price_list').set((eb) => ({ usage_count: eb('usage_count', '+', 1) }));
        }
      }`,
    );
    expect(tableOwnershipViolations(files, owners)).toEqual([
      {
        path: 'modules/cart/x.repository.ts',
        line: 4,
        message: 'writes price_list, which module catalog owns: go through its facade',
      },
    ]);
  });

  it('fails a declared reader that writes, and a read no one declared', () => {
    const files = [
      ...repository('orders', `sql\`update item set stock = stock - 1\`.execute(db);`),
      ...repository('packing', `db.selectFrom('item').select('name');`),
    ];
    expect(tableOwnershipViolations(files, owners).map((v) => v.message)).toEqual([
      'writes item, which module catalog owns: go through its facade',
      'reads item, which module catalog owns: go through its facade, or declare the read join with its reason in the ownership map',
    ]);
  });

  it('reports a declaration of the map that no repository needs any more', () => {
    const files = repository('catalog', `db.selectFrom('item'); db.selectFrom('price_list');`);
    expect(unusedDeclarations(files, owners)).toEqual([
      {
        path: 'db/table-owners.ts',
        line: 0,
        message: 'declares that orders reads item, which none of its repositories does',
      },
    ]);
  });

  it('fails a table the map does not list, and a table named by an expression', () => {
    const files = repository('catalog', `db.selectFrom('item_shadow'); db.selectFrom(tableName);`);
    expect(tableOwnershipViolations(files, owners).map((v) => v.message)).toEqual([
      'selectFrom(…) names its table by an expression: write the table’s name out, so that its owner can be checked',
      'names table item_shadow, which the ownership map does not list',
    ]);
  });
});

describe('the shop’s repositories', () => {
  it('name only their own module’s tables and the read joins the ownership map declares', () => {
    const files = repositoryFiles(join(import.meta.dirname, '..', 'modules'));
    expect(files.map((file) => file.path)).toContain('modules/catalog/items.repository.ts');
    expect(tableOwnershipViolations(files, TABLE_OWNERS)).toEqual([]);
    expect(unusedDeclarations(files, TABLE_OWNERS)).toEqual([]);
  });
});

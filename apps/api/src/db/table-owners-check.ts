import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

// The check behind `npm run lint:table-owners`: which tables each module's repositories name, read from
// their syntax trees (the TypeScript compiler's parser, no type checking, so a whole tree takes well under
// a second), held against the ownership map (`table-owners.ts`).

/** One place a repository names a table: in a query builder call or in the text of a raw `sql` template. */
export type TableReference = { table: string; writes: boolean; line: number };

/** A table named where the query builder cannot be followed: the name is not written out literally. */
export type UnreadableName = { call: string; line: number };

export type RepositoryScan = { references: TableReference[]; unreadable: UnreadableName[] };

/** Query builder calls whose first argument names the table a statement changes. */
const WRITING_CALLS = new Set(['insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto']);

/** Query builder calls whose first argument names a table a statement reads. */
const READING_CALLS = new Set([
  'selectFrom',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
]);

/**
 * Calls that name a table only when given a string: `from` and `using` (an update's or a delete's other
 * tables), and `with`, whose string is a common table expression's name rather than a table. Others of the
 * same names (`Array.from`, …) take something else and are left alone.
 */
const STRING_ONLY_CALLS = new Set(['from', 'using']);
const CTE_CALLS = new Set(['with', 'withRecursive', 'withMaterialized', 'withNotMaterialized']);

/** `sql.table('t')`, `sql.id('t')`, `sql.ref('t.column')` and `sql.raw('…')` name tables in their argument. */
const SQL_HELPERS = new Set(['table', 'id', 'ref', 'raw']);

/** A statement in raw SQL that changes the table named after it. */
const RAW_WRITE =
  /\b(?:insert\s+(?:or\s+\w+\s+)?into|replace\s+into|merge\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)/gi;
const WORD = /"?\b([a-z_][a-z0-9_]*)\b"?/gi;

/** `'item as ranked'` → `item`; `'cte(a, b)'` → `cte`. */
function tableOf(name: string): string {
  return name.trim().split(/[\s(]/)[0]!;
}

function isStringLiteral(node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
}

/** A subquery or raw builder given an alias (`query.as('member')`): its own calls are scanned where they stand. */
function isAliased(node: ts.Node): boolean {
  return (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'as'
  );
}

function isSqlTag(node: ts.Expression): boolean {
  return ts.isIdentifier(node) && node.text === 'sql';
}

/** The text of a raw `sql` template, its interpolations left out (they are scanned as code). */
function templateText(template: ts.TemplateLiteral): string {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return template.text;
  return [template.head.text, ...template.templateSpans.map((span) => span.literal.text)].join(' ? ');
}

/**
 * Every table a repository's source names, and every table-naming call whose name cannot be read. A query
 * builder call names a table whatever its name; in raw SQL only the words that are one of `tables` count
 * (the others are columns, keywords and aliases).
 */
export function scanRepository(
  source: string,
  tables: ReadonlySet<string>,
  fileName = 'repository.ts',
): RepositoryScan {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const named: TableReference[] = [];
  const rawTexts: { text: string; line: number }[] = [];
  const unreadable: UnreadableName[] = [];
  const commonTableExpressions = new Set<string>();

  const nameTables = (argument: ts.Expression, writes: boolean, call: string) => {
    const names = ts.isArrayLiteralExpression(argument) ? [...argument.elements] : [argument];
    for (const name of names) {
      if (isStringLiteral(name)) named.push({ table: tableOf(name.text), writes, line: lineOf(name) });
      else if (!isAliased(name)) unreadable.push({ call, line: lineOf(name) });
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const call = node.expression.name.text;
      const [first] = node.arguments;
      if (first && WRITING_CALLS.has(call)) nameTables(first, true, call);
      else if (first && READING_CALLS.has(call)) nameTables(first, false, call);
      else if (first && STRING_ONLY_CALLS.has(call) && isStringLiteral(first)) nameTables(first, false, call);
      else if (first && CTE_CALLS.has(call) && isStringLiteral(first)) {
        commonTableExpressions.add(tableOf(first.text));
      } else if (first && SQL_HELPERS.has(call) && isSqlTag(node.expression.expression)) {
        if (isStringLiteral(first)) rawTexts.push({ text: first.text, line: lineOf(first) });
        else if (call !== 'raw' && call !== 'ref')
          unreadable.push({ call: `sql.${call}`, line: lineOf(first) });
      }
    }
    if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag)) {
      rawTexts.push({ text: templateText(node.template), line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);

  const references = named.filter((reference) => !commonTableExpressions.has(reference.table));
  for (const { text, line } of rawTexts) {
    const written = new Set([...text.matchAll(RAW_WRITE)].map((match) => match[1]!.toLowerCase()));
    const words = new Set([...text.matchAll(WORD)].map((match) => match[1]!.toLowerCase()));
    for (const word of words) {
      if (tables.has(word) && !commonTableExpressions.has(word)) {
        references.push({ table: word, writes: written.has(word), line });
      }
    }
  }
  return { references: references.sort((a, b) => a.line - b.line), unreadable };
}

/** The module that owns a table, and the other modules that may name it, each with its reason. */
export type TableOwnership<Module extends string = string> = {
  owner: Module;
  /** Modules whose repositories may read the table in their own statements, and why. */
  readers?: Partial<Record<Module, string>>;
  /**
   * Modules that keep one column of the table besides its owner, and why: the stock module's warehouse
   * figure (`item.stock`), kept on the item's row (see the map). Such a module may write and read the table.
   */
  columnKeepers?: Partial<Record<Module, string>>;
};

export type RepositoryFile = { module: string; path: string; source: string };

/** Every `*.repository.ts` under `modulesDir`, with the module (its first folder) it belongs to. */
export function repositoryFiles(modulesDir: string): RepositoryFile[] {
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(join(modulesDir, entry.name), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.repository.ts'))
        .sort()
        .map((file) => ({
          module: entry.name,
          path: join('modules', entry.name, file),
          source: readFileSync(join(modulesDir, entry.name, file), 'utf8'),
        })),
    );
}

export type Violation = { path: string; line: number; message: string };

/**
 * What breaks the ownership rule in these repositories: a table the map does not list, a table written
 * by a module other than its owner, a table read by a module neither owning it nor declared as a reader,
 * and a table name the scan cannot read.
 */
export function tableOwnershipViolations(
  files: readonly RepositoryFile[],
  owners: Readonly<Record<string, TableOwnership>>,
): Violation[] {
  const violations: Violation[] = [];
  const tables = new Set(Object.keys(owners));
  for (const { module, path, source } of files) {
    const { references, unreadable } = scanRepository(source, tables, path);
    for (const { call, line } of unreadable) {
      violations.push({
        path,
        line,
        message: `${call}(…) names its table by an expression: write the table’s name out, so that its owner can be checked`,
      });
    }
    for (const { table, writes, line } of references) {
      const ownership = owners[table];
      if (!ownership) {
        violations.push({
          path,
          line,
          message: `names table ${table}, which the ownership map does not list`,
        });
        continue;
      }
      if (ownership.owner === module) continue;
      if (writes) {
        if (ownership.columnKeepers?.[module] === undefined) {
          violations.push({
            path,
            line,
            message: `writes ${table}, which module ${ownership.owner} owns: go through its facade`,
          });
        }
      } else if (
        ownership.readers?.[module] === undefined &&
        ownership.columnKeepers?.[module] === undefined
      ) {
        violations.push({
          path,
          line,
          message: `reads ${table}, which module ${ownership.owner} owns: go through its facade, or declare the read join with its reason in the ownership map`,
        });
      }
    }
  }
  return violations;
}

/**
 * The map's declarations that no repository needs any more: a read join no repository of the reader makes,
 * a column keeper that writes no more. Reported so that the map stays a true account of who reads and
 * writes what.
 */
export function unusedDeclarations(
  files: readonly RepositoryFile[],
  owners: Readonly<Record<string, TableOwnership>>,
): Violation[] {
  const violations: Violation[] = [];
  const used = new Set<string>();
  for (const { module, path, source } of files) {
    for (const { table, writes } of scanRepository(source, new Set(Object.keys(owners)), path).references) {
      used.add(`${table} ${module} ${writes ? 'writes' : 'reads'}`);
    }
  }
  for (const [table, { readers = {}, columnKeepers = {} }] of Object.entries(owners)) {
    for (const module of Object.keys(readers)) {
      if (!used.has(`${table} ${module} reads`)) {
        violations.push({
          path: 'db/table-owners.ts',
          line: 0,
          message: `declares that ${module} reads ${table}, which none of its repositories does`,
        });
      }
    }
    for (const module of Object.keys(columnKeepers)) {
      if (!used.has(`${table} ${module} writes`)) {
        violations.push({
          path: 'db/table-owners.ts',
          line: 0,
          message: `declares that ${module} writes ${table}, which none of its repositories does`,
        });
      }
    }
  }
  return violations;
}

/** For each table, the modules whose repositories write it and those that only read it. */
export function tableUse(
  files: readonly RepositoryFile[],
  tables: ReadonlySet<string>,
): Map<string, { writers: Set<string>; readers: Set<string> }> {
  const use = new Map<string, { writers: Set<string>; readers: Set<string> }>();
  for (const { module, path, source } of files) {
    for (const { table, writes } of scanRepository(source, tables, path).references) {
      const entry = use.get(table) ?? { writers: new Set(), readers: new Set() };
      (writes ? entry.writers : entry.readers).add(module);
      use.set(table, entry);
    }
  }
  for (const entry of use.values()) for (const writer of entry.writers) entry.readers.delete(writer);
  return use;
}

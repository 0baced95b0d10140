import type { Compilable, CompiledQuery } from 'kysely';
import type { Executor } from './transaction.ts';

// The API's one way to skip the query builder on a hot read. Building a Kysely query and compiling it to
// SQL cost more than running it on a hot catalogue read (27 % of a listing page's CPU, 33 % of product
// details, docs/performance.md); the drivers already keep the statements themselves prepared by SQL text
// (`sqlite-statement-cache.ts`, `postgres-prepared-statements.ts`). A `PreparedQuery` builds and compiles
// a repository's query once per shape of its arguments and afterwards only binds the new values.

/** Stands in for the argument value at `index` while the query is built once. */
class Slot {
  readonly index: number;
  constructor(index: number) {
    this.index = index;
  }
}

/** How a compiled query's parameter gets its value: from a run's arguments, or always the same. */
type ParameterSource = Slot | { readonly fixed: unknown };

type Prepared = { query: CompiledQuery; sources: readonly ParameterSource[] };

/**
 * Appends the numbers of `value` to `values` in a fixed order and answers its shape: everything else in
 * it, with each number as `?` and each list by its length. Runs on every execution of a hot read, so it
 * builds one string and no objects (as a walk that also copied the arguments it was 2–4 % of a cold
 * listing page's CPU, docs/performance.md). Keys are the repositories' own field names and go in as
 * they are; strings are quoted, so that no value can pass for structure.
 */
function shapeOf(value: unknown, values: unknown[]): string {
  if (typeof value === 'number') {
    values.push(value);
    return '?';
  }
  if (Array.isArray(value)) {
    let shape = '[';
    for (const item of value) shape += `${shapeOf(item, values)},`;
    return `${shape}]`;
  }
  if (value !== null && typeof value === 'object') {
    let shape = '{';
    for (const key in value) {
      const field = (value as Record<string, unknown>)[key];
      if (field !== undefined) shape += `${key}:${shapeOf(field, values)},`;
    }
    return `${shape}}`;
  }
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** A copy of `value` whose numbers are `Slot`s, numbered in the order `shapeOf` finds them. */
function slotted(value: unknown, next: { index: number }): unknown {
  if (typeof value === 'number') return new Slot(next.index++);
  if (Array.isArray(value)) return value.map((item) => slotted(item, next));
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (field !== undefined) copy[key] = slotted(field, next);
    }
    return copy;
  }
  return value;
}

/**
 * A query compiled once per shape of its arguments, which are plain data (objects, arrays, numbers,
 * strings, flags; no dates or class instances). Its arguments' numbers (ids, prices, limits,
 * offsets) are the statement's parameters; everything else in them (strings, flags, which conditions are
 * present, how long each list is) is its shape, so `build` may branch on those but must use numbers as
 * values only (never compare or do arithmetic on them: it sees stand-ins). Shapes beyond `capacity`
 * (e.g. a listing by name, whose anchors are strings) are built on every run as before.
 */
export class PreparedQuery<Args, Row> {
  private readonly db: Executor;
  private readonly build: (args: Args) => Compilable<Row>;
  private readonly capacity: number;
  private readonly prepared = new Map<string, Prepared>();

  constructor(db: Executor, build: (args: Args) => Compilable<Row>, capacity = 64) {
    this.db = db;
    this.build = build;
    this.capacity = capacity;
  }

  async execute(args: Args): Promise<Row[]> {
    const values: unknown[] = [];
    const shape = shapeOf(args, values);
    let prepared = this.prepared.get(shape);
    if (!prepared) {
      prepared = this.compile(args);
      if (this.prepared.size < this.capacity) this.prepared.set(shape, prepared);
    }
    const parameters = prepared.sources.map((source) =>
      source instanceof Slot ? values[source.index] : source.fixed,
    );
    const { rows } = await this.db.executeQuery<Row>({ ...prepared.query, parameters });
    return rows;
  }

  private compile(args: Args): Prepared {
    const query = this.build(slotted(args, { index: 0 }) as Args).compile();
    const sources = query.parameters.map((parameter) =>
      parameter instanceof Slot ? parameter : { fixed: parameter },
    );
    return { query, sources };
  }
}

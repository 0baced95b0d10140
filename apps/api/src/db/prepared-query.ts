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
 * The numbers of `args` in a fixed order, and its shape: everything else in it, with each number as `?`
 * and each list by its length. With `slots`, also a copy of `args` whose numbers are `Slot`s.
 */
function walk(value: unknown, values: unknown[], slots: boolean): { shape: string; slotted?: unknown } {
  if (typeof value === 'number') {
    values.push(value);
    return { shape: '?', slotted: slots ? new Slot(values.length - 1) : undefined };
  }
  if (Array.isArray(value)) {
    const parts = value.map((item) => walk(item, values, slots));
    return {
      shape: `[${parts.map((part) => part.shape).join(',')}]`,
      slotted: parts.map((part) => part.slotted),
    };
  }
  if (value !== null && typeof value === 'object') {
    const shapes: string[] = [];
    const slotted: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (field === undefined) continue;
      const part = walk(field, values, slots);
      shapes.push(`${JSON.stringify(key)}:${part.shape}`);
      slotted[key] = part.slotted;
    }
    return { shape: `{${shapes.join(',')}}`, slotted };
  }
  return { shape: JSON.stringify(value), slotted: value };
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
    const { shape } = walk(args, values, false);
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
    const { slotted } = walk(args, [], true);
    const query = this.build(slotted as Args).compile();
    const sources = query.parameters.map((parameter) =>
      parameter instanceof Slot ? parameter : { fixed: parameter },
    );
    return { query, sources };
  }
}

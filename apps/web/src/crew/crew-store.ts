import type { Bag, CabinAction, CabinConflict, CabinOutcome, FlightPack } from '@dutyfree/contracts';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

// Everything the crew app needs in the air lives in IndexedDB, so that a reload or a browser restart without
// a network finds it again: the flight pack, the outbox of actions (each written here before anything is
// shown as done) and the device's own facts (its id, its next sequence number, the Changes cursor).

/** An action as the crew made it, before the device gives it its key, number and time. */
export type CrewActionBody = CabinAction extends infer A
  ? A extends CabinAction
    ? Omit<A, 'key' | 'seq' | 'at'>
    : never
  : never;

/** An action in the outbox: `waiting` until the server answered it, then `answered` with the outcome. */
export interface OutboxEntry {
  seq: number;
  key: string;
  dutySessionId: number;
  action: CabinAction;
  state: 'waiting' | 'answered';
  outcome?: CabinOutcome;
}

/** The conflicts the server listed on the flight, as last pulled (shown offline as of `fetchedAt`). */
export interface KeptConflicts {
  flightId: number;
  /** ISO 8601. */
  fetchedAt: string;
  conflicts: CabinConflict[];
}

interface CrewSchema extends DBSchema {
  pack: { key: 'current'; value: FlightPack };
  outbox: { key: number; value: OutboxEntry; indexes: { state: string } };
  meta: { key: string; value: string | number | KeptConflicts };
}

export type CrewDb = IDBPDatabase<CrewSchema>;

const DB_NAME = 'dutyfree-crew';

/** Schema version 1; a later version adds stores in `upgrade` and never drops the outbox. */
export function openCrewDb(name = DB_NAME): Promise<CrewDb> {
  return openDB<CrewSchema>(name, 1, {
    upgrade(db) {
      db.createObjectStore('pack');
      db.createObjectStore('outbox', { keyPath: 'seq' }).createIndex('state', 'state');
      db.createObjectStore('meta');
    },
  });
}

/** The device's id: made once, kept for good, so that its actions stay apart from another device's. */
export async function deviceIdOf(db: CrewDb): Promise<string> {
  const kept = await db.get('meta', 'deviceId');
  if (typeof kept === 'string') return kept;
  const made = crypto.randomUUID();
  await db.put('meta', made, 'deviceId');
  return made;
}

export function currentPack(db: CrewDb): Promise<FlightPack | undefined> {
  return db.get('pack', 'current');
}

/**
 * Keeps a freshly taken flight. The device numbers its actions on from what the server has applied of this
 * session (a flight taken again keeps its session); the answered actions of an earlier flight are cleared.
 */
export async function keepTakenFlight(db: CrewDb, pack: FlightPack): Promise<void> {
  const tx = db.transaction(['pack', 'outbox', 'meta'], 'readwrite');
  const outbox = tx.objectStore('outbox');
  for (const entry of await outbox.getAll()) {
    if (entry.dutySessionId !== pack.dutySessionId) await outbox.delete(entry.seq);
  }
  const kept = await outbox.getAll();
  const lastKept = kept.length === 0 ? 0 : Math.max(...kept.map((entry) => entry.seq));
  await tx.objectStore('meta').put(Math.max(pack.appliedThrough, lastKept) + 1, 'nextSeq');
  await tx.objectStore('meta').put(pack.cursor, 'cursor');
  await tx.objectStore('pack').put(pack, 'current');
  await tx.done;
}

/** Writes an action to the outbox with its key and the device's next number, in one transaction. */
export async function recordAction(db: CrewDb, body: CrewActionBody, at = new Date()): Promise<OutboxEntry> {
  const tx = db.transaction(['pack', 'outbox', 'meta'], 'readwrite');
  const pack = await tx.objectStore('pack').get('current');
  if (!pack) throw new Error('No flight taken');
  const meta = tx.objectStore('meta');
  const seq = Number((await meta.get('nextSeq')) ?? 1);
  const key = crypto.randomUUID();
  const entry: OutboxEntry = {
    seq,
    key,
    dutySessionId: pack.dutySessionId,
    action: { ...body, key, seq, at: at.toISOString() } as CabinAction,
    state: 'waiting',
  };
  await tx.objectStore('outbox').add(entry);
  await meta.put(seq + 1, 'nextSeq');
  await tx.done;
  return entry;
}

export function outboxEntries(db: CrewDb): Promise<OutboxEntry[]> {
  return db.getAll('outbox');
}

/** The waiting actions in the device's order, at most `limit` of them. */
export async function waitingActions(db: CrewDb, limit: number): Promise<OutboxEntry[]> {
  const waiting = await db.getAllFromIndex('outbox', 'state', 'waiting');
  return waiting.sort((a, b) => a.seq - b.seq).slice(0, limit);
}

export function waitingCount(db: CrewDb): Promise<number> {
  return db.countFromIndex('outbox', 'state', 'waiting');
}

/** Keeps the server's answers; a `waiting` answer (an earlier action has not arrived) stays waiting. */
export async function keepOutcomes(db: CrewDb, outcomes: CabinOutcome[]): Promise<void> {
  const tx = db.transaction('outbox', 'readwrite');
  for (const outcome of outcomes) {
    if (outcome.outcome === 'waiting') continue;
    const entry = await tx.store.get(outcome.seq);
    if (entry && entry.key === outcome.key) await tx.store.put({ ...entry, state: 'answered', outcome });
  }
  await tx.done;
}

/**
 * Merges what changed on the flight into the kept pack, keeps the conflicts listed on it (to read offline,
 * as of `at`), and moves the cursor on.
 */
export async function keepChanges(
  db: CrewDb,
  changes: { bags: Bag[]; gone: string[]; cursor: string; conflicts: CabinConflict[] },
  at = new Date(),
): Promise<void> {
  const tx = db.transaction(['pack', 'meta'], 'readwrite');
  const pack = await tx.objectStore('pack').get('current');
  if (pack) {
    const kept: KeptConflicts = {
      flightId: pack.flight.flightId,
      fetchedAt: at.toISOString(),
      conflicts: changes.conflicts,
    };
    await tx.objectStore('meta').put(kept, 'conflicts');
    const changed = new Map(changes.bags.map((bag) => [bag.orderCode, bag]));
    const gone = new Set(changes.gone);
    const bags = pack.bags
      .filter((bag) => !gone.has(bag.orderCode))
      .map((bag) => changed.get(bag.orderCode) ?? bag);
    const known = new Set(bags.map((bag) => bag.orderCode));
    for (const bag of changes.bags) if (!known.has(bag.orderCode) && !gone.has(bag.orderCode)) bags.push(bag);
    await tx.objectStore('pack').put({ ...pack, bags }, 'current');
  }
  await tx.objectStore('meta').put(changes.cursor, 'cursor');
  await tx.done;
}

/** The conflicts last pulled for the flight, if any. */
export async function keptConflicts(db: CrewDb, flightId: number): Promise<KeptConflicts | undefined> {
  const kept = await db.get('meta', 'conflicts');
  return typeof kept === 'object' && kept.flightId === flightId ? kept : undefined;
}

export async function cursorOf(db: CrewDb): Promise<string> {
  return String((await db.get('meta', 'cursor')) ?? '0');
}

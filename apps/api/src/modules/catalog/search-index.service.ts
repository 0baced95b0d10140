import { fork } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchDocumentsRepository } from './search-documents.repository.ts';
import { SearchIndex, type SearchIndexState } from './search-index.ts';
import { typedArraysIn } from './search-index-handover.ts';

/** Items read from the database per statement while the index is built. */
const BATCH = 500;

/**
 * How the keeper builds the whole index: in this thread, or, given the database's address, in a process
 * of its own once the catalogue holds `fromItems` items for sale or more (a small one is built in
 * milliseconds, less than a process takes to start).
 */
export type IndexBuilding = {
  databaseUrl?: string;
  fromItems?: number;
  /** Told when the worker failed and the build went on in this thread (its heap cap, a process not started). */
  onWorkerFailure?: (error: unknown) => void;
};

/** Below this many items for sale the index is built in the process's own thread. */
export const WORKER_FROM_ITEMS = 5_000;

/**
 * The process's search index, kept current: built from the database before the process takes requests
 * (or by the first search), and built again whenever the catalogue's caches are dropped (a back-office
 * change, in this process or announced by another), or, when the change names its items, updated for
 * those items only. Searches from then on wait for the new index, so that no answer found on the old one
 * is kept after the change; a build that fails leaves the old one. Builds and updates run one at a time,
 * and changes announced while one waits to start are read by it.
 */
export class SearchIndexKeeper {
  private readonly documents: SearchDocumentsRepository;
  private index: Promise<SearchIndex> | undefined;
  /** The build waiting for the one before it to end, if any. */
  private queued: Promise<SearchIndex> | undefined;
  /** The items an update waiting to start will read again. */
  private queuedItems: Set<number> | undefined;
  private lastBuild: Promise<unknown> = Promise.resolve();

  private readonly building: IndexBuilding;

  constructor(documents: SearchDocumentsRepository, building: IndexBuilding = {}) {
    this.documents = documents;
    this.building = building;
  }

  /** The newest index; the first call builds one, and a failed first build is tried again by the next. */
  async current(): Promise<SearchIndex> {
    this.index ??= this.build();
    try {
      return await this.index;
    } catch (error) {
      this.index = undefined;
      throw error;
    }
  }

  /** Builds the index again from the database, once the build under way (if any) has ended. */
  refresh(): void {
    if (this.index === undefined || this.queued) return;
    this.queuedItems = undefined;
    this.queued = this.after(() => this.build());
  }

  /**
   * Reads these items again (each one put anew, or taken out when no longer for sale) into the index
   * held, once the build or update under way has ended; a full build waiting to start reads them anyway.
   */
  refreshItems(ids: readonly number[]): void {
    if (this.index === undefined || ids.length === 0) return;
    if (this.queuedItems) {
      for (const id of ids) this.queuedItems.add(id);
      return;
    }
    if (this.queued) return;
    const items = new Set(ids);
    this.queuedItems = items;
    const held = this.index;
    this.queued = this.after(async () => {
      const index = await held;
      await updateIndex(index, this.documents, [...items]);
      return index;
    });
  }

  /** Runs `work` once the build or update before it has ended; searches wait for it meanwhile. */
  private after(work: () => Promise<SearchIndex>): Promise<SearchIndex> {
    const previous = this.index!;
    const run = this.lastBuild.then(() => {
      this.queued = undefined;
      this.queuedItems = undefined;
      return work();
    });
    this.lastBuild = run.catch(() => undefined);
    this.index = run.catch(() => previous);
    return run;
  }

  private async build(): Promise<SearchIndex> {
    const { databaseUrl, fromItems = WORKER_FROM_ITEMS } = this.building;
    if (databaseUrl === undefined || databaseUrl.endsWith(':memory:')) return buildIndex(this.documents);
    const items = await this.documents.countForSale();
    if (items < fromItems) return buildIndex(this.documents);
    // A process that cannot start or runs out of its heap leaves the build to this one, and says so: this
    // process then holds the build's garbage in its own heap (docs/performance.md, the index's memory).
    return buildInWorker(databaseUrl, items).catch((error: unknown) => {
      this.building.onWorkerFailure?.(error);
      return buildIndex(this.documents);
    });
  }
}

/** The whole index, read from the database a batch at a time, in this thread. */
export async function buildIndex(documents: SearchDocumentsRepository, batch = BATCH): Promise<SearchIndex> {
  const index = new SearchIndex();
  await documents.eachBatch(batch, (found) => {
    for (const document of found) index.put(document);
  });
  index.compact();
  return index;
}

/**
 * The whole index, built by a process of its own with its own connection to the database and handed over
 * (decision 0061): its typed arrays through a file, each read into an array of its final size here, the
 * rest over the IPC channel. What the build leaves behind (rows, strings, the log of postings, a heap
 * grown for it, the C heap's freed blocks) is that process's and goes when it ends; built in a thread,
 * part of it stayed in this process's arenas and the thread's young generation was as large as this
 * process's (V8's flags are the process's), so the build alone lifted the peak by some 100 MB.
 */
export function buildInWorker(databaseUrl: string, items = 100_000, batch = BATCH): Promise<SearchIndex> {
  let folder: string | undefined;
  // Inside the promise: a folder that cannot be made rejects it, and the keeper builds here instead.
  return new Promise<SearchIndex>((resolve, reject) => {
    folder = mkdtempSync(join(tmpdir(), 'search-index-'));
    const file = join(folder, 'index');
    const child = fork(fileURLToPath(new URL('./search-index.worker.ts', import.meta.url)), [], {
      env: { ...process.env, SEARCH_INDEX_BUILD: JSON.stringify({ databaseUrl, batch, file }) },
      // Not this process's flags (its 16 MB young generation, a bench's memory probe): a small young
      // generation keeps the build's process at about 160 MB at its peak for 100,000 items, against
      // 345 MB with V8's default, for the same time (decision 0061).
      execArgv: ['--max-semi-space-size=2', `--max-old-space-size=${64 + Math.ceil(items / 1_000)}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let built = false;
    child.once('message', (message) => {
      let fd: number | undefined;
      try {
        fd = openSync(file, 'r');
        resolve(SearchIndex.fromState(typedArraysIn<SearchIndexState>(message, fd)));
        built = true;
      } catch (error) {
        reject(error);
      } finally {
        if (fd !== undefined) closeSync(fd);
      }
    });
    child.once('error', reject);
    child.once('close', (code) => {
      if (!built)
        reject(
          new Error(`the search index's build stopped (exit code ${code}) before handing the index over`),
        );
    });
  }).finally(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
}

/** Puts these items anew into the index, taking out those no longer for sale. */
export async function updateIndex(
  index: SearchIndex,
  documents: SearchDocumentsRepository,
  ids: readonly number[],
): Promise<void> {
  const found = await documents.documents(ids);
  const forSale = new Set(found.map((document) => document.id));
  for (const document of found) index.put(document);
  for (const id of ids) if (!forSale.has(id)) index.remove(id);
}

import type { SearchDocumentsRepository } from './search-documents.repository.ts';
import { type SearchIndex, SearchIndexBuilder } from './search-index.ts';

/** Items read from the database per statement while the index is built. */
const BATCH = 2_000;

/**
 * The process's search index, kept current: built from the database before the process takes requests
 * (or by the first search), and built again whenever the catalogue's caches are dropped (a back-office
 * change, in this process or announced by another). Searches from then on wait for the new index, so
 * that no answer found on the old one is kept after the change; a build that fails leaves the old one.
 * Builds run one at a time, and changes announced while one waits to start are read by it.
 */
export class SearchIndexKeeper {
  private readonly documents: SearchDocumentsRepository;
  private index: Promise<SearchIndex> | undefined;
  /** The build waiting for the one before it to end, if any. */
  private queued: Promise<SearchIndex> | undefined;
  private lastBuild: Promise<unknown> = Promise.resolve();

  constructor(documents: SearchDocumentsRepository) {
    this.documents = documents;
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
    const previous = this.index;
    const build = this.lastBuild.then(() => {
      this.queued = undefined;
      return this.build();
    });
    this.queued = build;
    this.lastBuild = build.catch(() => undefined);
    this.index = build.catch(() => previous);
  }

  private async build(): Promise<SearchIndex> {
    const builder = new SearchIndexBuilder();
    await this.documents.eachBatch(BATCH, (documents) => {
      for (const document of documents) builder.add(document);
    });
    return builder.build();
  }
}

import type { Executor } from '../../db/transaction.ts';

export type StoredPicture = { contentType: string; bytes: Buffer };

/** Uploaded pictures, by the SHA-256 of their bytes. */
export class MediaRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  on(executor: Executor): MediaRepository {
    return new MediaRepository(executor);
  }

  /** Keeps the picture; the same bytes uploaded twice are kept once. */
  async save(sha256: string, picture: StoredPicture, at: number): Promise<void> {
    await this.db
      .insertInto('uploaded_picture')
      .values({ sha256, content_type: picture.contentType, bytes: picture.bytes, uploaded_at: at })
      .onConflict((oc) => oc.column('sha256').doNothing())
      .execute();
  }

  async find(sha256: string): Promise<StoredPicture | undefined> {
    const row = await this.db
      .selectFrom('uploaded_picture')
      .select(['content_type', 'bytes'])
      .where('sha256', '=', sha256)
      .executeTakeFirst();
    return row && { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
  }
}

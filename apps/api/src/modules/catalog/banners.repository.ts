import type { Executor } from '../../db/transaction.ts';

export type BannerRecord = { size: number; imageUrl: string; videoUrl: string | null; title: string };

export class BannersRepository {
  private readonly db: Executor;
  constructor(db: Executor) {
    this.db = db;
  }

  /** In the order the carousel shows them. */
  async list(): Promise<BannerRecord[]> {
    const rows = await this.db
      .selectFrom('banner')
      .select(['size', 'image_url', 'video_url', 'title'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ size: r.size, imageUrl: r.image_url, videoUrl: r.video_url, title: r.title }));
  }
}

import type { BannerRecord, BannersRepository } from './banners.repository.ts';

export class BannersService {
  private readonly banners: BannersRepository;
  constructor(banners: BannersRepository) {
    this.banners = banners;
  }

  list(): Promise<BannerRecord[]> {
    return this.banners.list();
  }
}

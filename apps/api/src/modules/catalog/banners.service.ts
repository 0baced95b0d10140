import type { BannerRecord, BannersRepository, SpecialLandingRecord } from './banners.repository.ts';

/** What an admin set for the storefront's home carousel and special-offers landing page. */
export class BannersService {
  private readonly banners: BannersRepository;
  constructor(banners: BannersRepository) {
    this.banners = banners;
  }

  list(): Promise<BannerRecord[]> {
    return this.banners.list();
  }

  specialLanding(): Promise<SpecialLandingRecord> {
    return this.banners.specialLanding();
  }
}

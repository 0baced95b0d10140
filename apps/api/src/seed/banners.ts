import { bannerUrl } from '../modules/media/media-urls.ts';
import type { SeedRepository } from './seed.repository.ts';

/** SPEC §3 bunnerImageSize: 1 small, 2 medium, 3 large; at least two of each for the home page. */
const bannerPlan = [
  { size: 3, title: 'Single Malt Week', link: '/deals' },
  { size: 3, title: 'New Season Fragrances', link: '/new-arrivals' },
  { size: 3, title: 'Pre-order now, collect on board', link: '/what-is-preorder' },
  { size: 2, title: 'Travel Exclusives', link: '/travel-exclusives' },
  { size: 2, title: 'Gifts from Addis Ababa', link: '/best-sellers' },
  { size: 1, title: '10% off with WELCOME10', link: '/promocode-products/WELCOME10' },
  { size: 1, title: 'Buy 2, get 1 free', link: '/promotions' },
] as const;

export async function seedBanners(repository: SeedRepository): Promise<void> {
  for (const [index, plan] of bannerPlan.entries()) {
    const id = await repository.insertBanner({
      size: plan.size,
      title: plan.title,
      link_url: plan.link,
      image_url: '',
      video_url: null,
      sort_order: index,
    });
    await repository.setImageUrl('banner', id, bannerUrl(id, plan.size, plan.title));
  }
}

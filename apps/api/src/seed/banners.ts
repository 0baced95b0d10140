import { bannerUrl } from '../modules/media/media-urls.ts';
import type { SeedRepository } from './seed.repository.ts';

/** SPEC §3 bunnerImageSize: 1 small, 2 medium, 3 large; at least two of each for the home page. */
const bannerPlan = [
  {
    size: 3,
    title: 'Single Malt Week',
    ar: 'أسبوع الويسكي أحادي الشعير',
    zh: '单一麦芽威士忌周',
    link: '/deals',
  },
  {
    size: 3,
    title: 'New Season Fragrances',
    ar: 'عطور الموسم الجديد',
    zh: '新季香水',
    link: '/new-arrivals',
  },
  {
    size: 3,
    title: 'Pre-order now, collect on board',
    ar: 'اطلب مسبقًا الآن واستلم على متن الطائرة',
    zh: '立即预订，机上提取',
    link: '/what-is-preorder',
  },
  { size: 2, title: 'Travel Exclusives', ar: 'حصريات السفر', zh: '旅行独家', link: '/travel-exclusives' },
  {
    size: 2,
    title: 'Gifts from Addis Ababa',
    ar: 'هدايا من أديس أبابا',
    zh: '来自亚的斯亚贝巴的礼物',
    link: '/best-sellers',
  },
  {
    size: 1,
    title: '10% off with WELCOME10',
    ar: 'خصم 10% مع WELCOME10',
    zh: '使用 WELCOME10 享九折',
    link: '/promocode-products/WELCOME10',
  },
  {
    size: 1,
    title: 'Buy 2, get 1 free',
    ar: 'اشترِ 2 واحصل على 1 مجانًا',
    zh: '买二送一',
    link: '/promotions',
  },
] as const;

export async function seedBanners(repository: SeedRepository): Promise<void> {
  for (const [index, plan] of bannerPlan.entries()) {
    const id = await repository.insertBanner({
      size: plan.size,
      title: plan.title,
      title_ar: plan.ar,
      title_zh: plan.zh,
      link_url: plan.link,
      image_url: '',
      video_url: null,
      sort_order: index,
    });
    await repository.setImageUrl('banner', id, bannerUrl(id, plan.size, plan.title));
  }
}

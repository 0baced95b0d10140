import type { CatalogSection } from '@dutyfree/contracts';
import { paths } from '../../../config/paths.ts';
import type { PageTitleKey } from '../../i18n/resources.ts';

/** A section of the shop as a page: its address, the section the catalogue lists there, its title. */
export interface SectionPage {
  path: string;
  section: CatalogSection;
  title: PageTitleKey;
}

/** The sections' pages, read by their screens and by the server, which renders them with their products. */
export const sectionPages = {
  newArrivals: { path: paths.newArrivals, section: 'new-arrivals', title: 'newArrivals' },
  promotions: { path: paths.promotions, section: 'promotions', title: 'promotions' },
  specialOffers: { path: paths.specialOffers, section: 'special-offers', title: 'specialOffers' },
  travelExclusives: { path: paths.travelExclusives, section: 'travel-exclusives', title: 'travelExclusives' },
  bestSellers: { path: paths.bestSellers, section: 'best-sellers', title: 'bestSellers' },
  deals: { path: paths.deals, section: 'deals', title: 'deals' },
  // Not in SPEC §2's route table, but the landing page and the mobile drawer link here.
  offers: { path: paths.offers, section: 'special-offers', title: 'offers' },
} as const satisfies Record<string, SectionPage>;

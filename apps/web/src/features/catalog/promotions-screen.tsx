import { SectionListing } from './listing/section-listing.tsx';
import { sectionPages } from './listing/section-pages.ts';

export function Component() {
  return <SectionListing page={sectionPages.promotions} />;
}

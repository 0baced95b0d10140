import { SectionListing } from './listing/section-listing.tsx';

export function Component() {
  return <SectionListing section="special-offers" title="specialOffers" />;
}

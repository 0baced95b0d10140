import { SectionListing } from './listing/section-listing.tsx';

export function Component() {
  return <SectionListing section="travel-exclusives" title="travelExclusives" />;
}

import { SectionListing } from './listing/section-listing.tsx';

export function Component() {
  return <SectionListing section="new-arrivals" title="newArrivals" />;
}

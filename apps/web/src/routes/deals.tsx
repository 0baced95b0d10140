import { SectionListing } from '../features/catalog/listing/section-listing.tsx';

export function Component() {
  return <SectionListing section="deals" title="deals" />;
}

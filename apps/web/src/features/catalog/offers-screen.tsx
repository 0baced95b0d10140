import { SectionListing } from './listing/section-listing.tsx';

// Not in SPEC §2's route table, but the landing page and the mobile drawer link here: the special offers.
export function Component() {
  return <SectionListing section="special-offers" title="offers" />;
}

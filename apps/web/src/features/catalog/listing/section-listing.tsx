import { useTranslation } from 'react-i18next';
import { ProductListing } from './product-listing.tsx';
import type { SectionPage } from './section-pages.ts';

/** A section of the shop (new arrivals, deals, …) as a listing under its page title. */
export function SectionListing({ page }: { page: SectionPage }) {
  const { t } = useTranslation('pages');
  return <ProductListing title={t(`titles.${page.title}`)} scope={{ section: page.section }} />;
}

import type { CatalogSection } from '@dutyfree/contracts';
import { useTranslation } from 'react-i18next';
import type { PageTitleKey } from '../../i18n/resources.ts';
import { ProductListing } from './product-listing.tsx';

/** A section of the shop (new arrivals, deals, …) as a listing under its page title. */
export function SectionListing({ section, title }: { section: CatalogSection; title: PageTitleKey }) {
  const { t } = useTranslation('pages');
  return <ProductListing title={t(`titles.${title}`)} scope={{ section }} />;
}

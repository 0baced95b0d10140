import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useOfferPriceLists } from './api/get-offer-price-lists.ts';
import { ProductListing } from './listing/product-listing.tsx';
import { routeId } from './listing/route-id.ts';

/** /collections/{id}: the products of one offer price list, titled with the offer's name. */
export function Component() {
  const { t } = useTranslation('pages');
  const collectionId = routeId(useParams().id);
  const offers = useOfferPriceLists();
  if (collectionId === undefined) return <Navigate to={paths.notFound} replace />;
  const name = offers.data?.find((offer) => offer.id === collectionId)?.name ?? t('titles.collection');
  return <ProductListing title={name} scope={{ collectionId }} />;
}

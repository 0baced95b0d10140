import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useBrands } from './api/get-brands.ts';
import { ProductListing } from './listing/product-listing.tsx';
import { routeId } from './listing/route-id.ts';

/** /product-list-by-brand/{brandName}/{brandId}. */
export function Component() {
  const { cat = '', id } = useParams();
  const brandId = routeId(id);
  const brands = useBrands();
  if (brandId === undefined) return <Navigate to={paths.notFound} replace />;
  const name = brands.data?.find((brand) => brand.id === brandId)?.name || cat;
  return <ProductListing title={name} scope={{ brandId }} brandFilter={false} />;
}

import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { routeId } from './listing/route-id.ts';
import { ProductPage } from './product/product-page.tsx';

/** /product-detail/{id}. */
export function Component() {
  const itemId = routeId(useParams().id);
  if (itemId === undefined) return <Navigate to={paths.notFound} replace />;
  // A new product (e.g. from 'you might also like') starts with its own quantity and gallery.
  return <ProductPage key={itemId} itemId={itemId} />;
}

import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCategories } from './api/get-categories.ts';
import { findCategory } from './category-tree.ts';
import { ProductListing } from './listing/product-listing.tsx';
import { routeId } from './listing/route-id.ts';

/** /product-list/{categoryName}/{categoryId}: the category and its sub-categories. */
export function Component() {
  const { cat = '', id } = useParams();
  const categoryId = routeId(id);
  const categories = useCategories();
  if (categoryId === undefined) return <Navigate to={paths.notFound} replace />;
  // The shop's own spelling of the name once the tree is there; the URL's until then.
  const name = (categories.data && findCategory(categories.data, categoryId)?.name) || cat;
  return <ProductListing title={name} scope={{ categoryId }} />;
}

import type { CatalogItem } from '@dutyfree/contracts';
import { type ComponentType, createContext, useContext } from 'react';

/** What a product's action area (the add-to-cart control) is given wherever a product is shown. */
export interface ProductActionsProps {
  item: CatalogItem;
  /** The product page's quantity selector value; 1 on cards. */
  quantity: number;
  /** True while the product's details are still loading: the add button must not be pressed yet. */
  busy: boolean;
  placement: 'card' | 'detail';
}

// The catalogue shows products but does not know the cart: the cart feature supplies the component that
// fills this slot, once, at the top of the app. Until it does, cards and product pages show no action.
const ProductActionsContext = createContext<ComponentType<ProductActionsProps>>(() => null);

export const ProductActionsProvider = ProductActionsContext.Provider;

/** The render slot ProductCard and the product page leave for their actions. */
export function ProductActions(props: ProductActionsProps) {
  const Actions = useContext(ProductActionsContext);
  return <Actions {...props} />;
}

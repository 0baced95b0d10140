import type { ItemCategory } from '@dutyfree/contracts';

/** A category anywhere in the tree. */
export function findCategory(categories: readonly ItemCategory[], id: number): ItemCategory | undefined {
  for (const category of categories) {
    if (category.id === id) return category;
    const found = findCategory(category.children, id);
    if (found) return found;
  }
  return undefined;
}

// Plain values of this area (messages, limits, names) apart from its zod schemas: the web app's first
// download needs these, and a bundler keeps a module whole, so schemas beside them would bring zod along.

export const backOfficeBrandMessages = {
  brandNotFound: 'There is no such brand.',
  brandNameTaken: 'Another brand already has this name.',
  categoryNotFound: 'There is no such category.',
  powerBrandsFull: 'At most 21 brands may be power brands. Take the flag off another brand first.',
  categoryParentInvalid: 'Choose a top-level category as the parent, not the category itself.',
  categoryHasSubcategories: 'A category with subcategories stays at the top level.',
} as const;

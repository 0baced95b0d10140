/** How long each catalogue read cache keeps what it read, in milliseconds; 0 turns one off. */
export type CatalogCacheTtls = {
  /** Running offer lists with their items, tiers and buy-gets. */
  offers: number;
  /** Result counts and the anchors deep pages start from. */
  listings: number;
  /**
   * Serialized answers to catalogue reads (home lists, listing and search pages, suggestions, items and
   * product details), one per request, currency and language.
   */
  replies: number;
};

/**
 * What a traveller may notice:
 * - an offer list switched on or off, or its items, tiers and buy-gets edited, reach product cards and
 *   listings within 30 s (start and end times are exact; the cart prices orders from fresh reads);
 * - "N results" and where pages from result 257 on start may be 30 s behind items added, withdrawn or
 *   repriced;
 * - search results and suggestions come from the process's search index, rebuilt on every back-office
 *   change (decision 0038); suggested and listed items are read fresh, so a withdrawn one is never shown;
 * - every catalogue answer (home lists, listing and search pages, suggestions, product pages and cards),
 *   the stock and prices it shows included, may be 10 s old, and an offer may start or end up to 10 s late
 *   on it; the cart and the checkout price from fresh reads and decide on stock. A writer that must see its
 *   change at once calls the catalogue's `invalidateCaches`.
 */
export const CATALOG_CACHE_TTLS: CatalogCacheTtls = {
  offers: 30_000,
  listings: 30_000,
  replies: 10_000,
};

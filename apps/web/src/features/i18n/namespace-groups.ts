/**
 * Namespaces only screens further into a visit read: the content pages, orders and their tracking,
 * checkout, guest details and about us. The first page a shopper opens (the catalogue, the header and the
 * footer) needs none of them, so they stay out of its download and come in one chunk per language with
 * the first screen that needs them (see `loadLaterTranslations`). The build's chunk groups read this list.
 */
export const LATER_NAMESPACES: readonly string[] = ['about', 'checkout', 'content', 'guest', 'orders'];

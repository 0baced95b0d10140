import type about from '../../locales/en/about.json';
import type account from '../../locales/en/account.json';
import type cart from '../../locales/en/cart.json';
import type catalog from '../../locales/en/catalog.json';
import type checkout from '../../locales/en/checkout.json';
import type common from '../../locales/en/common.json';
import type content from '../../locales/en/content.json';
import type engagement from '../../locales/en/engagement.json';
import type errors from '../../locales/en/errors.json';
import type guest from '../../locales/en/guest.json';
import type layout from '../../locales/en/layout.json';
import type onboard from '../../locales/en/onboard.json';
import type orders from '../../locales/en/orders.json';
import type pages from '../../locales/en/pages.json';
import type staff from '../../locales/en/staff.json';

// English is the reference: keys are type-checked against it, and a unit test keeps the other languages
// in step. Add a namespace here when you add a file under src/locales/en/.
interface ShopResources {
  about: typeof about;
  account: typeof account;
  cart: typeof cart;
  catalog: typeof catalog;
  checkout: typeof checkout;
  common: typeof common;
  content: typeof content;
  engagement: typeof engagement;
  errors: typeof errors;
  guest: typeof guest;
  layout: typeof layout;
  onboard: typeof onboard;
  orders: typeof orders;
  pages: typeof pages;
  /** Added by the staff area's chunk (locale-backend's addLocaleFiles), never loaded at start-up. */
  staff: typeof staff;
}

export type PageTitleKey = keyof ShopResources['pages']['titles'];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: ShopResources;
  }
}

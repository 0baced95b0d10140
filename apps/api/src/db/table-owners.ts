import type { ShopDatabase } from './schema.ts';
import type { TableOwnership } from './table-owners-check.ts';

// One owner per table. Each table is written, and its rows mapped to records, by the repositories of the
// one module that owns it; every other module reaches its data through the owner's facade. A few reads are
// made inside another module's statement instead, each listed below with its reason (a statement that is
// one round trip on a hot path, a read model made of several areas' rows). An owner may also lend a piece
// of a statement through its facade (the catalogue's `mainPictureUrl`): its SQL stays in the owner's
// repository. One column is kept by a module other than its table's owner: the warehouse's stock of an
// item, `item.stock`, is the stock module's (`columnKeepers`), which moves it only by relative updates with
// a movement beside each; it stays on the item's row so that the catalogue reads it with the item and a
// sale's update stays heap-only (decision 0033).
//
// `npm run lint` checks the repositories of `modules/` against this map (`lint:table-owners`,
// `cli/check-table-owners.ts`), and reports a declaration no repository needs any more. Outside the rule:
// migrations (they shape every table, frozen in time), the demo seed and the reference data (`seed/`),
// test fixtures and tests (they set up rows), and `db/` itself.

/** The API's modules (folders of `modules/`). */
type ShopModule =
  | 'auth'
  | 'back-office'
  | 'cart'
  | 'cabin'
  | 'catalog'
  | 'currencies'
  | 'customers'
  | 'engagement'
  | 'flights'
  | 'jobs'
  | 'loyalty'
  | 'mail'
  | 'media'
  | 'onboard'
  | 'orders'
  | 'packing'
  | 'payments'
  | 'staff'
  | 'stock';

/** SQLite's full-text indexes of the goods (migrations 0011 and 0017): the catalogue searches them. */
type SearchIndexTable = 'item_names_fts' | 'item_code_fts';

const packingList =
  'the packing list reads a flight’s bags in one statement: orders, lines, goods, tickets, hand-overs';

export const TABLE_OWNERS = {
  app_setting: { owner: 'auth' },
  revoked_token: { owner: 'auth' },

  currency: {
    owner: 'currencies',
    readers: {
      orders: 'an order is read with its currency’s code, in the statement that reads it',
      packing: packingList,
    },
  },

  exchange_rate_change: { owner: 'currencies' },

  category: { owner: 'catalog' },
  brand: { owner: 'catalog' },
  item: {
    owner: 'catalog',
    readers: {
      orders:
        'an order’s lines show their goods’ names and codes, read with the lines; the trade’s top items are summed from the lines in one statement',
      packing: packingList,
    },
    columnKeepers: {
      stock:
        'the warehouse’s figure (item.stock) is the stock module’s, moved by relative updates with a movement each; it reads the goods’ codes and names with loads and movements',
    },
  },
  item_image: { owner: 'catalog' },
  item_price_change: { owner: 'catalog' },
  item_names_fts: { owner: 'catalog' },
  item_code_fts: { owner: 'catalog' },
  banner: { owner: 'catalog' },
  special_landing: { owner: 'catalog' },
  price_list: { owner: 'catalog' },
  price_list_item: { owner: 'catalog' },
  price_list_bundle: { owner: 'catalog' },
  price_list_bundle_item: { owner: 'catalog' },
  volume_price: { owner: 'catalog' },
  buy_get_offer: { owner: 'catalog' },
  item_volume_price_list: { owner: 'catalog' },
  purchase_rule: { owner: 'catalog' },
  customs_rule: { owner: 'catalog' },
  customs_rule_version: { owner: 'catalog' },
  purchase_rule_item: { owner: 'catalog', readers: { packing: packingList } },

  item_sales: {
    owner: 'stock',
    readers: {
      catalog: 'the best sellers are ranked inside the listing’s statement (a home list is the hot path)',
    },
  },
  onboard_stock: {
    owner: 'stock',
    readers: {
      onboard: 'the on-board catalogue shows what the flight carries',
      flights: 'the schedule lists each flight with the units it carries, in the statement that lists it',
    },
  },
  stock_movement: { owner: 'stock' },

  customer: { owner: 'customers' },
  password_reset_token: { owner: 'customers' },

  loyalty_member: { owner: 'loyalty' },
  miles_transaction: { owner: 'loyalty' },

  airport: { owner: 'flights' },
  flight: { owner: 'flights', readers: { packing: packingList } },
  ticket: { owner: 'flights', readers: { packing: packingList } },
  passenger_sector: { owner: 'flights' },

  customer_order: {
    owner: 'orders',
    readers: {
      packing: packingList,
      stock: 'a stock movement names the order that caused it, read with the movements',
    },
  },
  order_line: { owner: 'orders', readers: { packing: packingList } },
  order_handover: { owner: 'orders', readers: { packing: packingList } },
  payment: { owner: 'orders' },
  payment_event: { owner: 'orders' },
  checkout_request: { owner: 'orders' },
  cart_revision: { owner: 'cart' },
  duty_session: { owner: 'cabin' },
  cabin_action: { owner: 'cabin' },
  cabin_conflict: { owner: 'cabin' },
  trolley_closing: { owner: 'cabin' },

  staff_member: {
    owner: 'staff',
    readers: {
      packing: 'a handed-over bag names the crew member who handed it over, in the packing list’s statement',
      stock: 'a stock movement names the admin who made it, read with the movements',
      cabin: 'a closed trolley names the crew member who closed it, read with the closing',
    },
  },
  staff_audit_entry: { owner: 'staff' },
  staff_access_link: { owner: 'staff' },
  staff_recovery_code: { owner: 'staff' },

  uploaded_picture: { owner: 'media' },
  sandbox_payment_session: { owner: 'payments' },
  feedback: { owner: 'engagement' },
  newsletter_subscription: { owner: 'engagement' },
  mail_outbox: { owner: 'mail' },
  mail_sent: { owner: 'mail' },
  job: { owner: 'jobs' },
} as const satisfies Record<keyof ShopDatabase | SearchIndexTable, TableOwnership<ShopModule>>;

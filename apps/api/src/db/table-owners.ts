import type { ShopDatabase } from './schema.ts';
import type { TableOwnership } from './table-owners-check.ts';

// One owner per table. Each table is written, and its rows mapped to records, by the repositories of the
// one module that owns it; every other module reaches its data through the owner's facade. A few reads are
// made inside another module's statement instead, each listed below with its reason (a statement that is
// one round trip on a hot path, a read model made of several areas' rows). An owner may also lend a piece
// of a statement through its facade (the catalogue's `mainPictureUrl`): its SQL stays in the owner's
// repository. The stock figures are the one exception to "writes by the owner only" today: orders take and
// give back `item.stock` and `onboard_stock`, and an admin saves a flight's load, in their own repositories
// (`interimWriters`), until a stock module keeps every stock figure.
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
  | 'staff';

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
      'back-office':
        'a flight’s load names its goods, read with the load (until the stock module keeps loads)',
    },
    interimWriters: {
      orders:
        'orders take and give back the warehouse stock (item.stock) in their own transaction, until the stock module keeps it',
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
  purchase_rule_item: { owner: 'catalog', readers: { packing: packingList } },

  item_sales: {
    owner: 'orders',
    readers: {
      catalog: 'the best sellers are ranked inside the listing’s statement (a home list is the hot path)',
    },
  },
  onboard_stock: {
    owner: 'orders',
    readers: {
      onboard: 'the on-board catalogue shows what the flight carries',
      flights: 'the schedule lists each flight with the units it carries, in the statement that lists it',
    },
    interimWriters: {
      'back-office': 'an admin saves a flight’s load, until the stock module keeps loads',
    },
  },

  customer: { owner: 'customers' },
  password_reset_token: { owner: 'customers' },

  loyalty_member: { owner: 'loyalty' },
  miles_transaction: { owner: 'loyalty' },

  airport: { owner: 'flights' },
  flight: { owner: 'flights', readers: { packing: packingList } },
  ticket: { owner: 'flights', readers: { packing: packingList } },
  passenger_sector: { owner: 'flights' },

  customer_order: { owner: 'orders', readers: { packing: packingList } },
  order_line: { owner: 'orders', readers: { packing: packingList } },
  order_handover: { owner: 'orders', readers: { packing: packingList } },
  payment: { owner: 'orders' },
  payment_event: { owner: 'orders' },
  checkout_request: { owner: 'orders' },

  staff_member: {
    owner: 'staff',
    readers: {
      packing: 'a handed-over bag names the crew member who handed it over, in the packing list’s statement',
    },
  },
  staff_audit_entry: { owner: 'staff' },

  uploaded_picture: { owner: 'media' },
  sandbox_payment_session: { owner: 'payments' },
  feedback: { owner: 'engagement' },
  newsletter_subscription: { owner: 'engagement' },
  mail_outbox: { owner: 'mail' },
  job: { owner: 'jobs' },
} as const satisfies Record<keyof ShopDatabase | SearchIndexTable, TableOwnership<ShopModule>>;

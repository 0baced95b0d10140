// The shop's import boundaries, checked by `npm run lint` (dependency-cruiser). Each rule says why it
// exists; a forbidden import fails the lint step. Tests may reach further than production code (fixtures,
// the app under test), so the module and feature rules look at production files only.

const TEST_FILE = '\\.(test|spec|fixtures)\\.(ts|tsx)$|/testing/';

/**
 * The contracts' modules of plain values (messages, limits, names, paths), which the web app's first
 * screen imports; the other contracts modules hold zod schemas.
 */
const PLAIN_CONTRACTS =
  '^packages/contracts/src/([a-z-]+-values|shop-errors|shop-language|api-paths|privileges|pages)\\.ts$';

/** The web app's route table: every screen is loaded lazily from here. */
const ROUTE_TABLE = '^apps/web/src/app/routes\\.ts$';

const { readdirSync } = require('node:fs');

const FEATURES = readdirSync(`${__dirname}/apps/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Features every screen may use. */
const SHARED_FEATURES = {
  session: 'the session (tokens, who is signed in) is asked for by every caller',
  i18n: 'every screen translates and formats in the shopper’s language',
};

/**
 * Other edges between web features, and why. Anything else between features goes through shared code
 * (components, lib, hooks) or is composed by the app shell and the route table.
 */
const ALLOWED_FEATURE_EDGES = {
  cart: {
    catalog: 'cart lines are catalogue items, priced and pictured as on cards',
    onboard: 'a cart holds the lines of one catalogue: pre-order or the selected flight',
  },
  catalog: {
    onboard:
      'while on board, listings and product pages show the flight’s items and stock, cut into the shop’s sections by the catalogue (onboard-catalogue.ts)',
  },
  search: {
    catalog: 'search results are a catalogue listing',
    onboard: 'while on board, suggestions come from the flight’s items',
  },
  onboard: {
    cart: 'switching flight empties the cart, after asking',
    checkout: 'the header’s selector is checkout’s ticket lookup and flight cards',
    orders: 'flight cards format departures as orders do',
  },
  account: {
    onboard: 'the guest form offers the name as booked to a traveller shopping their flight',
  },
  checkout: {
    cart: 'checkout sells the cart’s selected lines',
    catalog: 'the order summary shows catalogue items',
    account: 'who is checking out: the signed-in traveller or a guest',
    orders: 'a placed order is shown, and retried, through the orders feature',
    onboard: 'an on-board cart checks out for the selected flight and seat',
  },
  orders: {
    account: 'my orders live in the account area',
    cart: 'a paid order takes its lines out of the cart',
    catalog: 'order lines show catalogue pictures and names',
  },
  home: {
    catalog: 'the home page shows the catalogue’s banners and product sliders',
    onboard: 'while on board, the home page welcomes the traveller to the selected flight',
  },
  content: { consent: 'the privacy policy names the cookie that records the shopper’s consent' },
  'guest-registration': {
    checkout: 'guest registration reuses the ticket lookup',
    orders: 'guest registration leads to order tracking',
    onboard: 'a flight closed to pre-orders points to shopping on board, through the flight selector',
  },
};

/**
 * The staff area's parts, and which other parts each may import (besides itself). The shell composes the
 * areas, so it may import them all; the crew's screens become an installable app of their own, so they
 * reach nothing of the back office; the back-office areas share its pieces but not each other's screens.
 */
const STAFF_PARTS = {
  shared: { allowed: [], why: 'the staff session, client, paths and words serve every part' },
  'back-office': {
    allowed: ['shared'],
    why: 'the pieces the back-office areas share (admin gate, pager, editor)',
  },
  crew: { allowed: ['shared'], why: 'the crew app is never tied to the back office' },
  catalogue: {
    allowed: ['shared', 'back-office'],
    why: 'goods, pictures, brands, categories, banners, rules',
  },
  prices: { allowed: ['shared', 'back-office'], why: 'price lists, promotion codes and exchange rates' },
  schedule: { allowed: ['shared', 'back-office'], why: 'flights, tickets, loads and the schedule import' },
  trade: { allowed: ['shared', 'back-office'], why: 'orders, customers, the dashboard and the audit log' },
  people: {
    allowed: ['shared', 'back-office'],
    why: 'staff accounts: invitations, roles, disabling, password links and the page they open',
  },
};

const staffPartRules = Object.entries(STAFF_PARTS).map(([part, { allowed, why }]) => ({
  name: `web-staff-${part}-imports-allowed-parts-only`,
  severity: 'error',
  comment: `features/staff/${part} (${why}) may import staff parts ${[part, ...allowed].join(', ')} only`,
  from: { path: `^apps/web/src/features/staff/${part}/`, pathNot: TEST_FILE },
  to: {
    path: '^apps/web/src/features/staff/',
    pathNot: `^apps/web/src/features/staff/(${[part, ...allowed].join('|')})/`,
  },
}));

/** One rule per feature: it may import itself, the shared features and its allowed edges. */
const featureRules = FEATURES.map((feature) => {
  const allowed = [
    feature,
    ...Object.keys(SHARED_FEATURES),
    ...Object.keys(ALLOWED_FEATURE_EDGES[feature] ?? {}),
  ];
  return {
    name: `web-feature-${feature}-imports-allowed-features-only`,
    severity: 'error',
    comment: `features/${feature} may import features ${allowed.join(', ')} (ALLOWED_FEATURE_EDGES says why)`,
    from: { path: `^apps/web/src/features/${feature}/`, pathNot: TEST_FILE },
    to: { path: '^apps/web/src/features/', pathNot: `^apps/web/src/features/(${allowed.join('|')})/` },
  };
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle makes two files one unit that cannot be understood or tested alone. Type-only imports ' +
        'are left out: a module facade naming the type its routes receive is erased at run time.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      comment: 'Contracts and pricing are shared by both apps; they must not depend on either.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'contracts-plain-values-stay-plain',
      severity: 'error',
      comment:
        'The first screen imports the contracts’ plain values. A bundler keeps a module whole, so a schema ' +
        'module (or zod) among their imports would put zod in the first download (docs/decisions/0017).',
      from: { path: PLAIN_CONTRACTS },
      to: {
        path: ['^packages/contracts/src/', '(^|/)node_modules/zod/'],
        pathNot: PLAIN_CONTRACTS,
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'web-never-imports-api',
      severity: 'error',
      comment: 'The browser reaches the server only over HTTP; shared rules live in packages/.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-never-imports-web',
      severity: 'error',
      comment: 'The server serves the built web app as files; it never imports its source.',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'api-modules-through-facades',
      severity: 'error',
      comment:
        'An API module reaches another only through that module’s facade (<name>.module.ts), so that its ' +
        'repositories, services and tables can change without the others knowing.',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: TEST_FILE },
      to: {
        path: '^apps/api/src/modules/([^/]+)/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/([^/]+)/\\1\\.module\\.ts$'],
      },
    },
    {
      name: 'api-query-builder-only-in-repositories',
      severity: 'error',
      comment:
        'SQL lives in repositories. Services, routes and facades name the database only as the opaque ' +
        'Executor of db/transaction.ts (withTransaction opens one), so that a transaction is passed one ' +
        'way and no rule of the shop is written against the query builder. Fixtures and tests set up rows.',
      from: {
        path: '^apps/api/src/modules/',
        pathNot: ['[.-]repository\\.ts$', TEST_FILE],
      },
      to: { path: '(^|/)node_modules/kysely/' },
    },
    {
      name: 'api-shared-code-is-not-a-module',
      severity: 'error',
      comment: 'http/, db/ and caching/ serve every module; they must not depend on one.',
      from: { path: '^apps/api/src/(http|db|caching)/', pathNot: TEST_FILE },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'web-shared-code-is-not-a-feature',
      severity: 'error',
      comment: 'components/, lib/ and hooks/ are used by features; a feature is never used by them.',
      from: { path: '^apps/web/src/(components|lib|hooks|config)/', pathNot: TEST_FILE },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-staff-area-only-through-its-lazy-route',
      severity: 'error',
      comment:
        'Shoppers never download the staff area: only the route table reaches features/staff, so none of ' +
        'it lands in a shopper chunk. The crew app (src/crew/) is a build of its own and may use it.',
      from: {
        path: '^apps/web/src/',
        pathNot: ['^apps/web/src/features/staff/', '^apps/web/src/crew/', ROUTE_TABLE, TEST_FILE],
      },
      to: { path: '^apps/web/src/features/staff/' },
    },
    {
      name: 'web-staff-area-is-one-lazy-chunk',
      severity: 'error',
      comment:
        'The route table loads the staff area on demand, through its screen alone; a static import, or one of ' +
        'another staff file, would put staff code in the shopper’s first load.',
      from: { path: ROUTE_TABLE },
      to: {
        path: '^apps/web/src/features/staff/',
        pathNot: '^apps/web/src/features/staff/staff-screen\\.tsx$',
      },
    },
    {
      name: 'web-staff-screen-loaded-lazily',
      severity: 'error',
      comment:
        'The route table imports the staff screen with import() only: a static import joins the first load.',
      from: { path: ROUTE_TABLE },
      to: { path: '^apps/web/src/features/staff/', dependencyTypesNot: ['dynamic-import'] },
    },
    ...featureRules,
    ...staffPartRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Kysely and zod stay in the graph (as leaves: doNotFollow) so that api-query-builder-only-in-repositories
    // and contracts-plain-values-stay-plain see who imports them; every other package, build output and the
    // bundled runtime are left out.
    exclude: { path: '^(?!node_modules/(kysely|zod)/).*(^|/)(node_modules|dist|\\.runtime)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

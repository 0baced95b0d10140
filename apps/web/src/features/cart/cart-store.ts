import { type CatalogItem, catalogItem, type OfferPriceList, offerPriceList } from '@dutyfree/contracts';
import { checkContract } from '../../lib/contract-check.ts';
import { keepState } from '../../lib/kept-state.ts';
import { currentOnBoardFlight } from '../onboard/onboard-store.ts';
import type { CartLine } from './cart-pricing.ts';

// The cart of SPEC §3/§4, kept in the browser for an hour (SPEC §9). Lines are keyed by item id (one line
// per product) and keep the order they were added in. What a line costs is not kept: the pricing engine
// works it out from the lines whenever a screen shows them, so it can never go stale.

export type { CartLine } from './cart-pricing.ts';

export interface AppliedPromo {
  /** Upper-case, as the contract gives it. */
  code: string;
  priceList: OfferPriceList;
}

export interface CartState {
  cart: CartLine[];
  /**
   * The lines chosen for checkout (SPEC §4: checking out moves the selected lines here). What checkout
   * shows and sells is `checkoutLines`: these as the cart holds them now.
   */
  cartForSummary: CartLine[];
  selectedItemsInCart: Record<number, boolean>;
  promo: AppliedPromo | null;
  /** The gift products of buy-get offers as the server last described them, so gift lines have names. */
  offerItems: Record<number, CatalogItem>;
  /** SPEC §4: 'Yes' to 'Are you over 18?' is remembered for later adds. */
  ageConfirmed: boolean;
  /**
   * The on-board flight whose catalogue the lines come from, or null for pre-order lines: a cart never
   * holds both, nor lines of two flights.
   */
  onBoardFlight: string | null;
}

/** SPEC §9: the cart is kept for 1 hour after its last change, then cleared. */
export const CART_PERSISTENCE_MS = 60 * 60 * 1000;
export const CART_STORAGE_KEY = 'dutyfree.cart';

const emptyCart: CartState = {
  cart: [],
  cartForSummary: [],
  selectedItemsInCart: {},
  promo: null,
  offerItems: {},
  ageConfirmed: false,
  onBoardFlight: null,
};

function isEmpty(cart: CartState): boolean {
  return (
    cart.cart.length === 0 && cart.cartForSummary.length === 0 && cart.promo === null && !cart.ageConfirmed
  );
}

function update(change: (current: CartState) => CartState): void {
  store.change(change(store.get()));
}

/** Lines whose product still matches the contract; a damaged or outdated entry is dropped, not fatal. */
function readLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: { item?: unknown; quantity?: unknown }) => {
    const item = checkContract(import.meta.env.DEV ? catalogItem : undefined, entry?.item);
    const quantity = entry?.quantity;
    return item.success && typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0
      ? [{ item: item.data, quantity }]
      : [];
  });
}

function readOfferItems(value: unknown): Record<number, CatalogItem> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.values(value).flatMap((entry) => {
      const item = checkContract(import.meta.env.DEV ? catalogItem : undefined, entry);
      return item.success ? [[item.data.id, item.data]] : [];
    }),
  );
}

function readPromo(value: unknown): AppliedPromo | null {
  const promo = value as { code?: unknown; priceList?: unknown } | null;
  const priceList = checkContract(import.meta.env.DEV ? offerPriceList : undefined, promo?.priceList);
  return priceList.success && typeof promo?.code === 'string'
    ? { code: promo.code, priceList: priceList.data }
    : null;
}

function readKept(kept: unknown): CartState {
  const stored = kept as Partial<Record<keyof CartState, unknown>>;
  const cart = readLines(stored.cart);
  const selected = (stored.selectedItemsInCart ?? {}) as Record<string, unknown>;
  return {
    ...emptyCart,
    cart,
    cartForSummary: readLines(stored.cartForSummary),
    selectedItemsInCart: Object.fromEntries(
      cart.map((line) => [line.item.id, selected[line.item.id] === true]),
    ),
    promo: readPromo(stored.promo),
    offerItems: readOfferItems(stored.offerItems),
    ageConfirmed: stored.ageConfirmed === true,
    onBoardFlight: typeof stored.onBoardFlight === 'string' ? stored.onBoardFlight : null,
  };
}

const store = keepState<CartState>({
  storageKey: CART_STORAGE_KEY,
  lifetimeMs: CART_PERSISTENCE_MS,
  empty: emptyCart,
  isEmpty,
  read: readKept,
});

/** Reads the kept cart, dropping it once it is an hour old. Runs at start-up and when another tab changes it. */
export const rehydrateCart = store.rehydrate;

export const getCart: () => CartState = store.get;
export const getServerCart: () => CartState = store.getServerSnapshot;
export const subscribeToCart = store.subscribe;

/** How many units of the item the cart holds. */
export function quantityInCart(itemId: number, cart: CartState = store.get()): number {
  return cart.cart.find((line) => line.item.id === itemId)?.quantity ?? 0;
}

/** SPEC §4: a new product becomes a selected line; adding it again raises the line's quantity. */
export function addToCart(item: CatalogItem, quantity: number): void {
  update((current) => {
    const existing = current.cart.some((line) => line.item.id === item.id);
    const cart = existing
      ? current.cart.map((line) =>
          line.item.id === item.id ? { item, quantity: line.quantity + quantity } : line,
        )
      : [...current.cart, { item, quantity }];
    return {
      ...current,
      cart,
      selectedItemsInCart: { ...current.selectedItemsInCart, [item.id]: true },
      onBoardFlight: currentOnBoardFlight(),
    };
  });
}

export function setLineQuantity(itemId: number, quantity: number): void {
  update((current) => ({
    ...current,
    cart: current.cart.map((line) =>
      line.item.id === itemId ? { ...line, quantity: Math.max(1, quantity) } : line,
    ),
  }));
}

/** SPEC §4: removing a line also clears its selection. */
export function removeFromCart(itemId: number): void {
  update((current) => {
    const { [itemId]: _removed, ...selectedItemsInCart } = current.selectedItemsInCart;
    return { ...current, cart: current.cart.filter((line) => line.item.id !== itemId), selectedItemsInCart };
  });
}

export function setLineSelected(itemId: number, selected: boolean): void {
  update((current) => ({
    ...current,
    selectedItemsInCart: { ...current.selectedItemsInCart, [itemId]: selected },
  }));
}

function selectedLines(cart: CartState = store.get()): CartLine[] {
  return cart.cart.filter((line) => cart.selectedItemsInCart[line.item.id] === true);
}

/** SPEC §4 checkout: the selected lines move into `cartForSummary` and the selection is cleared. */
export function beginCheckout(): void {
  update((current) => ({ ...current, cartForSummary: selectedLines(current), selectedItemsInCart: {} }));
}

/**
 * Back in the cart without ordering: the lines that went to checkout are selected again, so the traveller
 * finds the cart as they left it.
 */
export function resumeCart(): void {
  const current = store.get();
  if (current.cartForSummary.length === 0 || Object.values(current.selectedItemsInCart).some(Boolean)) return;
  const inSummary = new Set(current.cartForSummary.map((line) => line.item.id));
  update((latest) => ({
    ...latest,
    selectedItemsInCart: Object.fromEntries(
      latest.cart.map((line) => [line.item.id, inSummary.has(line.item.id)]),
    ),
  }));
}

/**
 * The lines going through checkout, as the cart holds them now: those chosen at checkout that the cart
 * still has, at their quantity now. Reached without choosing (a bookmark, the account page's "Continue as
 * guest"), or with every chosen line since taken out, it is the cart's lines. Never the copy made at
 * checkout: a line taken out of the cart is not sold.
 */
export function checkoutLines(cart: CartState = store.get()): CartLine[] {
  const chosen = new Set(cart.cartForSummary.map((line) => line.item.id));
  const stillChosen = cart.cart.filter((line) => chosen.has(line.item.id));
  return stillChosen.length > 0 ? stillChosen : cart.cart;
}

/** After an order is placed: its lines leave the cart, the summary and the promotion code are cleared. */
export function completeCheckout(): void {
  update((current) => {
    const ordered = new Set(checkoutLines(current).map((line) => line.item.id));
    return {
      ...current,
      cart: current.cart.filter((line) => !ordered.has(line.item.id)),
      cartForSummary: [],
      selectedItemsInCart: Object.fromEntries(
        Object.entries(current.selectedItemsInCart).filter(([id]) => !ordered.has(Number(id))),
      ),
      promo: null,
    };
  });
}

export function clearCart(): void {
  store.change(emptyCart);
}

export function confirmAge(): void {
  update((current) => ({ ...current, ageConfirmed: true }));
}

export function applyPromo(promo: AppliedPromo): void {
  update((current) => ({ ...current, promo }));
}

export function removePromo(): void {
  update((current) => ({ ...current, promo: null }));
}

export interface CartRefresh {
  /** Products as the shop has them now: prices in the current currency, stock. */
  items: readonly CatalogItem[];
  /** Products no longer sold: their lines leave the cart. */
  unavailableItemIds?: readonly number[];
  /** The promotion code's list in the current currency, or null when the code no longer applies. */
  promo?: AppliedPromo | null;
}

/**
 * Puts fresh server data in place of what was kept (the currency may have changed since, and stock moves).
 * Not a change by the traveller, so the hour is not restarted.
 */
export function refreshCart({ items, unavailableItemIds = [], promo }: CartRefresh): void {
  const state = store.get();
  const fresh = new Map(items.map((item) => [item.id, item]));
  const gone = new Set(unavailableItemIds);
  const gifts = new Set(
    state.cart.flatMap((line) => line.item.buyGetPriceList.map((offer) => offer.getItemId)),
  );
  const refresh = (lines: CartLine[]) =>
    lines
      .filter((line) => !gone.has(line.item.id))
      .map((line) => ({ ...line, item: fresh.get(line.item.id) ?? line.item }));
  store.refresh({
    ...state,
    cart: refresh(state.cart),
    cartForSummary: refresh(state.cartForSummary),
    offerItems: {
      ...state.offerItems,
      ...Object.fromEntries(items.filter((item) => gifts.has(item.id)).map((item) => [item.id, item])),
    },
    promo: promo === undefined ? state.promo : promo,
  });
}

import { ORDER_ACCESS_HEADER } from '@dutyfree/contracts';

// A guest proves an order is theirs with the order-access token the shop answered when it was placed.
// The browser leaves the shop for the payment page and comes back, so the tokens are kept in session
// storage: they last as long as the tab, survive the round trip and a reload, and go with the tab.

const STORAGE_KEY = 'dutyfree.orderAccess';
/** The order the traveller is checking out: its lines leave the cart once it is confirmed. */
const CHECKOUT_KEY = 'dutyfree.checkoutOrder';

function readTokens(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private browsing): a guest then reads the order through order tracking.
  }
}

/** Keeps an order's access token: from placing the order, or from finding it by order tracking. */
export function rememberOrderAccess(orderCode: string, token: string): void {
  write(STORAGE_KEY, JSON.stringify({ ...readTokens(), [orderCode]: token }));
}

/** Keeps the order's access token and marks it as the order this checkout placed. */
export function rememberPlacedOrder(orderCode: string, token: string): void {
  rememberOrderAccess(orderCode, token);
  write(CHECKOUT_KEY, orderCode);
}

export function orderAccessHeaders(orderCode: string): Record<string, string> {
  const token = readTokens()[orderCode];
  return token ? { [ORDER_ACCESS_HEADER]: token } : {};
}

/** True once for the order this checkout placed: the caller then empties the cart of its lines. */
export function takeCheckoutOrder(orderCode: string): boolean {
  try {
    if (window.sessionStorage.getItem(CHECKOUT_KEY) !== orderCode) return false;
  } catch {
    return false;
  }
  write(CHECKOUT_KEY, null);
  return true;
}

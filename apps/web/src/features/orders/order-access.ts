import { ORDER_ACCESS_HEADER } from '@dutyfree/contracts';

// A guest proves an order is theirs with the order-access token the shop answered when it was placed.
// The browser leaves the shop for the payment page and comes back, so the tokens are kept in session
// storage: they last as long as the tab, survive the round trip and a reload, and go with the tab.

const STORAGE_KEY = 'dutyfree.orderAccess';
/** The order the traveller is checking out: its lines leave the cart once it is confirmed. */
const CHECKOUT_KEY = 'dutyfree.checkoutOrder';
/** That order, once its payment failed: checking out again changes it. */
const RETRY_KEY = 'dutyfree.retryOrder';

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
  write(RETRY_KEY, null);
}

export function orderAccessHeaders(orderCode: string): Record<string, string> {
  const token = readTokens()[orderCode];
  return token ? { [ORDER_ACCESS_HEADER]: token } : {};
}

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The gateway sent the traveller back unpaid (declined, cancelled, error) from this tab's checkout: the
 * next checkout changes that order rather than placing another. A payment still pending at the bank is
 * never marked, so it cannot be replaced while it may yet succeed.
 */
export function markOrderForRetry(orderCode: string): void {
  if (read(CHECKOUT_KEY) === orderCode) write(RETRY_KEY, orderCode);
}

/** The unpaid order the next checkout should change, if any. */
export function orderToRetry(): string | null {
  return read(RETRY_KEY);
}

/** The order to retry has been closed meanwhile (expired, say): the next checkout places a new one. */
export function forgetOrderToRetry(): void {
  write(RETRY_KEY, null);
}

/** The order this tab checked out and has not yet seen confirmed, if any. */
export function checkoutOrder(): string | null {
  return read(CHECKOUT_KEY);
}

/** True once for the order this checkout placed: the caller then empties the cart of its lines. */
export function takeCheckoutOrder(orderCode: string): boolean {
  try {
    if (window.sessionStorage.getItem(CHECKOUT_KEY) !== orderCode) return false;
  } catch {
    return false;
  }
  write(CHECKOUT_KEY, null);
  write(RETRY_KEY, null);
  return true;
}

import { customsRule } from '@dutyfree/contracts';
import type { CustomsDestination } from './customs-allowances.tsx';

// The destination of the flight last chosen at checkout, kept for this tab's visit, so that the cart
// shows what its basket uses of that destination's allowances when the traveller goes back to it.

const KEY = 'dutyfree.customsDestination';

export function rememberCustomsDestination(destination: CustomsDestination | null): void {
  try {
    if (destination) sessionStorage.setItem(KEY, JSON.stringify(destination));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, quota): the cart then shows no allowance, checkout still does.
  }
}

export function rememberedCustomsDestination(): CustomsDestination | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<CustomsDestination> | null;
    const rule = customsRule.safeParse(kept?.rule);
    return rule.success && typeof kept?.airport === 'string'
      ? { rule: rule.data, airport: kept.airport }
      : null;
  } catch {
    return null;
  }
}

import { paths } from '../../config/paths.ts';

const REDIRECT_PARAM = 'redirectUrl';

/**
 * SPEC §2: where to go after signing in, from `redirectUrl`, by default the dashboard. Only a path of this
 * shop is followed, so a crafted link cannot send someone who just signed in to another site.
 */
export function readRedirectTarget(search: URLSearchParams): string {
  const target = search.get(REDIRECT_PARAM);
  if (!target?.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return paths.accountDashboard;
  }
  return target;
}

/** `path?redirectUrl=target`, leaving the default target out so links stay short. */
export function withRedirect(path: string, target: string): string {
  if (target === paths.accountDashboard) return path;
  return `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`;
}

/** SPEC §2: guest checkout is offered only on the way to the checkout. */
export function offersGuestCheckout(target: string): boolean {
  return target.split(/[?#]/)[0] === paths.checkout;
}

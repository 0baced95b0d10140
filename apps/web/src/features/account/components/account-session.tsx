import '../account.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { getAccount, signOut } from '../account-store.ts';
import { accountQueryKeys } from '../api/account-query-keys.ts';
import { withRedirect } from '../redirect-target.ts';
import { finishSigningOut, useSigningOut } from '../use-sign-out.ts';

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Mounted once in the layout. When any call of a signed-in user is refused with 401 (the token expired,
 * or "Please sign in to continue."), the user is signed out and asked to sign in again, coming back to
 * where they were. Also covers the page while a sign-out is under way.
 */
export function AccountSession() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;
  const signingOut = useSigningOut();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs because a navigation was committed
  useEffect(finishSigningOut, [location.key]);

  useEffect(() => {
    function onError(error: unknown) {
      if (!isUnauthorized(error) || !getAccount().isSignedIn) return;
      signOut();
      queryClient.removeQueries({ queryKey: accountQueryKeys.all });
      void navigate(withRedirect(paths.login, here.current), { replace: true });
    }
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, navigate]);

  if (!signingOut) return null;
  return (
    <div className="account-signing-out">
      <LoadingIndicator label={t('area.signingOut')} />
    </div>
  );
}

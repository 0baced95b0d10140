import { useTranslation } from 'react-i18next';
import { PersonIcon } from '../../../components/icons.tsx';
import { MenuOnDemand } from '../../../components/menu-on-demand.tsx';
import { useAccount } from '../use-account.ts';

const loadItems = () => import('./account-menu-items.tsx').then((module) => module.AccountMenuItems);

/**
 * The header's account menu (SPEC §2): the user's name when signed in, "Account" otherwise; its rows load
 * when it is first about to open.
 */
export function AccountMenu() {
  const { t } = useTranslation('account');
  const { isSignedIn, userInfo } = useAccount();
  const name = userInfo?.firstName || userInfo?.username;

  return (
    <MenuOnDemand
      className="account-menu"
      align="end"
      toggle={{
        id: 'account-menu',
        className: 'header-action account-menu__toggle',
        children: (
          <>
            <PersonIcon className="header-action__icon" />
            <span className="header-action__label">{isSignedIn && name ? name : t('menu.account')}</span>
          </>
        ),
      }}
      items={loadItems}
    />
  );
}

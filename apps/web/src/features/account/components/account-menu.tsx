import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonIcon } from '../../../components/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useAccount } from '../use-account.ts';
import { useSignOut } from '../use-sign-out.ts';

/**
 * The header's account menu (SPEC §2): log in and sign up when signed out; the user's name, leading to
 * the dashboard, and log out when signed in.
 */
export function AccountMenu() {
  const { t } = useTranslation('account');
  const { isSignedIn, userInfo } = useAccount();
  const signOut = useSignOut();
  const name = userInfo?.firstName || userInfo?.username;

  return (
    <Dropdown className="account-menu" align="end">
      <Dropdown.Toggle id="account-menu" variant="link" className="header-action account-menu__toggle">
        <PersonIcon className="header-action__icon" />
        <span className="header-action__label">{isSignedIn && name ? name : t('menu.account')}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {isSignedIn ? (
          <>
            <Dropdown.Item as={Link} to={paths.accountDashboard}>
              {t('menu.myAccount')}
            </Dropdown.Item>
            <Dropdown.Item as={Link} to={paths.accountOrders}>
              {t('area.orders')}
            </Dropdown.Item>
            <Dropdown.Divider />
            <Dropdown.Item as="button" type="button" onClick={() => void signOut()}>
              {t('area.logOut')}
            </Dropdown.Item>
          </>
        ) : (
          <>
            <Dropdown.Item as={Link} to={paths.login}>
              {t('menu.logIn')}
            </Dropdown.Item>
            <Dropdown.Item as={Link} to={paths.shebamilesLogin}>
              {t('menu.logInWithMiles')}
            </Dropdown.Item>
            <Dropdown.Item as={Link} to={paths.registration}>
              {t('menu.signUp')}
            </Dropdown.Item>
          </>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}

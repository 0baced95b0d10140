import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAccount } from '../use-account.ts';
import { useSignOut } from '../use-sign-out.ts';

/** The account menu's rows (SPEC §2): log in and sign up when signed out; the account and log out when signed in. */
export function AccountMenuItems() {
  const { t } = useTranslation('account');
  const { isSignedIn } = useAccount();
  const signOut = useSignOut();

  return isSignedIn ? (
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
  );
}

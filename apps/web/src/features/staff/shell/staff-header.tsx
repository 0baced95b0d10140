import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { LinksThatFit } from '../../../components/links-that-fit.tsx';
import { LanguagePicker } from '../../i18n/language-picker.tsx';
import { staffPaths } from '../shared/staff-paths.ts';
import { useStaffSession } from '../shared/staff-session.ts';
import { useStaffSignOut } from './api/sign-out.ts';

/** Name of the area, the staff member's screens, who is signed in, sign-out and the language. */
export function StaffHeader() {
  const { t } = useTranslation('staff');
  const session = useStaffSession();
  const signOut = useStaffSignOut();
  const navigate = useNavigate();

  return (
    <header className="staff-header">
      <div className="staff-header__row">
        <span className="staff-header__brand">{t('layout.brand')}</span>
        {session && (
          <nav aria-label={t('layout.navigation')} className="staff-header__nav">
            <LinksThatFit className="staff-header__links" moreLabel={t('layout.more')}>
              <NavLink to={staffPaths.flights} end>
                {t('layout.flights')}
              </NavLink>
              {/* The goods and the audit log are for admins; crew do not see the links (the API refuses them too). */}
              {session.staff.role === 'admin' && (
                <>
                  <NavLink to={staffPaths.items}>{t('layout.items')}</NavLink>
                  <NavLink to={staffPaths.audit}>{t('layout.audit')}</NavLink>
                  <NavLink to={staffPaths.priceLists}>{t('layout.priceLists')}</NavLink>
                  <NavLink to={staffPaths.exchangeRates}>{t('layout.exchangeRates')}</NavLink>
                  <NavLink to={staffPaths.orders}>{t('layout.orders')}</NavLink>
                  <NavLink to={staffPaths.customers}>{t('layout.customers')}</NavLink>
                  <NavLink to={staffPaths.dashboard}>{t('layout.dashboard')}</NavLink>
                  <NavLink to={staffPaths.schedule}>{t('layout.schedule')}</NavLink>
                  <NavLink to={staffPaths.brands}>{t('layout.brands')}</NavLink>
                  <NavLink to={staffPaths.categories}>{t('layout.categories')}</NavLink>
                  <NavLink to={staffPaths.purchaseRules}>{t('layout.purchaseRules')}</NavLink>
                  <NavLink to={staffPaths.customsRules}>{t('layout.customsRules')}</NavLink>
                  <NavLink to={staffPaths.banners}>{t('layout.banners')}</NavLink>
                  <NavLink to={staffPaths.specialLanding}>{t('layout.specialLanding')}</NavLink>
                  <NavLink to={staffPaths.people}>{t('layout.people')}</NavLink>
                </>
              )}
            </LinksThatFit>
          </nav>
        )}
        <div className="staff-header__actions">
          {session && (
            <>
              <span className="staff-header__who">
                {t('layout.signedInAs', { name: session.staff.name, role: t(`roles.${session.staff.role}`) })}
              </span>
              <Button
                variant="outline-light"
                size="sm"
                disabled={signOut.isPending}
                onClick={() =>
                  signOut.mutate(undefined, {
                    onSettled: () => navigate(staffPaths.signIn, { replace: true }),
                  })
                }
              >
                {t('layout.signOut')}
              </Button>
            </>
          )}
          <LanguagePicker />
        </div>
      </div>
    </header>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { offersGuestCheckout, readRedirectTarget, withRedirect } from '../redirect-target.ts';

/** SPEC §2 account choice page: each way in keeps the redirect target. */
export function AccountChooser() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const target = readRedirectTarget(search);
  const choices = [
    { to: withRedirect(paths.login, target), label: t('chooser.login'), text: t('chooser.loginText') },
    {
      to: withRedirect(paths.shebamilesLogin, target),
      label: t('chooser.loyaltyLogin'),
      text: t('chooser.loyaltyLoginText'),
    },
    {
      to: withRedirect(paths.registration, target),
      label: t('chooser.register'),
      text: t('chooser.registerText'),
    },
  ];
  if (offersGuestCheckout(target)) {
    choices.push({
      to: withRedirect(paths.guestCheckout, target),
      label: t('chooser.guest'),
      text: t('chooser.guestText'),
    });
  }

  return (
    <>
      <p className="lead">{t('chooser.intro')}</p>
      <ul className="account-choices">
        {choices.map((choice, index) => (
          <li key={choice.to} className="account-choice">
            <Link
              to={choice.to}
              className={index === 0 ? 'btn btn-primary btn-lg' : 'btn btn-outline-primary btn-lg'}
            >
              {choice.label}
            </Link>
            <p className="account-choice__text">{choice.text}</p>
          </li>
        ))}
      </ul>
      <Link to={paths.home} className="btn btn-link px-0">
        {t('chooser.back')}
      </Link>
    </>
  );
}

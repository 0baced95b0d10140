import { guestProfile } from '@dutyfree/contracts';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '../../../components/form-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useForm } from '../../../hooks/use-form.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import { getOnBoardingDetail } from '../../onboard/onboard-store.ts';
import { useTranslateErrors } from '../account-messages.ts';
import { getAccount, setGuestProfile } from '../account-store.ts';
import { offersGuestCheckout, readRedirectTarget, withRedirect } from '../redirect-target.ts';
import { useAccount } from '../use-account.ts';
import { MobileNumberFields } from './profile-fields.tsx';
import { SubmitButton } from './submit-button.tsx';

function initialValues() {
  const guest = getAccount().guestProfile;
  // A traveller shopping their flight has proven ticket and last name: the name as booked is offered.
  const booked = getOnBoardingDetail()?.passengerName;
  return {
    firstName: guest?.firstName ?? booked?.firstName ?? '',
    lastName: guest?.lastName ?? booked?.lastName ?? '',
    email: guest?.email ?? '',
    'mobileNumber.countryCode': guest?.mobileNumber.countryCode ?? '',
    'mobileNumber.number': guest?.mobileNumber.number ?? '',
  };
}

/** SPEC §6 guest checkout: who the guest is, kept as the guest profile, then on to the checkout. */
export function GuestCheckoutForm() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const requested = readRedirectTarget(search);
  // Guests only ever continue to the checkout (SPEC §2), whatever the link says.
  const target = offersGuestCheckout(requested) ? requested : paths.checkout;
  const navigate = useNavigate();
  const { isSignedIn } = useAccount();
  const form = useForm(initialValues);
  const translateErrors = useTranslateErrors();

  if (isSignedIn) return <Navigate to={target} replace />;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const { values } = form;
    const parsed = parseForm(guestProfile, {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      mobileNumber: {
        countryCode: values['mobileNumber.countryCode'],
        number: values['mobileNumber.number'],
      },
    });
    if (parsed.errors) {
      form.showErrors(translateErrors(parsed.errors));
      return;
    }
    setGuestProfile(parsed.data);
    void navigate(target);
  }

  return (
    <Form ref={form.formRef} noValidate onSubmit={submit}>
      <p>{t('guest.intro')}</p>
      <TextField
        id="guest-first-name"
        label={t('fields.firstName')}
        autoComplete="given-name"
        required
        {...form.field('firstName')}
      />
      <TextField
        id="guest-last-name"
        label={t('fields.lastName')}
        autoComplete="family-name"
        required
        {...form.field('lastName')}
      />
      <TextField
        id="guest-email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
        required
        {...form.field('email')}
      />
      <MobileNumberFields
        idPrefix="guest"
        legend={t('fields.mobileNumber')}
        required
        values={form.values}
        errors={form.errors}
        onChange={form.setValue}
      />
      <div className="account-actions">
        <SubmitButton pending={false} label={t('guest.submit')} pendingLabel={t('guest.submit')} />
        <Link to={withRedirect(paths.account, target)} className="btn btn-link">
          {t('login.back')}
        </Link>
      </div>
    </Form>
  );
}

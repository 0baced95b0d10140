import { customerProfileCreateRequest, passwordConfirmation } from '@dutyfree/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { TextField } from '../../../components/form-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useForm } from '../../../hooks/use-form.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import { toShopLanguage } from '../../i18n/languages.ts';
import { useDescribeFailure, useTranslateErrors } from '../account-messages.ts';
import { getAccount, signInCustomer } from '../account-store.ts';
import { useRegisterCustomer } from '../api/register-customer.ts';
import { readRedirectTarget, withRedirect } from '../redirect-target.ts';
import { useAccount } from '../use-account.ts';
import { FormAlert } from './form-alert.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { emptyProfile, ProfileFields, profilePayloadOf, profileValuesOf } from './profile-fields.tsx';
import { SubmitButton } from './submit-button.tsx';

/** A loyalty member coming from /shebamiles/login finds their details filled in (SPEC §4). */
function initialValues() {
  const member = getAccount().milesProfile;
  return {
    ...(member ? profileValuesOf(member) : emptyProfile),
    username: '',
    password: '',
    confirmPassword: '',
    membershipNumber: member?.memberId ?? '',
  };
}

/** SPEC §2 /registration: every field of the registration payload, checked here and by the server. */
export function RegistrationForm() {
  const { t, i18n } = useTranslation('account');
  const [search] = useSearchParams();
  const target = readRedirectTarget(search);
  const { isSignedIn, milesProfile } = useAccount();
  const form = useForm(initialValues);
  const [failure, setFailure] = useState<string | null>(null);
  const register = useRegisterCustomer();
  const translateErrors = useTranslateErrors();
  const describeFailure = useDescribeFailure();
  // Only the member who signed in may link their number; the field then shows it and cannot change.
  const linkedMember =
    milesProfile && form.values.membershipNumber === milesProfile.memberId ? milesProfile : null;

  if (isSignedIn) return <Navigate to={target} replace />;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const { values } = form;
    const request = {
      ...profilePayloadOf(values),
      username: values.username,
      password: values.password,
      membershipNumber: values.membershipNumber,
      language: toShopLanguage(i18n.resolvedLanguage).code,
    };
    const parsed = parseForm(customerProfileCreateRequest, request);
    const confirmation = parseForm(passwordConfirmation, values);
    if (parsed.errors || confirmation.errors) {
      form.showErrors(translateErrors({ ...parsed.errors, ...confirmation.errors }));
      return;
    }
    register.mutate(parsed.data, {
      onSuccess: (response) => signInCustomer(response, linkedMember),
      onError: (error) => {
        const { fields, message } = describeFailure(error);
        form.showErrors(fields);
        setFailure(message ?? t('registration.checkFields'));
      },
    });
  }

  return (
    <Form ref={form.formRef} noValidate onSubmit={submit}>
      {linkedMember ? (
        <Alert variant="success">
          {t('registration.memberWelcome', { name: linkedMember.firstName, memberId: linkedMember.memberId })}
        </Alert>
      ) : (
        <p>
          {t('registration.intro')}{' '}
          <Link to={withRedirect(paths.login, target)}>{t('registration.haveAccount')}</Link>
        </p>
      )}
      <FormAlert message={failure} />
      <ProfileFields
        idPrefix="registration"
        values={form.values}
        errors={form.errors}
        onChange={form.setValue}
      />
      <TextField
        id="registration-username"
        label={t('fields.username')}
        hint={t('registration.usernameHint')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.field('username')}
      />
      <NewPasswordFields
        idPrefix="registration"
        label={t('fields.password')}
        password={form.field('password')}
        confirmation={form.field('confirmPassword')}
      />
      <TextField
        id="registration-membership-number"
        label={t('fields.optional', { label: t('fields.membershipNumber') })}
        hint={linkedMember ? t('registration.membershipLinked') : t('registration.membershipHint')}
        readOnly={linkedMember !== null}
        autoCapitalize="characters"
        spellCheck={false}
        {...form.field('membershipNumber')}
      />
      <div className="account-actions">
        <SubmitButton
          pending={register.isPending}
          label={t('registration.submit')}
          pendingLabel={t('registration.submitting')}
        />
        <Link to={withRedirect(paths.account, target)} className="btn btn-link">
          {t('login.back')}
        </Link>
      </div>
    </Form>
  );
}

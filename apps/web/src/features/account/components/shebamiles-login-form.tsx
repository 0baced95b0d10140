import { shebamilesSignInRequest } from '@dutyfree/contracts';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '../../../components/form-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useForm } from '../../../hooks/use-form.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import { useFailureMessage, useTranslateErrors } from '../account-messages.ts';
import { signInMember } from '../account-store.ts';
import { useShebamilesSignIn } from '../api/shebamiles-sign-in.ts';
import { readRedirectTarget, withRedirect } from '../redirect-target.ts';
import { useAccount } from '../use-account.ts';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';

/**
 * SPEC §2/§4 loyalty sign-in: a member with a shop account is signed in and sent on; anyone else goes to
 * /registration with their membership details kept.
 */
export function ShebamilesLoginForm() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const target = readRedirectTarget(search);
  const navigate = useNavigate();
  const { isSignedIn } = useAccount();
  const form = useForm({ MemberID: '', Password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const signIn = useShebamilesSignIn();
  const translateErrors = useTranslateErrors();
  // The membership number stands where the shop sign-in has the username.
  const failureMessage = useFailureMessage(['MemberID', 'Password']);

  if (isSignedIn) return <Navigate to={target} replace />;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = parseForm(shebamilesSignInRequest, form.values);
    if (parsed.errors) {
      form.showErrors(translateErrors(parsed.errors));
      return;
    }
    signIn.mutate(parsed.data, {
      onSuccess: (response) => {
        if (signInMember(response) === 'needs-registration') {
          void navigate(withRedirect(paths.registration, target));
        }
      },
      onError: (error) => setFailure(failureMessage(error)),
    });
  }

  return (
    <Form ref={form.formRef} noValidate onSubmit={submit}>
      <p>{t('shebamiles.intro')}</p>
      <FormAlert message={failure} />
      <TextField
        id="shebamiles-member-id"
        label={t('fields.membershipNumber')}
        autoComplete="username"
        autoCapitalize="characters"
        spellCheck={false}
        required
        {...form.field('MemberID')}
      />
      <TextField
        id="shebamiles-password"
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('Password')}
      />
      <div className="account-actions">
        <SubmitButton
          pending={signIn.isPending}
          label={t('shebamiles.submit')}
          pendingLabel={t('login.submitting')}
        />
        <Link to={withRedirect(paths.account, target)} className="btn btn-link">
          {t('login.back')}
        </Link>
      </div>
    </Form>
  );
}

import { signInRequest } from '@dutyfree/contracts';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { TextField } from '../../../components/form-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useForm } from '../../../hooks/use-form.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import { useFailureMessage, useTranslateErrors } from '../account-messages.ts';
import { signInCustomer } from '../account-store.ts';
import { useSignIn } from '../api/sign-in.ts';
import { readRedirectTarget, withRedirect } from '../redirect-target.ts';
import { useAccount } from '../use-account.ts';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';

/** SPEC §2 /login: username and password; once signed in, on to the redirect target. */
export function LoginForm() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const target = readRedirectTarget(search);
  const { isSignedIn } = useAccount();
  const form = useForm({ username: '', password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const signIn = useSignIn();
  const translateErrors = useTranslateErrors();
  const failureMessage = useFailureMessage();

  if (isSignedIn) return <Navigate to={target} replace />;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = parseForm(signInRequest, form.values);
    if (parsed.errors) {
      form.showErrors(translateErrors(parsed.errors));
      return;
    }
    signIn.mutate(parsed.data, {
      // Signing in re-renders this form, which then leaves for the target.
      onSuccess: (response) => signInCustomer(response),
      onError: (error) => setFailure(failureMessage(error)),
    });
  }

  return (
    <Form ref={form.formRef} noValidate onSubmit={submit}>
      <FormAlert message={failure} />
      <TextField
        id="login-username"
        label={t('fields.usernameOrEmail')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.field('username')}
      />
      <TextField
        id="login-password"
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <p>
        <Link to={paths.forgotPassword}>{t('login.forgotPassword')}</Link>
      </p>
      <div className="account-actions">
        <SubmitButton
          pending={signIn.isPending}
          label={t('login.submit')}
          pendingLabel={t('login.submitting')}
        />
        <Link to={withRedirect(paths.account, target)} className="btn btn-link">
          {t('login.back')}
        </Link>
      </div>
      <p className="mt-4">
        {t('login.noAccount')}{' '}
        <Link to={withRedirect(paths.registration, target)}>{t('login.register')}</Link>
      </p>
    </Form>
  );
}

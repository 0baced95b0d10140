import { passwordConfirmation, resetForgotPasswordRequest } from '@dutyfree/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useForm } from '../../../hooks/use-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import { useFailureMessage, useTranslateErrors } from '../account-messages.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { FormAlert } from './form-alert.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SubmitButton } from './submit-button.tsx';

/** SPEC §2 reset page: the token comes from the mailed link, the new password is typed twice. */
export function ResetPasswordForm() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const form = useForm({ password: '', confirmPassword: '' });
  const [failure, setFailure] = useState<{ message: string; badToken: boolean } | null>(null);
  const reset = useResetPassword();
  const translateErrors = useTranslateErrors();
  const failureMessage = useFailureMessage(['Password']);

  if (token === '') {
    return (
      <>
        <Alert variant="danger">{t('spec.invalidToken')}</Alert>
        <Link to={paths.forgotPassword}>{t('reset.requestNew')}</Link>
      </>
    );
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = parseForm(resetForgotPasswordRequest, {
      verification_token: token,
      password: form.values.password,
    });
    const confirmation = parseForm(passwordConfirmation, form.values);
    if (parsed.errors || confirmation.errors) {
      form.showErrors(translateErrors({ ...parsed.errors, ...confirmation.errors }));
      return;
    }
    reset.mutate(parsed.data, {
      onError: (error) => {
        // SPEC §8: a bad, used or expired token ('operation ended with errors') reads 'Invalid token'.
        const badToken = error instanceof ApiError && error.code === 'account.resetFailed';
        setFailure({ message: badToken ? t('spec.invalidToken') : failureMessage(error), badToken });
      },
    });
  }

  return (
    <>
      <FormAlert variant="success" message={reset.isSuccess ? t('spec.passwordChanged') : null} />
      {reset.isSuccess ? (
        <Link to={paths.login} className="btn btn-primary btn-lg">
          {t('reset.toLogin')}
        </Link>
      ) : (
        <Form ref={form.formRef} noValidate onSubmit={submit}>
          <FormAlert message={failure?.message ?? null} />
          {failure?.badToken && (
            <p>
              <Link to={paths.forgotPassword}>{t('reset.requestNew')}</Link>
            </p>
          )}
          <NewPasswordFields
            idPrefix="reset"
            label={t('fields.newPassword')}
            password={form.field('password')}
            confirmation={form.field('confirmPassword')}
          />
          <div className="account-actions">
            <SubmitButton
              pending={reset.isPending}
              label={t('reset.submit')}
              pendingLabel={t('reset.submitting')}
            />
          </div>
        </Form>
      )}
    </>
  );
}

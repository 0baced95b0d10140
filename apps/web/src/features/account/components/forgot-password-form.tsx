import { forgotPasswordRequest } from '@dutyfree/contracts';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../../components/form-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useForm } from '../../../hooks/use-form.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import { useFailureMessage, useTranslateErrors } from '../account-messages.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';

/** SPEC §2 /forgot-password: asks for the e-mail address and mails a reset link. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('account');
  const form = useForm({ username: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const forgot = useForgotPassword();
  const translateErrors = useTranslateErrors();
  const failureMessage = useFailureMessage();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSent(false);
    const parsed = parseForm(forgotPasswordRequest, form.values);
    if (parsed.errors) {
      form.showErrors(translateErrors(parsed.errors));
      return;
    }
    forgot.mutate(parsed.data, {
      onSuccess: () => {
        setSent(true);
        form.setValues({ username: '' });
      },
      // SPEC §8: 'User account does not exist' (404) and the server's message (500) are shown as errors.
      onError: (error) => setFailure(failureMessage(error)),
    });
  }

  return (
    <Form ref={form.formRef} noValidate onSubmit={submit}>
      <p>{t('forgot.intro')}</p>
      <FormAlert message={failure} />
      <FormAlert variant="success" message={sent ? t('spec.resetLinkSent') : null} />
      <TextField
        id="forgot-email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
        required
        {...form.field('username')}
      />
      <div className="account-actions">
        <SubmitButton
          pending={forgot.isPending}
          label={t('forgot.submit')}
          pendingLabel={t('forgot.submitting')}
        />
        <Link to={paths.login} className="btn btn-link">
          {t('forgot.backToLogin')}
        </Link>
      </div>
    </Form>
  );
}

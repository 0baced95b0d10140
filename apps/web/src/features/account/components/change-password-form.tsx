import { accountMessages, changePasswordRequest, passwordConfirmation } from '@dutyfree/contracts';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import { useAccountMessage, useDescribeFailure, useTranslateErrors } from '../account-messages.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useAccount } from '../use-account.ts';
import { FormAlert } from './form-alert.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SubmitButton } from './submit-button.tsx';

const emptyPasswords = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** SPEC §7 ChangePassword for the signed-in customer: the current password, then the new one twice. */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const { userInfo } = useAccount();
  const form = useForm(emptyPasswords);
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const change = useChangePassword();
  const translate = useAccountMessage();
  const translateErrors = useTranslateErrors();
  const describeFailure = useDescribeFailure();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    setChanged(false);
    const { values } = form;
    const parsed = parseForm(changePasswordRequest, {
      username: userInfo?.username ?? '',
      oldPassword: values.oldPassword,
      newPassword: values.newPassword,
    });
    const confirmation = parseForm(passwordConfirmation, {
      password: values.newPassword,
      confirmPassword: values.confirmPassword,
    });
    if (parsed.errors || confirmation.errors) {
      form.showErrors(translateErrors({ ...parsed.errors, ...confirmation.errors }));
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: () => {
        form.setValues(emptyPasswords);
        setChanged(true);
      },
      onError: (error) => {
        const { fields, message } = describeFailure(error);
        form.showErrors(fields);
        setFailure(message);
      },
    });
  }

  return (
    <section className="account-section" aria-labelledby="password-heading">
      <h2 id="password-heading" className="h4">
        {t('details.changePassword')}
      </h2>
      <FormAlert variant="success" message={changed ? translate(accountMessages.passwordChanged) : null} />
      <Form ref={form.formRef} noValidate onSubmit={submit}>
        <FormAlert message={failure} />
        {/* Lets password managers tie the new password to the right account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={userInfo?.username ?? ''}
          readOnly
          hidden
        />
        <TextField
          id="change-old-password"
          label={t('fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('oldPassword')}
        />
        <NewPasswordFields
          idPrefix="change-new"
          label={t('fields.newPassword')}
          password={form.field('newPassword')}
          confirmation={form.field('confirmPassword')}
        />
        <div className="account-actions">
          <SubmitButton
            pending={change.isPending}
            label={t('details.changePasswordSubmit')}
            pendingLabel={t('details.saving')}
          />
        </div>
      </Form>
    </section>
  );
}

import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field.tsx';

type FieldProps = Pick<ComponentProps<typeof TextField>, 'name' | 'value' | 'error' | 'onChange'>;

/**
 * A new password and its confirmation, as registration, the reset link and the password change ask for
 * them: the rules as a hint, and `new-password` so password managers offer to generate one.
 */
export function NewPasswordFields({
  idPrefix,
  label,
  password,
  confirmation,
}: {
  idPrefix: string;
  label: string;
  password: FieldProps;
  confirmation: FieldProps;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={label}
        hint={t('registration.passwordHint')}
        type="password"
        autoComplete="new-password"
        required
        {...password}
      />
      <TextField
        id={`${idPrefix}-confirm-password`}
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
}

import { type StaffAccessLinkResponse, staffSetPasswordRequest } from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TextField } from '../../../components/form-field.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import {
  useDescribeStaffFailure,
  useStaffFailureMessage,
  useTranslateStaffErrors,
} from '../shared/staff-messages.ts';
import { staffPaths } from '../shared/staff-paths.ts';
import { useAccessLink, useSetStaffPassword } from './api/staff-accounts.ts';

/**
 * The page a staff member's mailed link opens (invited, or a password reset): they choose a password, and
 * an admin also sets up their authenticator app from a QR code and is given recovery codes, shown once.
 */
export function SetPasswordPage() {
  const { t } = useTranslation('staff');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  return (
    <div className="staff-sign-in">
      <PageTitle>{t('setPassword.title')}</PageTitle>
      {token ? <LinkForm token={token} /> : <NoLink />}
    </div>
  );
}

function NoLink() {
  const { t } = useTranslation('staff');
  return (
    <p role="alert" className="alert alert-warning">
      {t('messages.accessLinkInvalid')}
    </p>
  );
}

function LinkForm({ token }: { token: string }) {
  const { t } = useTranslation('staff');
  const link = useAccessLink(token);
  const failureMessage = useStaffFailureMessage();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null | undefined>(undefined);
  if (recoveryCodes !== undefined) return <PasswordSet recoveryCodes={recoveryCodes} />;
  if (link.isPending) return <LoadingIndicator label={t('setPassword.loading')} />;
  if (link.isError) {
    return (
      <p role="alert" className="alert alert-warning">
        {failureMessage(link.error)}
      </p>
    );
  }
  return <PasswordForm token={token} link={link.data} onSet={setRecoveryCodes} />;
}

function PasswordForm({
  token,
  link,
  onSet,
}: {
  token: string;
  link: StaffAccessLinkResponse;
  onSet: (recoveryCodes: string[] | null) => void;
}) {
  const { t } = useTranslation('staff');
  const form = useForm({ password: '', code: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const setPassword = useSetStaffPassword();
  const translateErrors = useTranslateStaffErrors();
  const describeFailure = useDescribeStaffFailure();
  const { authenticator } = link;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = parseForm(staffSetPasswordRequest, {
      token,
      password: form.values.password,
      code: authenticator ? form.values.code.trim() : undefined,
    });
    if (parsed.errors) {
      form.showErrors(translateErrors(parsed.errors));
      return;
    }
    setPassword.mutate(parsed.data, {
      onSuccess: (answer) => onSet(answer.recoveryCodes),
      onError: (error) => {
        const described = describeFailure(error);
        form.showErrors(described.fields);
        setFailure(described.message);
      },
    });
  }

  return (
    <>
      <p>{t('setPassword.welcome', { name: link.name, email: link.email })}</p>
      <Form ref={form.formRef} noValidate onSubmit={submit}>
        <div role="alert" className="form-alert">
          {failure && <div className="alert alert-danger mb-3">{failure}</div>}
        </div>
        {/* The address, hidden, lets a password manager file the new password under the right account. */}
        <input type="email" name="username" value={link.email} autoComplete="username" readOnly hidden />
        <TextField
          id="set-password"
          label={t('setPassword.password')}
          hint={t('setPassword.passwordHint')}
          type="password"
          autoComplete="new-password"
          required
          {...form.field('password')}
        />
        {authenticator && (
          <section aria-labelledby="authenticator-title" className="mb-3">
            <h2 id="authenticator-title" className="h5">
              {t('setPassword.authenticatorTitle')}
            </h2>
            <p>{t('setPassword.authenticatorIntro')}</p>
            <img
              src={authenticator.qrCodeDataUrl}
              alt={t('setPassword.qrAlt')}
              width={200}
              height={200}
              className="staff-qr-code mb-2"
            />
            <p>
              {t('setPassword.secretLabel')}{' '}
              <code dir="ltr" className="staff-secret">
                {authenticator.secret}
              </code>
            </p>
            <TextField
              id="set-password-code"
              label={t('setPassword.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              {...form.field('code')}
            />
          </section>
        )}
        <Button type="submit" variant="primary" size="lg" disabled={setPassword.isPending}>
          {setPassword.isPending && (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          {setPassword.isPending ? t('setPassword.submitting') : t('setPassword.submit')}
        </Button>
      </Form>
    </>
  );
}

function PasswordSet({ recoveryCodes }: { recoveryCodes: string[] | null }) {
  const { t } = useTranslation('staff');
  return (
    <>
      <p role="status" className="alert alert-success">
        {t('messages.passwordSet')}
      </p>
      {recoveryCodes && (
        <section aria-labelledby="recovery-title" className="mb-3">
          <h2 id="recovery-title" className="h5">
            {t('setPassword.recoveryTitle')}
          </h2>
          <p>{t('setPassword.recoveryIntro')}</p>
          <ul className="staff-recovery-codes" dir="ltr">
            {recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Link to={staffPaths.signIn} className="btn btn-primary">
        {t('setPassword.signIn')}
      </Link>
    </>
  );
}

import { staffSignInRequest } from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { TextField } from '../../../components/form-field.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import { useDescribeStaffFailure, useTranslateStaffErrors } from '../shared/staff-messages.ts';
import { staffReturnTarget } from '../shared/staff-paths.ts';
import { startStaffSession, useStaffSession } from '../shared/staff-session.ts';
import { useStaffSignIn } from './api/sign-in.ts';

/** The refusals that mean: right password, now the admin's authenticator code. */
const CODE_REFUSALS = new Set(['staff.codeRequired', 'staff.codeWrong']);
const refusalCode = (error: unknown) =>
  error instanceof ApiError && error.body && 'code' in error.body ? error.body.code : undefined;

/**
 * Staff sign in with their own accounts; a customer's account does not open this area. An admin is then
 * asked for their authenticator's code (or a recovery code), in a field that appears when the server
 * asks for it, so crew never see it.
 */
export function StaffSignInPage() {
  const { t } = useTranslation('staff');
  const [search] = useSearchParams();
  const session = useStaffSession();
  const form = useForm({ email: '', password: '', code: '' });
  const [askCode, setAskCode] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const signIn = useStaffSignIn();
  const translateErrors = useTranslateStaffErrors();
  const describeFailure = useDescribeStaffFailure();

  if (session) return <Navigate to={staffReturnTarget(search.get('next'))} replace />;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = parseForm(staffSignInRequest, {
      ...form.values,
      code: askCode ? form.values.code.trim() : undefined,
    });
    if (parsed.errors) {
      form.showErrors(translateErrors(parsed.errors));
      return;
    }
    signIn.mutate(parsed.data, {
      onSuccess: (response) => startStaffSession(response),
      onError: (error) => {
        const described = describeFailure(error);
        if (CODE_REFUSALS.has(refusalCode(error) ?? '')) {
          // Said at the code field, which gets the focus.
          setAskCode(true);
          form.showErrors({ code: described.message ?? '' });
          return;
        }
        form.showErrors(described.fields);
        setFailure(described.message);
      },
    });
  }

  return (
    <div className="staff-sign-in">
      <PageTitle>{t('signIn.title')}</PageTitle>
      <p>{t('signIn.intro')}</p>
      <Form ref={form.formRef} noValidate onSubmit={submit}>
        <div role="alert" className="form-alert">
          {failure && <div className="alert alert-danger mb-3">{failure}</div>}
        </div>
        <TextField
          id="staff-email"
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.field('email')}
        />
        <TextField
          id="staff-password"
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        {askCode && (
          <TextField
            id="staff-code"
            label={t('signIn.code')}
            hint={t('signIn.codeHint')}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...form.field('code')}
          />
        )}
        <Button type="submit" variant="primary" size="lg" disabled={signIn.isPending}>
          {signIn.isPending && (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </Form>
    </div>
  );
}

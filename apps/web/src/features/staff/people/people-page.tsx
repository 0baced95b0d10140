import {
  type CustomerLanguage,
  type StaffAccount,
  type StaffRole,
  staffInvitationRequest,
  staffRoles,
} from '@dutyfree/contracts';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/form-field.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { AdminOnly } from '../back-office/admin-only.tsx';
import {
  useDescribeStaffFailure,
  useStaffFailureMessage,
  useTranslateStaffErrors,
} from '../shared/staff-messages.ts';
import { useStaffSession } from '../shared/staff-session.ts';
import {
  useChangeStaffRole,
  useInviteStaff,
  useResetStaffPassword,
  useSetStaffActive,
  useStaffAccounts,
} from './api/staff-accounts.ts';

/** The mails go out in the language the admin is using. */
function useMailLanguage(): CustomerLanguage {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return language === 'ar' || language === 'zh' ? language : 'en';
}

/** Staff accounts: invite, change a role, disable or enable, send a password link. Admins only. */
export function PeoplePage() {
  const { t } = useTranslation('staff');
  return (
    <AdminOnly title={t('people.title')}>
      <PageTitle>{t('people.title')}</PageTitle>
      <AccountList />
      <InvitationForm />
    </AdminOnly>
  );
}

function AccountList() {
  const { t } = useTranslation('staff');
  const accounts = useStaffAccounts();
  const failureMessage = useStaffFailureMessage();
  if (accounts.isPending) return <LoadingIndicator label={t('people.loading')} />;
  if (accounts.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {failureMessage(accounts.error)}
      </div>
    );
  }
  if (accounts.data.accounts.length === 0) return <p>{t('people.none')}</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm back-office-table align-middle staff-accounts-table">
        <caption className="visually-hidden">{t('people.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('people.name')}</th>
            <th scope="col">{t('people.role')}</th>
            <th scope="col">{t('people.state')}</th>
            <th scope="col">{t('people.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.data.accounts.map((account) => (
            <AccountRow key={account.id} account={account} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AccountRow({ account }: { account: StaffAccount }) {
  const { t } = useTranslation('staff');
  const session = useStaffSession();
  const language = useMailLanguage();
  const failureMessage = useStaffFailureMessage();
  const changeRole = useChangeStaffRole();
  const setActive = useSetStaffActive();
  const reset = useResetStaffPassword();
  const own = session?.staff.id === account.id;
  const failed = (error: unknown) => showToast({ variant: 'warning', message: failureMessage(error) });
  const said = (message: string) => showToast({ variant: 'success', message });

  const states = [
    account.active ? t('people.active') : t('people.disabled'),
    ...(account.invited ? [t('people.invited')] : []),
    ...(account.secondFactor ? [t('people.secondFactor')] : []),
  ];

  return (
    <tr>
      <th scope="row">
        {account.name}
        {own && <span className="badge text-bg-secondary ms-2">{t('people.you')}</span>}
        <div className="staff-account-email">{account.email}</div>
      </th>
      <td data-label={t('people.role')}>
        <Form.Select
          size="sm"
          className="staff-role-select"
          aria-label={t('people.roleOf', { name: account.name })}
          value={account.role}
          disabled={own || changeRole.isPending}
          onChange={(event) => {
            const role = event.target.value as StaffRole;
            changeRole.mutate(
              { staffId: account.id, role, language },
              {
                onSuccess: () =>
                  said(t('people.roleChanged', { name: account.name, role: t(`roles.${role}`) })),
                onError: failed,
              },
            );
          }}
        >
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </Form.Select>
      </td>
      <td data-label={t('people.state')}>{states.join(' · ')}</td>
      <td>
        <div className="d-flex flex-wrap gap-2">
          {!own && (
            <Button
              size="sm"
              variant={account.active ? 'outline-danger' : 'outline-primary'}
              disabled={setActive.isPending}
              onClick={() =>
                setActive.mutate(
                  { staffId: account.id, active: !account.active },
                  {
                    onSuccess: () =>
                      said(
                        t(account.active ? 'people.disabledDone' : 'people.enabledDone', {
                          name: account.name,
                        }),
                      ),
                    onError: failed,
                  },
                )
              }
            >
              {t(account.active ? 'people.disable' : 'people.enable', { name: account.name })}
            </Button>
          )}
          {account.active && (
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={reset.isPending}
              onClick={() =>
                reset.mutate(
                  { staffId: account.id, language },
                  { onSuccess: () => said(t('people.resetDone', { email: account.email })), onError: failed },
                )
              }
            >
              {t('people.reset', { name: account.name })}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

function InvitationForm() {
  const { t } = useTranslation('staff');
  const language = useMailLanguage();
  const form = useForm({ name: '', email: '', role: 'crew' });
  const invite = useInviteStaff();
  const translateErrors = useTranslateStaffErrors();
  const describeFailure = useDescribeStaffFailure();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = parseForm(staffInvitationRequest, { ...form.values, language });
    if (parsed.errors) {
      form.showErrors(translateErrors(parsed.errors));
      return;
    }
    invite.mutate(parsed.data, {
      onSuccess: (account) => {
        showToast({ variant: 'success', message: t('people.inviteSent', { email: account.email }) });
        form.setValues({ name: '', email: '', role: 'crew' });
      },
      onError: (error) => {
        const described = describeFailure(error);
        // A taken address is said at the address field.
        form.showErrors(described.message ? { email: described.message } : described.fields);
      },
    });
  }

  return (
    <section className="back-office-section" aria-labelledby="invite-title">
      <h2 id="invite-title">{t('people.inviteTitle')}</h2>
      <p>{t('people.inviteIntro')}</p>
      <Form ref={form.formRef} noValidate onSubmit={submit} className="back-office-form">
        <TextField
          id="invite-name"
          label={t('people.name')}
          autoComplete="off"
          required
          {...form.field('name')}
        />
        <TextField
          id="invite-email"
          label={t('people.email')}
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.field('email')}
        />
        <SelectField id="invite-role" label={t('people.role')} {...form.field('role')}>
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="primary" disabled={invite.isPending}>
          {t('people.invite')}
        </Button>
      </Form>
    </section>
  );
}

import { customerProfileUpdateRequest, type PassengerProfileResponse } from '@dutyfree/contracts';
import { formatMiles } from '@dutyfree/pricing';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../hooks/use-form.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import { useDescribeFailure, useTranslateErrors } from '../account-messages.ts';
import { updateUserNames } from '../account-store.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { FormAlert } from './form-alert.tsx';
import { ProfileFields, profilePayloadOf, profileValuesOf } from './profile-fields.tsx';
import { SubmitButton } from './submit-button.tsx';

const titleKeys = { 1: 'mr', 2: 'mrs', 3: 'ms' } as const;

function ProfileView({ profile }: { profile: PassengerProfileResponse }) {
  const { t } = useTranslation('account');
  const title = titleKeys[profile.title as keyof typeof titleKeys];
  const rows: [string, string | null][] = [
    [t('fields.username'), profile.username],
    [t('fields.title'), title ? t(`fields.titles.${title}`) : null],
    [t('fields.firstName'), profile.firstName],
    [t('fields.middleName'), profile.middleName],
    [t('fields.lastName'), profile.lastName],
    [t('fields.email'), profile.email],
    [t('fields.nationality'), profile.nationality],
    [
      t('fields.mobileNumber'),
      profile.mobileNumber ? `${profile.mobileNumber.countryCode} ${profile.mobileNumber.number}` : null,
    ],
    [t('fields.membershipNumber'), profile.membershipNumber],
    [t('dashboard.milesTitle'), profile.milesBalance === null ? null : formatMiles(profile.milesBalance)],
  ];
  return (
    <dl className="profile-list">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <div key={label} className="profile-list__row">
            <dt>{label}</dt>
            <dd dir="auto">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The profile, read-only until the customer chooses to edit it. */
export function ProfileSection({ profile }: { profile: PassengerProfileResponse }) {
  const { t } = useTranslation('account');
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm(() => profileValuesOf(profile));
  const update = useUpdateProfile();
  const translateErrors = useTranslateErrors();
  const describeFailure = useDescribeFailure();
  const editButton = useRef<HTMLButtonElement>(null);
  const leftEditing = useRef(false);

  // Focus follows the switch: into the form when editing starts, back to its button when it ends.
  useEffect(() => {
    if (editing) form.formRef.current?.querySelector<HTMLElement>('select, input')?.focus();
    else if (leftEditing.current) editButton.current?.focus();
  }, [editing, form.formRef]);

  function startEditing() {
    form.setValues(profileValuesOf(profile));
    form.showErrors({});
    setFailure(null);
    setSaved(false);
    setEditing(true);
  }

  function stopEditing() {
    leftEditing.current = true;
    setEditing(false);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = parseForm(customerProfileUpdateRequest, {
      ...profilePayloadOf(form.values),
      userId: profile.userId,
    });
    if (parsed.errors) {
      form.showErrors(translateErrors(parsed.errors));
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: (updated) => {
        updateUserNames({ firstName: updated.firstName, lastName: updated.lastName });
        setSaved(true);
        stopEditing();
      },
      onError: (error) => {
        const { fields, message } = describeFailure(error);
        form.showErrors(fields);
        setFailure(message ?? t('registration.checkFields'));
      },
    });
  }

  return (
    <section className="account-section" aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="h4">
        {t('details.profile')}
      </h2>
      <FormAlert variant="success" message={saved ? t('details.saved') : null} />
      {editing ? (
        <Form ref={form.formRef} noValidate onSubmit={submit}>
          <FormAlert message={failure} />
          <ProfileFields
            idPrefix="profile"
            values={form.values}
            errors={form.errors}
            onChange={form.setValue}
          />
          <div className="account-actions">
            <SubmitButton
              pending={update.isPending}
              label={t('details.save')}
              pendingLabel={t('details.saving')}
            />
            <Button variant="link" onClick={stopEditing} disabled={update.isPending}>
              {t('details.cancel')}
            </Button>
          </div>
        </Form>
      ) : (
        <>
          <ProfileView profile={profile} />
          <Button ref={editButton} variant="outline-primary" onClick={startEditing}>
            {t('details.edit')}
          </Button>
        </>
      )}
    </section>
  );
}

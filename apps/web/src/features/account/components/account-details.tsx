import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { usePassengerProfile } from '../api/get-passenger-profile.ts';
import { AccountArea } from './account-area.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ProfileSection } from './profile-section.tsx';

/** SPEC §2 /account/account-details: the profile, to read and change, and a new password. */
export function AccountDetails({ title }: { title: string }) {
  return (
    <AccountArea title={title}>
      <ProfileLoader />
      <ChangePasswordForm />
    </AccountArea>
  );
}

function ProfileLoader() {
  const { t } = useTranslation('account');
  const profile = usePassengerProfile();
  if (profile.isPending) return <LoadingIndicator label={t('details.loading')} />;
  if (profile.isError) {
    return (
      <div role="alert" className="account-section">
        <p>{t('details.failed')}</p>
        <button type="button" className="btn btn-outline-primary" onClick={() => void profile.refetch()}>
          {t('details.retry')}
        </button>
      </div>
    );
  }
  return <ProfileSection profile={profile.data} />;
}

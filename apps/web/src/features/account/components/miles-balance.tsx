import { formatMiles } from '@dutyfree/pricing';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';
import { usePassengerProfile } from '../api/get-passenger-profile.ts';
import { useAccount } from '../use-account.ts';

/** SPEC §2 dashboard: a loyalty member's miles, fresh from the server (orders paid in miles change it). */
export function MilesBalance() {
  const { t } = useTranslation('account');
  const { milesProfile } = useAccount();
  const profile = usePassengerProfile();
  const balance = profile.data?.milesBalance ?? null;

  return (
    <Card className="miles-card" aria-busy={profile.isPending}>
      <Card.Body>
        <h2 className="h5 miles-card__title">{t('dashboard.milesTitle')}</h2>
        {profile.isPending && (
          <Placeholder as="p" animation="glow" className="miles-card__value mb-0">
            <span className="visually-hidden">{t('dashboard.milesLoading')}</span>
            <Placeholder xs={6} aria-hidden="true" />
          </Placeholder>
        )}
        {balance !== null && (
          <p className="miles-card__value mb-0">{t('dashboard.miles', { miles: formatMiles(balance) })}</p>
        )}
        {profile.data?.membershipNumber && (
          <p className="mb-0">{t('dashboard.membership', { memberId: profile.data.membershipNumber })}</p>
        )}
        {milesProfile && (
          <p className="mb-0">
            {t('dashboard.tier', {
              tier: t(`tiers.${milesProfile.tier}`, { defaultValue: milesProfile.tier }),
            })}
          </p>
        )}
        {profile.isError && (
          <div role="alert">
            <p>{t('dashboard.milesFailed')}</p>
            <Button variant="outline-primary" onClick={() => void profile.refetch()}>
              {t('details.retry')}
            </Button>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

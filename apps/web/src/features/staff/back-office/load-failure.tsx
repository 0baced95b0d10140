import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';

/** A read that failed: why, and a button to read again. */
export function LoadFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('staff');
  const failureMessage = useStaffFailureMessage();
  return (
    <div className="alert alert-danger" role="alert">
      {failureMessage(error)}{' '}
      <Button variant="link" className="p-0 align-baseline" onClick={retry}>
        {t('failures.retry')}
      </Button>
    </div>
  );
}

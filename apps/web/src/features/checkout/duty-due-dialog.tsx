import type { AllowanceUse } from '@dutyfree/pricing';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { type CustomsDestination, useDescribeAllowanceUse } from '../cart/customs-allowances.tsx';

/**
 * The order is over an allowance of the destination: the traveller is told that duty will be due on
 * arrival, and places the order only by confirming it (the server refuses it otherwise). A modal dialog:
 * focus stays inside it, Escape and the close button go back to the form.
 */
export function DutyDueDialog({
  show,
  destination,
  over,
  onConfirm,
  onCancel,
}: {
  show: boolean;
  destination: CustomsDestination | null;
  /** The allowances the order is over; the server's reason is shown instead when the browser knew none. */
  over: readonly AllowanceUse[];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('checkout');
  const describe = useDescribeAllowanceUse(destination);
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal
      show={show}
      onHide={onCancel}
      centered
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className="duty-due-dialog"
    >
      <Modal.Header closeButton closeLabel={t('dutyDue.close')}>
        <Modal.Title as="h2" id={titleId} className="h4">
          {t('dutyDue.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id={bodyId}>
        <p>{t('dutyDue.body')}</p>
        {over.length > 0 && (
          <ul>
            {over.map((use) => (
              <li key={use.allowance}>{describe(use)}</li>
            ))}
          </ul>
        )}
        <p className="mb-0">{t('dutyDue.note')}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-primary" onClick={onCancel}>
          {t('dutyDue.cancel')}
        </Button>
        <Button variant="primary" onClick={onConfirm}>
          {t('dutyDue.confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** A form's submit button; while the call runs it says so and cannot be pressed twice. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <Button type="submit" variant="primary" size="lg" disabled={pending} className="account-submit">
      {pending && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {pending ? pendingLabel : label}
    </Button>
  );
}

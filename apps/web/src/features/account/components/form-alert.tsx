/**
 * A form's answer from the server. The live region is always in the page, because screen readers
 * announce changes to regions that already exist, not regions that appear with their message.
 */
export function FormAlert({
  message,
  variant = 'danger',
}: {
  message: string | null;
  variant?: 'danger' | 'success';
}) {
  return (
    <div role={variant === 'danger' ? 'alert' : 'status'} className="form-alert">
      {message && <div className={`alert alert-${variant} mb-3`}>{message}</div>}
    </div>
  );
}

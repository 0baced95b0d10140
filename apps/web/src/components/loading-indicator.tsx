import Spinner from 'react-bootstrap/Spinner';

interface LoadingIndicatorProps {
  label: string;
  /** Fills the viewport; used while the shop starts up and nothing else can be shown yet. */
  fullPage?: boolean;
}

export function LoadingIndicator({ label, fullPage = false }: LoadingIndicatorProps) {
  return (
    <div
      role="status"
      aria-label={label}
      className={fullPage ? 'loading-indicator full-page' : 'loading-indicator'}
    >
      <Spinner animation="border" className="loading-indicator__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { dismissToast, getToasts, subscribeToToasts, type Toast } from '../lib/toast-store.ts';
import './toast-region.css';

/**
 * The one place toasts appear, at the top end of the viewport. A success is announced politely
 * (role=status), a warning at once (role=alert); react-bootstrap's Toast makes every toast an alert, so
 * the markup is Bootstrap's own. A toast stays while the pointer is on it or it holds focus, so that it
 * can be read, then hides after what is left of its time.
 */
export function ToastRegion({ closeLabel }: { closeLabel: string }) {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return (
    <ToastContainer position="top-end" containerPosition="fixed" className="toast-region">
      {toasts.map((toast) => (
        <TimedToast key={toast.id} toast={toast} closeLabel={closeLabel} />
      ))}
    </ToastContainer>
  );
}

function TimedToast({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const [held, setHeld] = useState(false);
  const remaining = useRef(toast.durationMs);

  useEffect(() => {
    if (held) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [held, toast.id]);

  const urgent = toast.variant === 'warning';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a live region (role status or alert); hovering or focusing only pauses its timer
    <div
      className={`toast show shop-toast shop-toast--${toast.variant}`}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="toast-header">
        <strong className="me-auto">{toast.title ?? toast.message}</strong>
        <CloseButton aria-label={closeLabel} onClick={() => dismissToast(toast.id)} />
      </div>
      {toast.title && <div className="toast-body">{toast.message}</div>}
    </div>
  );
}

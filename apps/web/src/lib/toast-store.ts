// Short messages that float over the page (SPEC §2 toasts): one list for the whole app, so that a toast
// shown just before a navigation stays on screen while the next page opens.

type ToastVariant = 'success' | 'warning';

/** SPEC §9: success toasts show for 1 s, warnings (out of stock, maximum order, low stock) for 5 s. */
const TOAST_DURATION_MS: Record<ToastVariant, number> = { success: 1000, warning: 5000 };

export interface Toast {
  id: number;
  variant: ToastVariant;
  /** Translated text. */
  title?: string;
  message: string;
  durationMs: number;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function showToast(toast: Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number }): number {
  const id = nextId++;
  publish([...toasts, { ...toast, id, durationMs: toast.durationMs ?? TOAST_DURATION_MS[toast.variant] }]);
  return id;
}

export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

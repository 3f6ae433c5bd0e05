/**
 * The toast stack of spec 001 §8 / 002 §8: success and info vanish after 5000 ms, error and warning stay
 * until closed; a toast equal to one already shown is not stacked again but counted (×2, ×3 ...).
 * A plain store (no React) so the API client can raise toasts; the shell's Toaster renders it.
 */
export type ToastType = 'success' | 'info' | 'warning' | 'error';

/** A link after the message (the wishlist's "added" toast leads to the wishlist page). */
export interface ToastLink {
  to: string;
  label: string;
}

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  link?: ToastLink;
  count: number;
}

export interface ToastInput {
  type: ToastType;
  message: string;
  link?: ToastLink;
}

export const TOAST_TIMEOUT_MS = 5000;

type Listener = () => void;

export function createToastStore(timeoutMs = TOAST_TIMEOUT_MS) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  const emit = () => {
    for (const l of listeners) l();
  };
  const set = (next: readonly Toast[]) => {
    toasts = next;
    emit();
  };

  function dismiss(id: number) {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    if (toasts.some((t) => t.id === id)) set(toasts.filter((t) => t.id !== id));
  }

  function schedule(toast: Toast) {
    if (toast.type === 'error' || toast.type === 'warning') return;
    const old = timers.get(toast.id);
    if (old) clearTimeout(old);
    timers.set(
      toast.id,
      setTimeout(() => dismiss(toast.id), timeoutMs),
    );
  }

  function show(input: ToastInput): number {
    const same = toasts.find((t) => t.type === input.type && t.message === input.message);
    if (same) {
      const counted = { ...same, count: same.count + 1 };
      set(toasts.map((t) => (t.id === same.id ? counted : t)));
      schedule(counted); // a repeat restarts the timer so the count can be read
      return same.id;
    }
    const toast: Toast = { id: nextId++, ...input, count: 1 };
    set([...toasts, toast]);
    schedule(toast);
    return toast.id;
  }

  function clear() {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    set([]);
  }

  return {
    show,
    dismiss,
    clear,
    getSnapshot: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's one toast stack. */
export const toasts = createToastStore();

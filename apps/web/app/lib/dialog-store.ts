/**
 * The dialog queue: generic dialogs (title, message, optional prompt, yes/no), the confirm dialog
 * ('Confirm ?' with OK and CANCEL), the apology dialog ('Oops !', navigates to a route once dismissed) and
 * error dialogs (alert icon). One dialog shows at a time; the others wait. Plain store, rendered by the
 * shell's DialogHost, so non-React code (the API client) can open dialogs too.
 */
export type DialogKind = 'generic' | 'confirm' | 'apology' | 'error';

export interface DialogOptions {
  kind?: DialogKind;
  title?: string;
  message?: string;
  /** Shows a textarea (at most 500 characters, required) whose text is returned. */
  prompt?: { label?: string; placeholder?: string };
  /** Yes-button text; the host uses 'OK' when absent. */
  yesText?: string;
  /** No-button text; no button when absent (the confirm dialog defaults it to CANCEL). */
  noText?: string;
  /** Closing by Esc or by clicking outside; true unless told otherwise. */
  dismissible?: boolean;
  /** Route to go to once the dialog is closed, whichever way (apology dialogs). */
  navigateTo?: string;
}

export interface DialogResult {
  confirmed: boolean;
  text?: string;
}

export interface OpenDialog extends DialogOptions {
  id: number;
  kind: DialogKind;
  resolve: (result: DialogResult) => void;
}

export const PROMPT_MAX_LENGTH = 500;

type Listener = () => void;

export function createDialogStore() {
  let queue: readonly OpenDialog[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const set = (next: readonly OpenDialog[]) => {
    queue = next;
    for (const l of listeners) l();
  };

  function open(options: DialogOptions): Promise<DialogResult> {
    return new Promise((resolve) => {
      set([...queue, { ...options, kind: options.kind ?? 'generic', id: nextId++, resolve }]);
    });
  }

  function close(id: number, result: DialogResult) {
    const dialog = queue.find((d) => d.id === id);
    if (!dialog) return;
    set(queue.filter((d) => d.id !== id));
    dialog.resolve(result);
  }

  return {
    open,
    close,
    clear: () => set([]),
    getSnapshot: () => queue,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type DialogStore = ReturnType<typeof createDialogStore>;

/** The app's one dialog queue. */
export const dialogs = createDialogStore();

export const confirmDialog = (message: string, options: DialogOptions = {}) =>
  dialogs.open({ kind: 'confirm', message, ...options });

export const apologyDialog = (message: string, navigateTo?: string) =>
  dialogs.open({ kind: 'apology', message, navigateTo });

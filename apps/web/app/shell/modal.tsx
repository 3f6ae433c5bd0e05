import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useAttentionHold } from '../lib/attention.ts';
import { useScrollLock } from '../lib/use-scroll-lock.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  onClose: () => void;
  /** id of the element that names the dialog, or a label. */
  labelledBy?: string;
  label?: string;
  /** Esc and a click outside close it; false for dialogs that must be answered. */
  dismissible?: boolean;
  /** 'full': the whole screen (the photo viewer). */
  variant?: 'center' | 'sheet' | 'top' | 'side' | 'full';
  className?: string;
  children: ReactNode;
}

/**
 * The one modal frame for dialogs and panels: role dialog with aria-modal, focus moved in and kept in
 * (a light trap: Tab wraps around), Esc to close, focus given back on close, page scrolling locked. While
 * open it holds the shopper's attention (lib/attention.ts): no timed popup opens over it.
 */
export function Modal({
  onClose,
  labelledBy,
  label,
  dismissible = true,
  variant = 'center',
  className = '',
  children,
}: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  useScrollLock(true);
  useAttentionHold('dialog');

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first =
      panel.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => before?.focus?.();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && dismissible) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className={`overlay overlay--${variant}`}>
      {/* The backdrop is a mouse convenience; keyboard users close with Esc or the close button. */}
      <div className="overlay__backdrop" aria-hidden="true" onClick={dismissible ? onClose : undefined} />
      <div
        ref={panel}
        className={`overlay__panel ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}

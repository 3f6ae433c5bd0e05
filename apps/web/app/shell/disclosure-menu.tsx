import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

interface DisclosureMenuProps {
  /** Content of the toggle button (text or an icon). */
  button: ReactNode;
  /** Accessible name when the button shows only an icon. */
  label?: string;
  className?: string;
  align?: 'start' | 'end';
  children: ReactNode;
}

/**
 * A button that shows a list of links under it (the disclosure pattern): closes on Esc (focus back to the
 * button), on a click elsewhere and on navigation.
 */
export function DisclosureMenu({
  button,
  label,
  className = '',
  align = 'start',
  children,
}: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of following the location
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={`disclosure ${className}`}>
      <button
        ref={toggle}
        type="button"
        className="disclosure__toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => setOpen((v) => !v)}
      >
        {button}
      </button>
      <div id={id} className={`disclosure__panel disclosure__panel--${align}`} hidden={!open}>
        {children}
      </div>
    </div>
  );
}

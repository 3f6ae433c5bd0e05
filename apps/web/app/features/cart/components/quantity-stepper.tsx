import {
  CART_UPDATE_DEBOUNCE_MS,
  canIncrease,
  maxQuantity,
  quantityProblem,
  typedQuantity,
} from '@shop/domain/cart';
import { useEffect, useRef, useState } from 'react';
import { confirmDialog } from '../../../lib/dialog-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';

interface StepperProps {
  name: string;
  quantity: number;
  /** What the line may still take (the server's stockRemain). */
  stockRemain: number;
  disabled?: boolean;
  /** Sends a new quantity; resolves false when the server refused it (the stepper then restores). */
  onChange: (quantity: number) => Promise<boolean>;
  onRemove: () => void;
}

/**
 * The cart line's quantity (spec 000 §4-§5, 001 §4.9): plus only below what is left; minus at 1 asks "Do you
 * want to remove?" (cancelling restores 1); a typed quantity is sent 500 ms after the last key, only when
 * it changed and is valid (else the spec's message shows); blurring an empty or zero field removes the line.
 */
export function QuantityStepper({ name, quantity, stockRemain, disabled, onChange, onRemove }: StepperProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(quantity));
  const sent = useRef(quantity);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const value = typedQuantity(text);
  const problem = value === null || value === 0 ? null : quantityProblem(value, stockRemain);

  // The server's answer (this tab or another) is the truth once nothing is waiting to be sent.
  useEffect(() => {
    if (timer.current === undefined) {
      sent.current = quantity;
      setText(String(quantity));
    }
  }, [quantity]);
  // Leaving (the panel closes, PROCEED TO CHECKOUT) sends a change still waiting for its 500 ms at once.
  const flush = useRef<() => void>(() => {});
  flush.current = () => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    const n = typedQuantity(text);
    if (n !== null && n > 0) void send(n);
  };
  useEffect(() => () => flush.current(), []);

  async function send(next: number) {
    timer.current = undefined;
    if (next === sent.current || quantityProblem(next, stockRemain) !== null) return;
    const before = sent.current;
    sent.current = next;
    if (!(await onChange(next))) {
      sent.current = before;
      setText(String(before));
    }
  }

  function change(next: string) {
    setText(next);
    clearTimeout(timer.current);
    const n = typedQuantity(next);
    if (n === null || n === 0) {
      timer.current = undefined;
      return;
    }
    timer.current = setTimeout(() => void send(n), CART_UPDATE_DEBOUNCE_MS);
  }

  async function decrease() {
    const current = value ?? sent.current;
    if (current > 1) return change(String(current - 1));
    const { confirmed } = await confirmDialog(name, {
      title: t('cart.removeConfirm'),
      noText: t('dialog.cancel'),
    });
    if (confirmed) onRemove();
    else change('1');
  }

  const message =
    problem?.kind === 'onlyInStock'
      ? t('cart.onlyInStock', { count: problem.count })
      : problem?.kind === 'outOfStock'
        ? t('cart.outOfStock')
        : problem
          ? problem.kind === 'invalid'
            ? t('cart.invalidQuantity')
            : t('cart.reachMax')
          : null;
  const current = value ?? 0;
  return (
    <div className="stepper-wrap">
      <div className="stepper">
        <button
          type="button"
          className="stepper__btn"
          aria-label={t('cart.decrease', { name })}
          disabled={disabled}
          onClick={() => void decrease()}
        >
          −
        </button>
        <input
          className="stepper__input"
          inputMode="numeric"
          aria-label={t('cart.quantity', { name })}
          aria-invalid={problem ? true : undefined}
          value={text}
          disabled={disabled}
          onChange={(e) => change(e.target.value)}
          onBlur={() => {
            if (value === null || value === 0) {
              clearTimeout(timer.current);
              timer.current = undefined;
              onRemove();
            }
          }}
        />
        <button
          type="button"
          className="stepper__btn"
          aria-label={t('cart.increase', { name })}
          disabled={disabled || !canIncrease(current, stockRemain)}
          title={!disabled && current >= maxQuantity(stockRemain) ? t('cart.reachMax') : undefined}
          onClick={() => change(String(current + 1))}
        >
          +
        </button>
      </div>
      {message && (
        <p className="stepper__error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

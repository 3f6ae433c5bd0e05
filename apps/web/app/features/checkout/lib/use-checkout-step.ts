import type { CheckoutStep } from '@shop/domain/checkout';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../../lib/api.ts';
import { dialogs } from '../../../lib/dialog-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { checkoutApi } from '../api/checkout-api.ts';
import { checkoutStore, useCheckout } from './checkout-store.ts';
import type { EffectDeps } from './error-effects.ts';
import { type GuardDeps, loadInfo, runCheckoutGuard } from './guard.ts';

/** What the route hands the checkout from the cart and addresses features (features do not import each other). */
export interface CheckoutHooks {
  cartIsEmpty: () => boolean;
  syncCart: () => Promise<unknown>;
  lowerQuantity: EffectDeps['lowerQuantity'];
  /** The chosen saved address (null: the first saved one). */
  addressId: string | null;
}

export type StepStatus = 'checking' | 'ready' | 'blocked';

/**
 * Runs the step's guard on arrival (spec 001 §4.8) and gives the step its state and the dependencies of the
 * checkout's calls. `refresh` loads the step's info again after a choice changed (errors swallowed).
 */
export function useCheckoutStep(step: CheckoutStep, hooks: CheckoutHooks) {
  const { t } = useTranslation();
  const state = useCheckout();
  const [status, setStatus] = useState<StepStatus>('checking');
  const hooksRef = useRef(hooks);
  hooksRef.current = hooks;

  const deps: GuardDeps = useMemo(
    () => ({
      api: checkoutApi(api),
      store: checkoutStore,
      t: (key: string) => t(key),
      // The dialog host goes to `navigateTo` once the dialog is closed.
      dialog: (options) => dialogs.open(options),
      cartIsEmpty: () => hooksRef.current.cartIsEmpty(),
      syncCart: () => hooksRef.current.syncCart(),
      lowerQuantity: (ref) => hooksRef.current.lowerQuantity(ref),
      addressId: () => hooksRef.current.addressId,
    }),
    [t],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the guard runs once per arrival at the step
  useEffect(() => {
    let live = true;
    setStatus('checking');
    void runCheckoutGuard(step, deps).then((result) => {
      if (live) setStatus(result.ok ? 'ready' : 'blocked');
    });
    return () => {
      live = false;
    };
  }, [step]);

  const refresh = useCallback(
    () => loadInfo(step === 'PAYMENT' ? 'payment-info' : 'shipping-info', deps),
    [step, deps],
  );

  return { state, status, deps, refresh };
}

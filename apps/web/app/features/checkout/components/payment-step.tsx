import type { Address } from '@shop/domain/addresses';
import type { OrderGroup, PaymentAction } from '@shop/domain/orders';
import type { PaymentMethod, PaymentMethodOption } from '@shop/domain/payments';
import { type ReactNode, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { placeOrder } from '../lib/place-order.ts';
import { type CheckoutHooks, useCheckoutStep } from '../lib/use-checkout-step.ts';
import { MessageZone } from './checkout-steps.tsx';
import { TotalsSummary } from './totals-summary.tsx';

/** What the payment step gives the route's payment panel (built from the payments feature). */
export interface PaymentSlot {
  methods: PaymentMethodOption[];
  method: PaymentMethod | null;
  choose: (method: PaymentMethod) => void;
  total: number;
  shippingAddress: Address | null;
  /** TEST: places (or pays again) with the card number, answering the form's attempt. */
  payTest: (
    card: string,
  ) => Promise<{ ok: true } | { ok: false; code: string; providerCode?: string | null }>;
  /** ZERO_PAYMENT and the providers: places the order; `action` then says what the provider needs. */
  place: () => Promise<void>;
  placing: boolean;
  action: PaymentAction | null;
  /** The provider said paid (card form, PayPal approval): confirm with the server, then the status page. */
  confirm: () => Promise<void>;
  /** Paid: to the status page. */
  paid: () => void;
  returnUrl: string;
}

interface PaymentStepProps {
  hooks: CheckoutHooks;
  renderPayment: (slot: PaymentSlot) => ReactNode;
  /** Told once the order is paid (the route tracks the purchase). */
  onPurchase?: (group: OrderGroup) => void;
}

/**
 * PAYMENT (spec 001 §2.7): the step's guard (cart and shipping verified, an 'oops' dialog back to shipping
 * without a carrier), the sums, and the payment panel the route builds. Placing the order sends one
 * Idempotency-Key per attempt (lib/place-order.ts); once paid, the checkout state resets and the shopper
 * goes to the checkout status page.
 */
export function PaymentStep({ hooks, renderPayment, onPurchase }: PaymentStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, status, deps } = useCheckoutStep('PAYMENT', hooks);
  const [group, setGroupState] = useState<OrderGroup | null>(null);
  // The latest order at once: the test form says "paid" right after its attempt resolved.
  const groupRef = useRef<OrderGroup | null>(null);
  const setGroup = (next: OrderGroup | null) => {
    groupRef.current = next;
    setGroupState(next);
  };
  const [placing, setPlacing] = useState(false);
  const info = state.info;
  const methods = info?.paymentMethods ?? [];
  const method = methods.some((m) => m.method === state.paymentMethod)
    ? state.paymentMethod
    : (info?.defaultPayment ?? null);
  const placeDeps = { ...deps, addressId: () => hooks.addressId };

  const finish = (done: OrderGroup) => {
    onPurchase?.(done);
    deps.store.reset();
    // The order emptied the cart: the badge and panel hear it now.
    void hooks.syncCart();
    navigate(`/checkout/status/${encodeURIComponent(done.groupId)}`, { replace: true });
  };

  if (!info || status === 'checking')
    return (
      <p aria-busy="true" className="co-step">
        {t('checkout.verifying')}
      </p>
    );

  const slot: PaymentSlot = {
    methods,
    method,
    choose: (m) => {
      deps.store.setPaymentMethod(m);
      setGroup(null);
    },
    total: info.totals.total,
    shippingAddress: info.shippingAddress,
    payTest: async (card) => {
      const result = await placeOrder(placeDeps, 'TEST', card);
      if (result.ok) {
        setGroup(result.group);
        return { ok: true };
      }
      return { ok: false, code: result.code, providerCode: result.providerCode };
    },
    place: async () => {
      if (!method || placing) return;
      setPlacing(true);
      const result = await placeOrder(placeDeps, method);
      setPlacing(false);
      if (!result.ok) return;
      if (result.group.payment?.status === 'SUCCEEDED' || !result.group.payment) finish(result.group);
      else setGroup(result.group);
    },
    placing,
    action: group?.payment ?? null,
    confirm: async () => {
      const placed = groupRef.current;
      if (!placed) return;
      const answer = await deps.api.confirmPayment(placed.groupId);
      finish(answer.ok ? answer.body : placed);
    },
    paid: () => {
      if (groupRef.current) finish(groupRef.current);
    },
    returnUrl:
      typeof window === 'undefined' || !group
        ? ''
        : `${window.location.origin}/checkout/status/${encodeURIComponent(group.groupId)}`,
  };

  return (
    <div className="co-step">
      <MessageZone step="PAYMENT" zones={info.messageZones} />
      <div className="co-step__main">{status === 'ready' && renderPayment(slot)}</div>
      <aside className="co-step__side">
        <TotalsSummary totals={info.totals} />
      </aside>
    </div>
  );
}

import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { useEffect, useState } from 'react';
import type { PaymentFailure } from '../lib/outcome.ts';
import { ScriptFailed, ScriptLoading } from './script-states.tsx';

export interface PaypalButtonsProps {
  /** From the start call's PAYPAL_ORDER answer: our PayPal app and the order the server created. */
  clientId: string;
  orderId: string;
  /** The buyer approved the order in PayPal's window: the step captures it through the server (confirm). */
  onApproved: (orderId: string) => void;
  onFailed?: (failure: PaymentFailure) => void;
  /** The buyer closed PayPal's window: nothing happened, they may choose again. */
  onCancel?: () => void;
  loadTimeoutMs?: number;
}

/**
 * PAYPAL: PayPal's buttons (official React wrapper of PayPal's JS SDK, loaded from PayPal when this shows).
 * The order already exists (the server created it), so the buttons only open it for approval; capture is
 * the server's. While the script loads the box says so; if it cannot load, a retry, and the page works on.
 */
export default function PaypalButtonsBox(props: PaypalButtonsProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <PayPalScriptProvider
      key={attempt}
      options={{ clientId: props.clientId, currency: 'USD', intent: 'capture', components: 'buttons' }}
    >
      <Buttons {...props} onRetry={() => setAttempt((n) => n + 1)} />
    </PayPalScriptProvider>
  );
}

function Buttons({
  orderId,
  onApproved,
  onFailed,
  onCancel,
  onRetry,
  loadTimeoutMs = 20_000,
}: PaypalButtonsProps & { onRetry: () => void }) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!isPending) return;
    const timer = setTimeout(() => setTimedOut(true), loadTimeoutMs);
    return () => clearTimeout(timer);
  }, [isPending, loadTimeoutMs]);

  if (isRejected || timedOut) return <ScriptFailed onRetry={onRetry} />;
  if (isPending) return <ScriptLoading />;
  return (
    <div className="pay-paypal">
      <PayPalButtons
        style={{ layout: 'vertical', shape: 'rect', label: 'paypal' }}
        createOrder={async () => orderId}
        onApprove={async (data) => onApproved(data.orderID)}
        onCancel={() => onCancel?.()}
        onError={() => onFailed?.({ code: 'PAYMENT_UNAVAILABLE' })}
      />
    </div>
  );
}

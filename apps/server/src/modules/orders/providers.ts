import type { Config } from '../../config.ts';
import type { AppContext } from '../../http/types.ts';
import { type PaymentProviders, providersFor } from '../../platform/payments/index.ts';

const built = new WeakMap<Config['payments'], PaymentProviders>();

/** The payment providers of this app's configuration, built once (they hold their SDK clients). */
export function paymentProviders(ctx: Pick<AppContext, 'config' | 'log'>): PaymentProviders {
  const known = built.get(ctx.config.payments);
  if (known) return known;
  const providers = providersFor(ctx.config.payments, {
    warn: (details, message) => ctx.log.warn(details, message),
  });
  built.set(ctx.config.payments, providers);
  return providers;
}

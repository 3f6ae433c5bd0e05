import type { PaymentsPublicConfig } from '@shop/domain/payments';
import type { AppContext } from '../../http/types.ts';
import { providersFor } from '../../platform/payments/index.ts';

const built = new WeakMap<object, PaymentsPublicConfig>();

/**
 * The payment methods the configuration enables (unset keys hide a method; TEST outside production), read
 * once per configuration: the providers' clients are built once, not per request.
 */
export function paymentsPublicConfig(ctx: AppContext): PaymentsPublicConfig {
  const config = ctx.config.payments;
  let publicConfig = built.get(config);
  if (!publicConfig) {
    publicConfig = providersFor(config).publicConfig;
    built.set(config, publicConfig);
  }
  return publicConfig;
}

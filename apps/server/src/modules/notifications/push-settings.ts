import { DomainError } from '@shop/domain';
import type { DeviceTokenBody, PushSettings } from '@shop/domain/notifications';
import type { AppContext } from '../../http/types.ts';
import { vapidKeys } from '../../platform/push.ts';
import { endpointProblem } from '../../platform/push-endpoint.ts';
import {
  countSubscriptions,
  pushEnabled,
  removeSubscriptionOf,
  setPushEnabled,
  upsertSubscription,
} from './repository/push.ts';

/** The profile's push toggle, the key browsers subscribe with, and how many browsers are registered. */
export async function getPushSettings(ctx: AppContext, userId: string): Promise<PushSettings> {
  const [enabled, devices] = await Promise.all([
    pushEnabled(ctx.db, userId),
    countSubscriptions(ctx.db, userId),
  ]);
  return { enabled, publicKey: vapidKeys(ctx.config).publicKey, devices };
}

/** Spec 002 §7 "PATCH push toggle {enabled}". */
export async function setPushToggle(
  ctx: AppContext,
  userId: string,
  enabled: boolean,
): Promise<PushSettings> {
  await setPushEnabled(ctx.db, userId, enabled);
  return getPushSettings(ctx, userId);
}

/**
 * Spec 002 §7 "add device token": stores the browser's push subscription for the signed-in user. The
 * endpoint must be an https address of a public host (SSRF: the server will POST to it); otherwise 400
 * PUSH_ENDPOINT_INVALID.
 */
export async function addDeviceToken(ctx: AppContext, userId: string, body: DeviceTokenBody) {
  const problem = await endpointProblem(body.deviceToken.endpoint, ctx.config.push.allowPrivateEndpoints);
  if (problem)
    throw new DomainError('PUSH_ENDPOINT_INVALID', { field: 'deviceToken.endpoint', reason: problem });
  await upsertSubscription(ctx.db, {
    userId,
    endpoint: body.deviceToken.endpoint,
    p256dh: body.deviceToken.keys.p256dh,
    auth: body.deviceToken.keys.auth,
    at: ctx.now(),
  });
  return { registered: true as const };
}

export async function removeDeviceToken(ctx: AppContext, userId: string, endpoint: string) {
  return { removed: (await removeSubscriptionOf(ctx.db, userId, endpoint)) > 0 };
}

import type { ApiModule } from '../index.ts';
import { pushBroadcastJob, pushJob } from './deliver-push.ts';
import { PUSH_BROADCAST_JOB, PUSH_JOB } from './notify.ts';
import { COUPON_EXPIRY_JOB, DROPS_JOB, notifyCouponExpiry, notifyDrops } from './notify-drops.ts';
import { notificationRoutes } from './routes.ts';

/** The shopper's notifications, their web pushes and staff broadcasts (README.md beside this file). */
export const notificationsModule: ApiModule = {
  name: 'notifications',
  routes: notificationRoutes,
  jobs: {
    [PUSH_JOB]: pushJob,
    [PUSH_BROADCAST_JOB]: pushBroadcastJob,
    [DROPS_JOB]: notifyDrops,
    [COUPON_EXPIRY_JOB]: notifyCouponExpiry,
  },
  recurring: [
    { kind: DROPS_JOB, everyMs: 60_000 },
    { kind: COUPON_EXPIRY_JOB, everyMs: 3_600_000 },
  ],
};

export { topicOf } from './deliver-push.ts';
export { type NotifyInput, notify, PUSH_JOB } from './notify.ts';

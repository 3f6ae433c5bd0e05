import type { ApiApp } from '../http/types.ts';
import { accountsModule } from './accounts/index.ts';
import { addressesModule } from './addresses/index.ts';
import { analyticsModule } from './analytics/index.ts';
import { cartModule } from './cart/index.ts';
import { catalogModule } from './catalog/index.ts';
import { checkoutModule } from './checkout/index.ts';
import { contentModule } from './content/index.ts';
import { couponsModule } from './coupons/index.ts';
import type { JobHandler, RecurringJob } from './jobs/index.ts';
import { jobsModule } from './jobs/index.ts';
import { loyaltyModule } from './loyalty/index.ts';
import { mailModule } from './mail/index.ts';
import { mediaModule } from './media/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { ordersModule } from './orders/index.ts';
import { reviewsModule } from './reviews/index.ts';
import { searchModule } from './search/index.ts';
import { shippingModule } from './shipping/index.ts';
import { supportModule } from './support/index.ts';

/**
 * Every capability module's routes, registered by app.ts under /api/v1.
 * A module is `modules/<capability>/` with routes.ts, one file per use case, and repository.ts.
 */
export interface ApiModule {
  name: string;
  routes: (app: ApiApp) => Promise<void>;
  /** Handlers of the background jobs this module enqueues, by kind (modules/jobs/README.md). */
  jobs?: Record<string, JobHandler>;
  /** Jobs of this module that run every `everyMs` (their handler is in `jobs`). */
  recurring?: RecurringJob[];
}

export const apiModules: ApiModule[] = [
  catalogModule,
  contentModule,
  addressesModule,
  cartModule,
  accountsModule,
  mailModule,
  searchModule,
  analyticsModule,
  jobsModule,
  mediaModule,
  notificationsModule,
  shippingModule,
  ordersModule,
  couponsModule,
  checkoutModule,
  loyaltyModule,
  reviewsModule,
  supportModule,
];

import type { ApiModule } from '../index.ts';
import { mailRoutes } from './routes.ts';

/** Outgoing e-mail: the outbox table, its delivery worker (SMTP), and the staff/dev outbox views. */
export const mailModule: ApiModule = { name: 'mail', routes: mailRoutes };

export { deliverDueMail, MAIL_MAX_ATTEMPTS, retryDelayMs } from './deliver-mail.ts';
export {
  closeMail,
  drainMail,
  nudgeMail,
  type OutgoingMail,
  queueMail,
  recordMail,
  startMailWorker,
} from './queue-mail.ts';

import type { ApiModule } from '../index.ts';
import { mailRoutes } from './routes.ts';

/** Outgoing e-mail: the outbox table, SMTP delivery, and the staff/dev outbox views. */
export const mailModule: ApiModule = { name: 'mail', routes: mailRoutes };

export { closeMail, drainMail, type OutgoingMail, queueMail } from './queue-mail.ts';

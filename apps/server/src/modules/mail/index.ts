import type { ApiModule } from '../index.ts';
import { DELIVER_MAIL, deliverMail } from './deliver-mail.ts';
import { mailRoutes } from './routes.ts';

/** Outgoing e-mail: the outbox table, its delivery job (SMTP), and the staff/dev outbox views. */
export const mailModule: ApiModule = {
  name: 'mail',
  routes: mailRoutes,
  jobs: { [DELIVER_MAIL]: deliverMail },
};

export { closeMail, DELIVER_MAIL, MAIL_MAX_ATTEMPTS } from './deliver-mail.ts';
export { type OutgoingMail, queueMail } from './queue-mail.ts';

import { DomainError } from '@shop/domain';
import { rateTicketInput, type TicketDetail } from '@shop/domain/support';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../http/types.ts';
import { getTicket } from './get-ticket.ts';
import { lockTicket, updateTicket } from './repository.ts';
import { type Viewer, visibleTicket } from './viewer.ts';

/** POST /support/tickets/{id}/rating: the shopper rates a resolved request, 1 to 5 stars, once. */
export async function rateTicket(
  ctx: AppContext,
  viewer: Viewer,
  ticketId: string,
  body: { rating: number },
): Promise<TicketDetail> {
  const { rating } = rateTicketInput.parse(body);
  const seen = await visibleTicket(ctx, viewer, ticketId);
  await ctx.db.transaction(async (db) => {
    const tx = db as unknown as Db;
    const ticket = await lockTicket(tx, seen.id);
    if (ticket?.status !== 'DONE') throw new DomainError('TICKET_NOT_RESOLVED', {}, 409);
    if (ticket.rating !== null) throw new DomainError('TICKET_ALREADY_RATED', {}, 409);
    await updateTicket(tx, ticket.id, { rating });
  });
  return getTicket(ctx, viewer, seen.id);
}

import { notFound } from '@shop/domain';
import { isAdmin } from '@shop/domain/accounts';
import type { SessionUser } from '../../http/auth.ts';
import type { AppContext } from '../../http/types.ts';
import { findOwnedStores, findTicket, type TicketRow, type TicketScopeFilter } from './repository.ts';

/** Who reads or writes a thread: its shopper, or staff (admins see every ticket, store owners their stores'). */
export interface Viewer {
  userId: string;
  side: 'shopper' | 'staff';
  scope: TicketScopeFilter;
}

export const shopperViewer = (user: SessionUser): Viewer => ({
  userId: user.id,
  side: 'shopper',
  scope: { userId: user.id },
});

/** Staff (requireStaff passed): a platform admin sees all, a store owner the tickets of the stores owned. */
export async function staffViewer(ctx: AppContext, user: SessionUser): Promise<Viewer> {
  return {
    userId: user.id,
    side: 'staff',
    scope: isAdmin(user.roles) ? { all: true } : { storeIds: await findOwnedStores(ctx.db, user.id) },
  };
}

/** A ticket the viewer may see; any other id is "not found", exactly like an unknown one. */
export async function visibleTicket(ctx: AppContext, viewer: Viewer, id: string): Promise<TicketRow> {
  const row = await findTicket(ctx.db, id, viewer.scope);
  if (!row) throw notFound('ticket');
  return row;
}

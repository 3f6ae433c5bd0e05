import type { PresignedUpload } from '@shop/domain/media';
import type { AppContext } from '../../http/types.ts';
import { requestUploads } from '../media/index.ts';
import { getOrder } from '../orders/index.ts';
import { type Viewer, visibleTicket } from './viewer.ts';

/**
 * Upload links for one message's photos (spec 000 §7): for a thread the viewer may write to (`ticketId`),
 * or for the first message of a request on one of the shopper's orders (`orderId`). The photos belong to
 * the message (`messageId`): only its sender can attach them, to that message.
 */
export async function requestTicketImages(
  ctx: AppContext,
  viewer: Viewer,
  input: {
    messageId: string;
    ticketId?: string | null | undefined;
    orderId?: string | null | undefined;
    presignedUrlUploadRequests: { fileName: string; extension: string }[];
  },
): Promise<PresignedUpload[]> {
  if (input.ticketId) await visibleTicket(ctx, viewer, input.ticketId);
  else if (input.orderId && viewer.side === 'shopper') await getOrder(ctx, viewer.userId, input.orderId);
  // A general request's first message has no order to check: the links are the shopper's own, capped.
  return requestUploads(ctx, {
    userId: viewer.userId,
    purpose: 'support',
    ownerRef: input.messageId,
    files: input.presignedUrlUploadRequests,
  });
}

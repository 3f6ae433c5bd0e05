import { z } from 'zod';
import { PHOTOS_MAX } from '../media/schemas.ts';
import { orderAddress } from '../orders/schemas.ts';
import { ORDER_STATUSES } from '../orders/status.ts';
import { pagingQuery } from '../shared/paging.ts';
import {
  GENERAL_TOPICS,
  MESSAGE_TYPES,
  REQUEST_KINDS,
  RESOLUTIONS,
  SUB_ACTIONS,
  TICKET_DISPLAY_STATUSES,
  TICKET_SCOPES,
  TICKET_STATUSES,
} from './rules.ts';

/** Ours (the spec gives no limit): a message is 1 to 2,000 characters; a subject at most 200. */
export const SUPPORT_MESSAGE_MAX = 2000;
export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_REASON_MAX = 500;
export const SUPPORT_PHOTOS_MAX = PHOTOS_MAX.support;
/** Spec 002 §9 "Message fetch size": the thread is read 1,000 messages at a time. */
export const MESSAGE_FETCH_SIZE = 1000;

export const SUPPORT_MESSAGE_REQUIRED = 'Message is required';
export const SUPPORT_MESSAGE_TOO_LONG = `Message is at most ${SUPPORT_MESSAGE_MAX} characters`;

const messageText = z
  .string({ message: SUPPORT_MESSAGE_REQUIRED })
  .trim()
  .min(1, SUPPORT_MESSAGE_REQUIRED)
  .max(SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_TOO_LONG);

/**
 * One message of the thread as sent: `messageId` is chosen by the sender (a UUID) before uploading photos
 * for it, so the photos belong to that message and sending twice is the same message.
 */
export const sendMessageInput = z.object({
  messageId: z.uuid(),
  message: messageText,
  fileUUIDs: z.array(z.uuid()).max(SUPPORT_PHOTOS_MAX).default([]),
});
export type SendMessageInput = z.input<typeof sendMessageInput>;

/**
 * POST /support/tickets: a request on one of the shopper's orders (`orderId`, `action`, its `subAction`,
 * the chosen `orderItemIds` for item-level ones, `addressId` from the address book for a new shipping
 * address), or a general one (`topic`). The first message goes with it.
 */
export const openTicketInput = sendMessageInput
  .extend({
    orderId: z.uuid().nullish(),
    action: z.enum(REQUEST_KINDS).nullish(),
    subAction: z.enum(SUB_ACTIONS).nullish(),
    orderItemIds: z.array(z.uuid()).max(100).default([]),
    addressId: z.uuid().nullish(),
    topic: z.enum(GENERAL_TOPICS).nullish(),
    subject: z.string().trim().max(SUPPORT_SUBJECT_MAX).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.orderId && !v.action)
      ctx.addIssue({ code: 'custom', path: ['action'], message: 'Request type is required' });
    if (!v.orderId && !v.topic)
      ctx.addIssue({ code: 'custom', path: ['topic'], message: 'Topic is required' });
  });
export type OpenTicketInput = z.input<typeof openTicketInput>;

/** POST /support/tickets/{id}/images: upload links for one message's photos (spec 000 §7). */
export const ticketImagesInput = z.object({
  messageId: z.uuid(),
  /** The thread the message goes to, or the order the first message opens a request on. */
  ticketId: z.uuid().nullish(),
  orderId: z.uuid().nullish(),
  presignedUrlUploadRequests: z
    .array(
      z.object({ fileName: z.string().trim().min(1).max(200), extension: z.string().trim().min(1).max(10) }),
    )
    .min(1)
    .max(SUPPORT_PHOTOS_MAX),
});

export const resolveTicketInput = z
  .object({
    resolution: z.enum(['ACCEPT', 'REFUSE']),
    reason: z.string().trim().max(SUPPORT_REASON_MAX).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.resolution === 'REFUSE' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Reason is required' });
  });
export type ResolveTicketInput = z.input<typeof resolveTicketInput>;

export const rateTicketInput = z.object({
  rating: z.number({ message: 'Rate is required' }).int().min(1, 'Rate is required').max(5),
});

export const ticketIdParams = z.object({ ticketId: z.uuid() });

export const ticketListQuery = pagingQuery.extend({
  status: z.enum(TICKET_DISPLAY_STATUSES).optional(),
});
export type TicketListQuery = z.infer<typeof ticketListQuery>;
export const staffTicketListQuery = ticketListQuery.extend({
  /** An order number (#10042), a shopper's e-mail, or words of the subject. */
  q: z.string().trim().max(200).optional(),
});
export type StaffTicketListQuery = z.infer<typeof staffTicketListQuery>;

const photo = z.object({ imageUrl: z.string(), thumbnailUrl: z.string() });
const ticketItem = z.object({
  orderItemId: z.string(),
  name: z.string(),
  variantName: z.string().nullable(),
  quantity: z.number().int(),
  imageUrl: z.string().nullable(),
});

/** Spec 002 §3 "Support thread (ticket)", as the list and the thread's header show it. */
export const ticketSummary = z.object({
  id: z.string(),
  owner: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
  type: z.enum(TICKET_SCOPES),
  action: z.enum(REQUEST_KINDS).nullable(),
  subAction: z.enum(SUB_ACTIONS).nullable(),
  topic: z.enum(GENERAL_TOPICS).nullable(),
  subject: z.string(),
  description: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  storeName: z.string().nullable(),
  latestMessage: z.object({ message: z.string(), createdDate: z.string(), from: z.string() }).nullable(),
  totalItems: z.number().int(),
  /** The viewer (shopper or staff) has seen the last message. */
  read: z.boolean(),
  status: z.enum(TICKET_STATUSES),
  displayStatus: z.enum(TICKET_DISPLAY_STATUSES),
  resolution: z.enum(RESOLUTIONS),
  resolutionReason: z.string(),
  resolveStrategy: z.enum(['NONE', 'ACTION_REQUIRED']),
  confirmed: z.boolean(),
  rating: z.number().int().nullable(),
  items: z.array(ticketItem),
  address: orderAddress.nullable(),
});
export type TicketSummary = z.infer<typeof ticketSummary>;

/** The list (spec 002 §3): contents with id and subTickets (the first is used), plus totalByStatus. */
export const ticketList = z.object({
  contents: z.array(z.object({ id: z.string(), subTickets: z.array(ticketSummary) })),
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalByStatus: z.object({ IN_PROGRESS: z.number().int(), RESOLVED: z.number().int() }),
});
export type TicketList = z.infer<typeof ticketList>;

/** The pinned order overview of a thread (spec 002 §3 "A pinned message adds items, extra, address and order overview"). */
export const pinnedOrder = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  orderDate: z.string(),
  total: z.number().int(),
  totalItems: z.number().int(),
  storeName: z.string(),
  shippingAddress: orderAddress,
});

/** Detail: ticketSummary and reviews with rating (spec 002 §3), and the pinned order. */
export const ticketDetail = z.object({
  ticketSummary,
  reviews: z.array(z.object({ rating: z.number().int() })),
  pinMessage: pinnedOrder.nullable(),
});
export type TicketDetail = z.infer<typeof ticketDetail>;

/** Spec 002 §3 "Message". */
export const ticketMessage = z.object({
  id: z.string(),
  from: z.enum(['USER', 'STORE']),
  type: z.enum(MESSAGE_TYPES),
  author: z.object({ fullName: z.string() }),
  message: z.string(),
  photos: z.array(photo),
  createdDate: z.string(),
  resolution: z.enum(RESOLUTIONS),
  orderId: z.string().nullable(),
});
export type TicketMessage = z.infer<typeof ticketMessage>;

/** GET messages: oldest first (spec 002 §7: size 1000, page 0, reversed to oldest first). */
export const ticketMessages = z.object({
  contents: z.array(ticketMessage),
  totalElements: z.number().int(),
});
export type TicketMessages = z.infer<typeof ticketMessages>;

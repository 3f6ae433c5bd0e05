import { z } from 'zod';
import { multilineTextField, pagingQuery, textField } from '../shared/index.ts';

/** Limits of a notification's text (the spec gives none; a push shows far less). */
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 2000;
/**
 * A reference link: a path of the shop ("/account/orders/..."), or an https address. Anything else
 * (javascript:, data:, protocol-relative //host) is refused, so GO TO DETAIL can only open a page.
 */
export function isSafeLink(link: string): boolean {
  if (link.startsWith('/')) return !link.startsWith('//') && !link.startsWith('/\\');
  try {
    return new URL(link).protocol === 'https:';
  } catch {
    return false;
  }
}

export const referenceLink = textField()
  .max(2000)
  .refine(isSafeLink, { error: 'A link is a path of the shop or an https address.' });

/** One notification as the shopper's list shows it (spec 000 §3, 002 §3 "Notification"). */
export const notification = z.object({
  id: z.uuid(),
  /** What caused it (ORDER_PLACED, TICKET_REPLY, BROADCAST...): the spec's category. */
  category: z.string(),
  subject: z.string(),
  messageContent: z.string(),
  thumbnail: z.object({ imageUrl: z.string() }).nullable(),
  referenceLink: z.string().nullable(),
  sentDate: z.iso.datetime(),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

export const notificationQuery = pagingQuery.extend({
  /** `true`: only the unread ones. */
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** Spec 002 §3: unreadCounter.numberOfUnread. */
export const unreadCount = z.object({ unreadCounter: z.object({ numberOfUnread: z.number().int() }) });
export type UnreadCount = z.infer<typeof unreadCount>;

/** Spec 002 §7: PATCH mark read {notificationIds, tagId}, or an empty body meaning all. */
export const markReadBody = z
  .object({
    notificationIds: z.array(z.uuid()).max(100).optional(),
    tagId: z.string().max(100).optional(),
  })
  .nullish();
export type MarkReadBody = z.infer<typeof markReadBody>;
export const markReadResult = z.object({ marked: z.number().int(), unread: z.number().int() });

/**
 * Who a staff broadcast reaches: every activated shopper, narrowed by any of these (all must hold).
 * Staff accounts (store owners, platform admins) are not shoppers and are never reached.
 */
export const broadcastSegment = z.object({
  newsletter: z.boolean().optional(),
  minRank: z.number().int().min(0).max(100).optional(),
  registeredAfter: z.iso.datetime().optional(),
});
export type BroadcastSegment = z.infer<typeof broadcastSegment>;

export const broadcastInput = z.object({
  subject: textField().trim().min(1).max(SUBJECT_MAX),
  message: multilineTextField().trim().min(1).max(MESSAGE_MAX),
  thumbnail: referenceLink.optional(),
  link: referenceLink.optional(),
  segment: broadcastSegment.default({}),
});
export type BroadcastInput = z.infer<typeof broadcastInput>;
export const broadcastResult = z.object({ id: z.uuid(), recipients: z.number().int() });

/**
 * Spec 002 §7 "add device token {deviceToken}": the token is the browser's PushSubscription (its JSON),
 * registered after sign-in and again after 7 days or when another user signs in on it (push-token.ts).
 */
export const deviceToken = z.object({
  endpoint: z.string().max(2000),
  keys: z.object({
    p256dh: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9_-]+=*$/),
    auth: z
      .string()
      .max(100)
      .regex(/^[A-Za-z0-9_-]+=*$/),
  }),
});
export const deviceTokenBody = z.object({ deviceToken: deviceToken });
export type DeviceTokenBody = z.infer<typeof deviceTokenBody>;
export const removeDeviceTokenBody = z.object({ endpoint: z.string().max(2000) });
export const pushToggleBody = z.object({ enabled: z.boolean() });
export const pushSettings = z.object({
  enabled: z.boolean(),
  publicKey: z.string(),
  devices: z.number().int(),
});
export type PushSettings = z.infer<typeof pushSettings>;

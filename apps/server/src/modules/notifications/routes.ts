import { pageOf } from '@shop/domain';
import {
  broadcastInput,
  broadcastResult,
  deviceTokenBody,
  markReadBody,
  markReadResult,
  notification,
  notificationQuery,
  pushSettings,
  pushToggleBody,
  removeDeviceTokenBody,
  unreadCount,
} from '@shop/domain/notifications';
import { z } from 'zod';
import { requireStaff, requireUser } from '../../http/auth.ts';
import type { ApiApp } from '../../http/types.ts';
import { broadcast } from './broadcast.ts';
import { getUnreadCount, listNotifications } from './list-notifications.ts';
import { markNotificationsRead } from './mark-read.ts';
import { addDeviceToken, getPushSettings, removeDeviceToken, setPushToggle } from './push-settings.ts';

const tags = ['notifications'];

export async function notificationRoutes(app: ApiApp): Promise<void> {
  await app.register(async (me: ApiApp) => {
    me.addHook('preValidation', async (request) => {
      requireUser(request);
    });
    me.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    me.get(
      '/me/notifications',
      {
        schema: {
          summary: 'My notifications',
          description: 'Newest first, paged; `unread=true` lists only the unread ones.',
          tags,
          querystring: notificationQuery,
          response: { 200: pageOf(notification) },
        },
      },
      async (request) => listNotifications(me.ctx, requireUser(request).id, request.query),
    );

    me.get(
      '/me/notifications/unread-count',
      {
        schema: {
          summary: 'How many of my notifications are unread',
          description: 'The header badge polls it (spec 002 §3 unreadCounter.numberOfUnread).',
          tags,
          response: { 200: unreadCount },
        },
      },
      async (request) => getUnreadCount(me.ctx, requireUser(request).id),
    );

    me.patch(
      '/me/notifications/read',
      {
        schema: {
          summary: 'Mark notifications read',
          description:
            'Spec 002 §7: `{notificationIds}` marks those; an empty body (or no ids) marks all. An id that is not mine answers 404 NOT_FOUND and marks nothing.',
          tags,
          body: markReadBody,
          response: { 200: markReadResult },
        },
      },
      async (request) => markNotificationsRead(me.ctx, requireUser(request).id, request.body),
    );

    me.get(
      '/me/push',
      {
        schema: {
          summary: 'My push settings',
          description:
            'The profile toggle, the VAPID public key to subscribe with, and my registered browsers.',
          tags,
          response: { 200: pushSettings },
        },
      },
      async (request) => getPushSettings(me.ctx, requireUser(request).id),
    );

    me.patch(
      '/me/push',
      {
        schema: {
          summary: 'Push toggle',
          description: 'Spec 002 §7 PATCH push toggle {enabled}.',
          tags,
          body: pushToggleBody,
          response: { 200: pushSettings },
        },
      },
      async (request) => setPushToggle(me.ctx, requireUser(request).id, request.body.enabled),
    );

    me.post(
      '/me/push/devices',
      {
        schema: {
          summary: 'Register this browser for pushes',
          description:
            'Spec 002 §7 add device token: `deviceToken` is the browser PushSubscription (endpoint and keys). The endpoint must be https on a public host: 400 PUSH_ENDPOINT_INVALID otherwise.',
          tags,
          body: deviceTokenBody,
          response: { 200: z.object({ registered: z.literal(true) }) },
        },
      },
      async (request) => addDeviceToken(me.ctx, requireUser(request).id, request.body),
    );

    me.delete(
      '/me/push/devices',
      {
        schema: {
          summary: 'Forget this browser',
          description: 'Removes my subscription with this endpoint (sign-out, or the browser unsubscribed).',
          tags,
          body: removeDeviceTokenBody,
          response: { 200: z.object({ removed: z.boolean() }) },
        },
      },
      async (request) => removeDeviceToken(me.ctx, requireUser(request).id, request.body.endpoint),
    );
  });

  app.post(
    '/staff/notifications/broadcast',
    {
      schema: {
        summary: 'Broadcast a notification (staff)',
        description:
          'One notification for every activated shopper, or those of the `segment` (newsletter, minRank, registeredAfter); staff accounts are not reached. Store owners and platform admins; shoppers get 403.',
        tags: ['staff'],
        body: broadcastInput,
        response: { 201: broadcastResult },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      return reply.code(201).send(await broadcast(app.ctx, staff.id, request.body));
    },
  );
}

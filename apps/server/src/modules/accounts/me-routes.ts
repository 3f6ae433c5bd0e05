import { DomainError } from '@shop/domain';
import {
  AVATAR_MAX_BYTES,
  avatarResponse,
  changePasswordInput,
  meResponse,
  newsletterInput,
  newsletterResponse,
  revokedResponse,
  sessionIdParams,
  sessionsResponse,
  successResponse,
  updateProfileInput,
} from '@shop/domain/accounts';
import { requireUser } from '../../http/auth.ts';
import { enforceLimits, LIMITS } from '../../http/rate-limits.ts';
import type { ApiApp } from '../../http/types.ts';
import { changePassword } from './change-password.ts';
import { getProfile } from './get-profile.ts';
import { listSessions } from './list-sessions.ts';
import { revokeOtherSessions, revokeSession } from './revoke-session.ts';
import { setNewsletter } from './set-newsletter.ts';
import { updateProfile } from './update-profile.ts';
import { uploadAvatar } from './upload-avatar.ts';

const tags = ['accounts'];
const signedIn = "Signed-in users only (401 UNAUTHORIZED otherwise); always the caller's own record.";

/** The signed-in user's own profile, password, newsletter setting, avatar and sessions. */
export async function meRoutes(app: ApiApp): Promise<void> {
  const { ctx } = app;

  app.get(
    '/me',
    { schema: { summary: 'Current user', description: signedIn, tags, response: { 200: meResponse } } },
    async (request) => getProfile(ctx, requireUser(request).id),
  );

  app.put(
    '/me',
    {
      schema: {
        summary: 'Update profile',
        description: `Names, phone, birthday, gender. Errors: INVALID_FIELD, PHONE_NUMBER. ${signedIn}`,
        tags,
        body: updateProfileInput,
        response: { 200: meResponse },
      },
    },
    async (request) => updateProfile(ctx, requireUser(request).id, request.body),
  );

  app.patch(
    '/me/password',
    {
      schema: {
        summary: 'Change password',
        description: `Errors: WRONG_PASSWORD 'Wrong password.', PASSWORD_NOT_CHANGED, PASSWORD_BREACHED (in the breached-password list bundled with the shop), TOO_MANY_REQUESTS. Signs out other sessions. ${signedIn}`,
        tags,
        body: changePasswordInput,
        response: { 200: successResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await enforceLimits(ctx, reply, [{ rule: LIMITS.passwordChangePerAccount, value: user.id }]);
      return changePassword(ctx, user, request.body);
    },
  );

  app.patch(
    '/me/newsletter',
    {
      schema: {
        summary: 'Newsletter setting',
        description: `No body toggles (spec 002 §7); {receiveNewsLetter} sets it. ${signedIn}`,
        tags,
        body: newsletterInput,
        response: { 200: newsletterResponse },
      },
    },
    async (request) => setNewsletter(ctx, requireUser(request).id, request.body?.receiveNewsLetter),
  );

  app.get(
    '/me/sessions',
    { schema: { summary: 'My sessions', description: signedIn, tags, response: { 200: sessionsResponse } } },
    async (request) => listSessions(ctx, requireUser(request)),
  );

  app.delete(
    '/me/sessions/:id',
    {
      schema: {
        summary: 'Revoke a session',
        description: `204; 404 NOT_FOUND when the id is not one of the caller's sessions. ${signedIn}`,
        tags,
        params: sessionIdParams,
      },
    },
    async (request, reply) => {
      await revokeSession(ctx, requireUser(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/me/sessions',
    {
      schema: {
        summary: 'Revoke all other sessions',
        description: `Keeps the session making the request. ${signedIn}`,
        tags,
        response: { 200: revokedResponse },
      },
    },
    async (request) => revokeOtherSessions(ctx, requireUser(request)),
  );

  // The avatar body is the image itself, in a scope of its own so only this route parses raw bytes.
  await app.register(async (scope) => {
    const raw = { parseAs: 'buffer' as const, bodyLimit: AVATAR_MAX_BYTES + 1024 * 1024 };
    scope.addContentTypeParser('*', raw, (_request, body, done) => done(null, body));
    scope.put(
      '/me/avatar',
      {
        bodyLimit: raw.bodyLimit,
        schema: {
          summary: 'Upload avatar',
          description: `Body: the image bytes, Content-Type image/jpeg or image/png, at most 2 MB. Errors: FILE_TYPE_NOT_SUPPORTED, FILE_TOO_LARGE (400), PAYLOAD_TOO_LARGE (413 over 3 MB). ${signedIn}`,
          tags,
          consumes: ['image/jpeg', 'image/png'],
          response: { 200: avatarResponse },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        await enforceLimits(ctx, reply, [{ rule: LIMITS.avatarPerAccount, value: user.id }]);
        if (!Buffer.isBuffer(request.body)) throw new DomainError('FILE_TYPE_NOT_SUPPORTED', {}, 400);
        return uploadAvatar(ctx, user.id, request.headers['content-type'], request.body);
      },
    );
  });
}

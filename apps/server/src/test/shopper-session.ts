import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/client.ts';
import { roles, userRoles, users } from '../db/schema/index.ts';
import { CSRF_HEADER, csrfCookieName, csrfTokenFor } from '../http/csrf.ts';
// Not (yet) exported from accounts/index.ts; tests reuse the real function rather than copy its hashing.
import { createSession } from '../modules/accounts/create-session.ts';
import { freshIp } from './agent.ts';

/**
 * Signed-in shoppers without the registration flow, for modules that only need "who is calling": a user
 * row made directly and a real session from the accounts module, sent as the browser would (session
 * cookie, CSRF cookie and header, an address of its own so per-address rate limits stay apart).
 */
export interface TestClient {
  /** The user's id; '' for an anonymous client. */
  id: string;
  request(
    method: InjectOptions['method'],
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

let counter = 0;

export async function createTestUser(db: Db, firstName = 'Test'): Promise<{ id: string; email: string }> {
  counter += 1;
  const email = `shopper-${Date.now().toString(36)}-${counter}@example.test`;
  const [row] = await db
    .insert(users)
    .values({ email, firstName, lastName: 'Shopper', activated: true })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error('no user row');
  return row;
}

function client(app: FastifyInstance, id: string, sessionToken: string | null): TestClient {
  const { config } = app.ctx;
  // A token bound to the session, as the API hands one to a browser (http/csrf.ts).
  const csrf = csrfTokenFor(config, sessionToken ?? undefined);
  const cookie = [`${csrfCookieName(config)}=${csrf}`];
  if (sessionToken) cookie.push(`${config.session.cookieName}=${sessionToken}`);
  const remoteAddress = freshIp();
  return {
    id,
    request: (method, url, payload, headers = {}) =>
      app.inject({
        method,
        url,
        payload,
        remoteAddress,
        headers: { cookie: cookie.join('; '), [CSRF_HEADER]: csrf, ...headers },
      }),
  };
}

/** A new activated shopper with a live session. */
export async function signedInShopper(
  t: { app: FastifyInstance; db: Db },
  firstName?: string,
): Promise<TestClient> {
  const user = await createTestUser(t.db, firstName);
  const { token } = await createSession(t.app.ctx, user.id, true);
  return client(t.app, user.id, token);
}

/** A visitor with a valid CSRF pair but no session: what reaches the auth check. */
export const anonymousVisitor = (app: FastifyInstance): TestClient => client(app, '', null);

/**
 * A new activated user with one of the named roles of spec 002 §6 (ROLE__AMS_PLATFORM_ADMIN,
 * ROLE__AMS_STORE_OWNER...) and a live session: staff routes on a database without the demo shop.
 */
export async function signedInWithRole(
  t: { app: FastifyInstance; db: Db },
  roleCode: string,
): Promise<TestClient> {
  const user = await createTestUser(t.db, 'Staff');
  await t.db.insert(roles).values({ code: roleCode, name: roleCode }).onConflictDoNothing();
  const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.code, roleCode));
  await t.db.insert(userRoles).values({ userId: user.id, roleId: role!.id });
  const { token } = await createSession(t.app.ctx, user.id, true);
  return client(t.app, user.id, token);
}

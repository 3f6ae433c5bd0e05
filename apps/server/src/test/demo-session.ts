import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
// Not exported from accounts/index.ts; tests reuse the real function (as shopper-session.ts does).
import { createSession } from '../modules/accounts/create-session.ts';
import { type Agent, createAgent } from './agent.ts';

/**
 * An agent signed in as one of the seeded demo users (staff@keycap.shop, owner@keycap.shop,
 * ada@example.com...), with a real session of the accounts module: for routes that check roles.
 */
export async function signInDemoUser(t: { app: FastifyInstance; db: Db }, email: string): Promise<Agent> {
  const [user] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (!user) throw new Error(`no demo user ${email} (seed the app)`);
  const { token } = await createSession(t.app.ctx, user.id, true);
  const agent = createAgent(t.app);
  agent.cookies.set(t.app.ctx.config.session.cookieName, token);
  return agent;
}

import { REMEMBER_ME_DAYS } from '@shop/domain/accounts';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { setCsrfCookie } from './csrf.ts';

/**
 * The session cookie: httpOnly (scripts never see it), SameSite=Lax (not sent on cross-site POSTs, still
 * sent when a link from a mail or from Google brings the shopper back), Secure whenever the shop runs on
 * https. Remember me makes it a 30-day cookie; otherwise a browser-session cookie (no Max-Age).
 * Starting or ending a session hands a new CSRF token bound to it in the same answer (csrf.ts).
 */
export function setSessionCookie(
  reply: FastifyReply,
  config: Config,
  token: string,
  persistent: boolean,
): void {
  reply.setCookie(config.session.cookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.session.secure,
    ...(persistent ? { maxAge: REMEMBER_ME_DAYS * 24 * 3600 } : {}),
  });
  setCsrfCookie(reply, config, token);
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(config.session.cookieName, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.session.secure,
  });
  setCsrfCookie(reply, config, undefined);
}

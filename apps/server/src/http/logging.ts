import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../config.ts';

// An id a proxy or the browser sent is kept (so logs line up across hops) only when it cannot forge log lines.
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Query parameters that carry a secret in some link or redirect: the activation link's accessCode, the reset
 * link's resetCode, the OpenID provider's code and state on its return, and the generic names a future link
 * would use. Compared without case.
 */
const SECRET_PARAMS = new Set([
  'accesscode',
  'resetcode',
  'code',
  'state',
  'token',
  'access_token',
  'id_token',
  'otp',
  'password',
  'secret',
  'signature',
]);
export const REDACTED = '[REDACTED]';

/**
 * The URL as logs may hold it: the values of secret query parameters replaced by [REDACTED] (a reset code in
 * a request log is a password in a log). The rest is kept as sent, so a log line still says what was asked.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    if (eq < 0) return part;
    let name: string;
    try {
      name = decodeURIComponent(part.slice(0, eq).replace(/\+/g, ' '));
    } catch {
      name = part.slice(0, eq);
    }
    return SECRET_PARAMS.has(name.trim().toLowerCase()) ? `${part.slice(0, eq)}=${REDACTED}` : part;
  });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

/** pino options: JSON lines in production and tests, pretty lines in development only. */
export function loggerOptions(
  config: Config,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    // Cookies and tokens must never reach the logs, even when a handler logs a whole request.
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      // Fastify's own request serializer, with secrets in the query string redacted.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(config.env === 'development'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/**
 * One log line per request at level info, written when it ends: its id (`reqId`), method, url (redacted), host
 * and address (`req`), status (`res.statusCode`) and response time, or `err` with the line at level error
 * (Fastify writes two, "incoming request" and "request completed", each a write of its own). "incoming
 * request" is written at level debug only (LOG_LEVEL=debug), for following a request that never ends.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error)
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

import type { Duplex } from 'node:stream';
import type { ApiError, ApiErrorBody, ErrorCode } from '@shop/domain';
import { DomainError } from '@shop/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DATABASE_BUSY_RETRY_AFTER_SECONDS,
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseBusy,
  isDatabaseUnavailable,
} from '../db/unavailable.ts';

/**
 * The one error handler: every failure leaves as `{ status: 0, errors: [{ errorCode, errorParams }] }`.
 * Expected failures keep their 4xx status and say what was wrong; anything else is a 500 that says nothing
 * (the details go to the log, under the request id the client also received).
 */
export const errorBody = (...errors: ApiError[]): ApiErrorBody => ({ status: 0, errors });

// Framework errors (bad JSON, body too large, wrong content type...) carry a status but no code of ours.
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

// Where Fastify validates, and the request property holding the raw input of each place.
const LOCATIONS = [
  ['params', 'params'],
  ['body', 'body'],
  ['querystring', 'query'],
  ['headers', 'headers'],
] as const;

interface ZodLike {
  safeParse(data: unknown): {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
}

const fieldError = (location: string, path: readonly PropertyKey[], message: string): ApiError => ({
  errorCode: 'INVALID_FIELD',
  // A problem with the whole body or query (not one field) is reported under the location's name.
  errorParams: { field: path.length > 0 ? path.map(String).join('.') : location, location, message },
});

/**
 * Fastify stops at the first invalid place (params, body, query, headers), so a form with a bad body and a
 * bad query would be corrected in two round trips. Re-checking every place of the route lists them all.
 */
function validationErrors(error: FastifyError, request: FastifyRequest): ApiError[] {
  const schema = request.routeOptions.schema as Record<string, unknown> | undefined;
  const errors: ApiError[] = [];
  for (const [location, key] of LOCATIONS) {
    const zod = schema?.[location] as ZodLike | undefined;
    if (typeof zod?.safeParse !== 'function') continue;
    try {
      const result = zod.safeParse(request[key]);
      for (const issue of result.error?.issues ?? [])
        errors.push(fieldError(location, issue.path, issue.message));
    } catch {
      // An async refinement cannot be re-run synchronously; Fastify's own report below still applies.
    }
  }
  if (errors.length > 0) return errors;
  const location = error.validationContext ?? 'body';
  return (error.validation ?? []).map((v) =>
    fieldError(location, v.instancePath.split('/').filter(Boolean), v.message ?? 'Invalid value'),
  );
}

export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

const PAGE_TEXT: Record<number, string> = {
  400: 'This address is not valid.',
  404: 'Not found.',
  413: 'Too large.',
  429: 'Too many requests; please wait a moment.',
  503: 'The shop is busy; please try again in a moment.',
};

function send(request: FastifyRequest, reply: FastifyReply, status: number, body: ApiErrorBody) {
  reply.code(status);
  // Pages are not API clients: a shopper who hits a broken page gets a line of text, not JSON.
  if (!isApiPath(request.url)) {
    return reply.type('text/plain; charset=utf-8').send(PAGE_TEXT[status] ?? 'Something went wrong.');
  }
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * Errors Fastify raises before any route or hook runs (its `frameworkErrors` option): a path with a malformed
 * percent-encoding or invalid UTF-8 (FST_ERR_BAD_URL), an async constraint failing. Same convention as the
 * error handler: JSON for the API, a line of text for pages.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ code: error.code, status }, error.message);
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid.' : error.message;
  return send(
    request,
    reply,
    status,
    errorBody({ errorCode: CODE_BY_STATUS[status] ?? 'BAD_REQUEST', errorParams: { message } }),
  );
}

/**
 * Requests Node's HTTP parser refuses (a malformed request line, headers too large): there is no request
 * object, so the answer is written to the socket by hand, in the API's format.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable) return socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(
    errorBody({
      errorCode: 'BAD_REQUEST',
      errorParams: { message: status === 431 ? 'Headers too large.' : 'Malformed request.' },
    }),
  );
  const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      request.log.debug({ code: error.code }, 'domain error');
      return send(
        request,
        reply,
        error.httpStatus,
        errorBody({ errorCode: error.code, errorParams: error.params }, ...error.others),
      );
    }
    if (error.validation) {
      return send(request, reply, 400, errorBody(...validationErrors(error, request)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, error.message);
      const errorCode = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
      return send(request, reply, status, errorBody({ errorCode, errorParams: { message: error.message } }));
    }
    if (isDatabaseBusy(error)) {
      // Every connection in use and none free in time, while others were served: too many at once.
      request.log.warn({ err: error }, 'database pool busy');
      reply.header('retry-after', String(DATABASE_BUSY_RETRY_AFTER_SECONDS));
      return send(
        request,
        reply,
        429,
        errorBody({
          errorCode: 'TOO_MANY_REQUESTS',
          errorParams: { retryAfterSeconds: DATABASE_BUSY_RETRY_AFTER_SECONDS, limit: 'database' },
        }),
      );
    }
    if (isDatabaseUnavailable(error)) {
      // A database that is down or too slow: try again shortly, not "broken" (db/unavailable.ts).
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(
        request,
        reply,
        503,
        errorBody({ errorCode: 'UNAVAILABLE', errorParams: { what: 'database' } }),
      );
    }
    request.log.error({ err: error }, 'request failed');
    return send(request, reply, 500, errorBody({ errorCode: 'INTERNAL' }));
  });

  app.setNotFoundHandler((request, reply) =>
    send(request, reply, 404, errorBody({ errorCode: 'NOT_FOUND', errorParams: { what: 'route' } })),
  );
}

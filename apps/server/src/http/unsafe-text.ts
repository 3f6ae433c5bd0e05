import type { ApiError } from '@shop/domain';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { errorBody, isApiPath } from './errors.ts';

/**
 * Control characters and lone surrogates (@shop/domain `isSafeText`) are refused in every API input,
 * whatever the route's schema says: path parameters, query and JSON body, object keys included. Answered
 * like any invalid field: 400 `INVALID_FIELD` naming each place, before the route's own validation. Tab
 * and line breaks are allowed in body strings only (the one-line fields' own schemas refuse them there).
 * A route cannot forget it: the schemas' `textField()` says the same to the forms, this says it to all.
 */
export function registerUnsafeTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, reply, done) => {
    if (!isApiPath(request.url)) return done();
    const body = request.body;
    const places: [string, unknown, boolean][] = [
      ['params', request.params, false],
      ['querystring', request.query, false],
      ['body', body !== null && typeof body === 'object' && !Buffer.isBuffer(body) ? body : undefined, true],
    ];
    const errors: ApiError[] = [];
    for (const [location, input, multiline] of places) {
      for (const { path } of findUnsafeText(input, { multiline })) {
        errors.push({
          errorCode: 'INVALID_FIELD',
          errorParams: { field: path || location, location, message: UNSAFE_TEXT_MESSAGE },
        });
      }
    }
    if (errors.length === 0) return done();
    reply
      .code(400)
      .type('application/json; charset=utf-8')
      .send(errorBody(...errors));
  });
}

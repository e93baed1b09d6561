import type { FastifyInstance } from 'fastify';
import { AppError } from '../services/errors.js';
import { describeInputProblem, findInputProblem } from './hostile-input.js';

/**
 * Every request's body, query and path parameters pass findInputProblem before any route
 * runs, so no route can forget it (docs/security.md, "Hostile text"): a 400 naming the field.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Fastify's own JSON parser (prototype poisoning refused as before), then the checks, before
  // anything recursive walks the body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    void parseJson(request, typeof body === 'string' ? body : body.toString('utf8'), (error, value) => {
      if (error) return done(error, undefined);
      const problem = findInputProblem(value);
      if (problem) return done(new AppError('invalid_input', describeInputProblem(problem, 'body')), undefined);
      done(null, value);
    });
  });

  // Query strings and path parameters arrive decoded (%00 is a NUL by now).
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [what, value] of [['query', request.query], ['params', request.params]] as const) {
      const problem = findInputProblem(value);
      if (problem) return done(new AppError('invalid_input', describeInputProblem(problem, what)));
    }
    done();
  });
}

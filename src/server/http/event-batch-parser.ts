import type { FastifyInstance } from 'fastify';

/**
 * The JSON parser of POST /api/events' scope: Fastify's own (prototype poisoning refused, as
 * everywhere), without the hostile-input walk every other body passes (input-guard.ts). The walk
 * is not needed here, because the batch's strict zod schema (EventBatchSchema) is all that reads
 * the body, and it already refuses what the walk guards against:
 * - text with U+0000 or an unpaired surrogate: every string it accepts matches an ASCII pattern
 *   (route, id, enum), and an unknown key, whatever its text, is refused, not read;
 * - deep nesting: the schema has a fixed depth and never descends into a value it refuses (an
 *   unknown key's, or one of the wrong type), and V8's JSON.parse does not recurse on the stack.
 * The query and path parameters still pass the walk (the input guard's preValidation hook).
 */
export function useEventBatchParser(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    void parseJson(request, typeof body === 'string' ? body : body.toString('utf8'), done);
  });
}

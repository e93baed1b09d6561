import type { z } from 'zod/mini';
import { AppError } from '../services/errors.js';

/** Parses untrusted input with a contract schema; the first problem becomes a 400 naming the field. */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : undefined;
  throw new AppError('invalid_input', `${field ? `${field}: ` : ''}${issue?.message ?? 'Invalid input'}`);
}

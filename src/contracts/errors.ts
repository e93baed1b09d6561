import * as z from 'zod/mini';

/** Every non-2xx JSON response has this body; correlationId matches the server log line. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    correlationId: z.string(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

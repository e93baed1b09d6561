/** The text to show for a failed command: the server's refusal as it was sent (SPEC §8), else a generic retry. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

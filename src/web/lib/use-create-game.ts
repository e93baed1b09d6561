// Creating a game from a creation form (squares, pick'em): the request, then the host lands on
// the game's share panel (/games/{id}/share?created=1), since the next thing a host does is send
// the link. The form's entry is replaced in the history, so Back does not offer to create the
// same game twice. A refusal is kept for the form to show; the form stays as it was.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CreatedGameSchema } from '../../contracts/squares.js';
import { apiPost } from './api-client.js';
import { ensureSession } from './session.js';

/** `endpoint`: where the kind's games are created, taking a `Payload`; `failed`: what to say when the error has no message. */
export function useCreateGame<Payload>(endpoint: string, failed: string) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  async function create(payload: () => Payload) {
    if (submitting) return;
    setSubmitting(true);
    setServerError(null);
    try {
      // A host may be anonymous (docs/product/accounts.md); the server needs a session to know who hosts.
      await ensureSession();
      const created = await apiPost(endpoint, payload(), CreatedGameSchema);
      void navigate(`/games/${created.gameId}/share?created=1`, { replace: true });
    } catch (error) {
      setServerError(error instanceof Error ? error.message : failed);
      setSubmitting(false);
    }
  }
  return { create, submitting, serverError };
}

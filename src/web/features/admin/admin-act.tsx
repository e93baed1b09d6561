// Running one admin action from a found result: busy while it runs, and its refusal kept to show
// inside the page (an inline line with role="alert"), never as a browser alert.
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message.js';

/** Runs an admin action (path, body, what to tell the admin when it is done); throws its refusal. */
export type Act = (path: string, body: object, done: string) => Promise<void>;

export function useAction(act: Act) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (path: string, body: object, done: string): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await act(path, body, done);
      return true;
    } catch (failure) {
      setError(errorMessage(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

export function ErrorLine({ text }: { text: string | null }) {
  return text ? (
    <p className="form-field__error" role="alert">
      {text}
    </p>
  ) : null;
}

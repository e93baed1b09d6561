import { useState } from 'react';
import { errorMessage } from './error-message.js';
import { toast } from '../components/toast/toast.js';

/**
 * Runs a host command with a busy state: `run` resolves true when it went through; a refusal is
 * told in a toast with the server's text and resolves false.
 */
export function useCommand() {
  const [busy, setBusy] = useState(false);
  const run = async (command: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    try {
      await command();
      return true;
    } catch (error) {
      toast.refusal(errorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/**
 * Runs a command with a busy state; `run` resolves true when it went through, and a refusal is
 * kept in `failure` with the server's text, for the dialog or form to show inline (role="alert").
 */
export function useInlineCommand() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (command: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      await command();
      return true;
    } catch (error) {
      setFailure(errorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, run };
}

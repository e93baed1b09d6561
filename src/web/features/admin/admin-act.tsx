// Running one admin action from a found result: busy while it runs, and its refusal kept to show
// inside the page (an inline line with role="alert"), never as a browser alert.
import { InlineAlert } from '../../components/inline-alert.js';
import { useInlineCommand } from '../../lib/use-command.js';

/** Runs an admin action (path, body, what to tell the admin when it is done); throws its refusal. */
export type Act = (path: string, body: object, done: string) => Promise<void>;

export function useAction(act: Act) {
  const { busy, failure, setFailure, run } = useInlineCommand();
  return { busy, error: failure, setError: setFailure, run: (path: string, body: object, done: string) => run(() => act(path, body, done)) };
}

export const ErrorLine = ({ text }: { text: string | null }) => <InlineAlert text={text} className="form-field__error" />;

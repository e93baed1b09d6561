// Sentry, only when SENTRY_DSN is set (decision 043): the SDK is imported then and only then, so
// without a DSN it is never loaded and nothing leaves the server. The SDK is reached through
// this small interface: the rest of the server never names it.

/** What the server reports to Sentry: its own 5xx errors (the browser's SDK reports the browser's). */
export interface SentryReporter {
  report(error: Error, context: { source: 'server'; route: string; correlationId: string | null; fingerprint: string }): void;
  close(): Promise<void>;
}

/** The part of @sentry/node (9.x) used here. */
interface SentryNodeSdk {
  init(options: Record<string, unknown>): unknown;
  captureException(error: unknown, hint?: Record<string, unknown>): string;
  close(timeoutMs?: number): PromiseLike<boolean>;
}

/** A module name held in a variable: without a DSN, nothing resolves or bundles the SDK. */
const SENTRY_NODE = '@sentry/node';

export async function reportToSentry(options: { dsn: string | undefined; environment: string; release: string; importSdk?: () => Promise<unknown> }): Promise<SentryReporter | null> {
  if (options.dsn === undefined) return null;
  const sdk = (await (options.importSdk ?? (() => import(SENTRY_NODE)))()) as SentryNodeSdk;
  // No default integrations: the SDK must not wrap the HTTP server or the console; we hand it each error.
  sdk.init({ dsn: options.dsn, environment: options.environment, release: options.release, defaultIntegrations: false, sendDefaultPii: false });
  return {
    report(error, context) {
      sdk.captureException(error, {
        tags: { source: context.source, route: context.route },
        fingerprint: [context.fingerprint],
        extra: context.correlationId ? { correlationId: context.correlationId } : {},
      });
    },
    close: async () => void (await sdk.close(2_000)),
  };
}

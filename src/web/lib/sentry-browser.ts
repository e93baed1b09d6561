// The browser's half of reporting to Sentry (decision 043): only when the server's config names a
// DSN, and then Sentry's official browser SDK is imported — a chunk of its own that a site without
// a DSN never downloads. Our own sampling has already decided that this error is sent, so the SDK
// keeps every error it is given and adds no integrations of its own (no breadcrumbs of clicks or
// console, no global handlers: error-capture.ts is the one place that listens).

export interface SentryTarget {
  dsn: string;
  environment: string;
  release: string;
}

/** The part of @sentry/browser used here. */
export interface SentryBrowserSdk {
  init(options: Record<string, unknown>): unknown;
  captureException(error: unknown, hint?: Record<string, unknown>): string;
}

let started: Promise<SentryBrowserSdk> | undefined;

export async function sendToSentry(target: SentryTarget, error: unknown, tags: { kind: string; route: string }, importSdk: () => Promise<SentryBrowserSdk> = () => import('@sentry/browser')): Promise<void> {
  started ??= importSdk().then((sdk) => {
    sdk.init({ dsn: target.dsn, environment: target.environment, release: target.release, defaultIntegrations: false, sampleRate: 1, sendDefaultPii: false });
    return sdk;
  });
  const sdk = await started;
  sdk.captureException(error, { tags });
}

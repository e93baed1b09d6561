// Catches the errors the player never sees reported (docs/product/site.md#errors, decision 043):
// uncaught errors, unhandled rejections, what an error boundary caught and commands the server
// failed. This part is in the home page's script and only listens; sampling and sending are in
// error-report.ts, loaded the first time there is something to report.
import { currentRoute } from './analytics.js';

export type ErrorKind = 'error' | 'unhandledrejection' | 'boundary' | 'command';

export function reportClientError(kind: ErrorKind, error: unknown): void {
  const route = currentRoute;
  void import('./error-report.js').then((m) => m.sendErrorReport(kind, error, route)).catch(() => undefined);
}

export function captureErrors(): void {
  addEventListener('error', (event) => reportClientError('error', event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => reportClientError('unhandledrejection', event.reason));
}

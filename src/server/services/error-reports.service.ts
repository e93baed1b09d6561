// Error reports (decision 043): client errors the browser sampled and sent, and the server's own
// 5xx errors with their correlation id, grouped by fingerprint in error_groups; each also counts
// as an `error` analytics event, and goes to Sentry when SENTRY_DSN is set.
import type { ErrorReport } from '../../contracts/analytics.js';
import type { Database } from '../db/database.js';
import { addErrorOccurrence } from '../db/repositories/error-groups.repository.js';
import type { Env } from '../env.js';
import type { AnalyticsRecorder, EventSubject } from './analytics-recorder.js';
import { errorFingerprint, formatFrames, parseStack } from './error-stacks.js';
import type { StackMapper } from './error-stacks.js';
import type { SentryReporter } from './sentry.js';

/** The share of client errors a browser reports, by where the site runs (docs/product/site.md#errors). */
const SAMPLE_RATES = { production: 0.1, staging: 0.5, development: 1 } as const;

export function siteEnvironment(env: Pick<Env, 'NODE_ENV' | 'SITE_ENVIRONMENT'>): keyof typeof SAMPLE_RATES {
  return env.SITE_ENVIRONMENT ?? (env.NODE_ENV === 'production' ? 'production' : 'development');
}

export function errorSampleRate(env: Pick<Env, 'NODE_ENV' | 'SITE_ENVIRONMENT' | 'ERROR_SAMPLE_RATE'>): number {
  return env.ERROR_SAMPLE_RATE ?? SAMPLE_RATES[siteEnvironment(env)];
}

export interface ErrorReportsDeps {
  db: Database;
  now: () => Date;
  analytics: AnalyticsRecorder;
  mapper: StackMapper;
  version: string;
  sentry: SentryReporter | null;
  onError: (error: unknown) => void;
}

export function createErrorReports(deps: ErrorReportsDeps) {
  return {
    /** A browser's report: its stack mapped through the build's source maps, then grouped. */
    async client(report: ErrorReport, subject: EventSubject): Promise<void> {
      const frames = deps.mapper.map(report.stack);
      const name = report.name || 'Error';
      const fingerprint = errorFingerprint(name, report.message, frames);
      const stack = frames.length > 0 ? formatFrames(frames) : report.stack.slice(0, 2_000);
      await addErrorOccurrence(deps.db, { fingerprint, source: 'client', name, message: report.message, stack, version: report.version, route: report.route, correlationId: null, at: deps.now() });
      deps.analytics.record('error', subject, { source: 'client', fingerprint });
    },
    /** A request that failed with a 5xx: never awaited by the answer, never thrown from. */
    server(error: unknown, context: { route: string; correlationId: string }): void {
      const err = error instanceof Error ? error : new Error(String(error));
      const frames = parseStack(err.stack ?? '').map((f) => ({ ...f, file: f.file.replace(/^file:\/\//, '').replace(/^.*?\/(src|dist)\//, '$1/') }));
      const fingerprint = errorFingerprint(err.name, err.message, frames);
      deps.sentry?.report(err, { source: 'server', ...context, fingerprint });
      deps.analytics.record('error', {}, { source: 'server', fingerprint });
      addErrorOccurrence(deps.db, {
        fingerprint,
        source: 'server',
        name: err.name,
        message: err.message.slice(0, 1_000),
        stack: formatFrames(frames),
        version: deps.version,
        route: context.route.slice(0, 200),
        correlationId: context.correlationId,
        at: deps.now(),
      }).catch(deps.onError);
    },
  };
}
export type ErrorReports = ReturnType<typeof createErrorReports>;

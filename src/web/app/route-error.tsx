// What a page shows when it cannot render. A page chunk that failed to download (network
// trouble, or a deploy replaced it) gets a designed message that suggests reloading (docs/product/site.md#errors).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { reportClientError } from '../lib/error-capture.js';
import { RefreshIcon, SignalIcon } from '../components/icons.js';
import { StatusScreen } from '../components/status-screen.js';
import '../components/button.css';

/** Browsers word a failed dynamic import differently; all of them mean "the file did not arrive". */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|importing a module script failed|error loading dynamically|failed to fetch|unable to preload/i.test(
    error.message,
  );
}

/**
 * React's report for errors an error boundary caught. A failed download is expected now and
 * then and is logged only as a warning; anything else is a bug and stays an error.
 */
export function reportCaughtError(error: unknown, info: ErrorInfo): void {
  if (isChunkLoadError(error)) console.warn('Page failed to load', error);
  else {
    console.error(error, info.componentStack);
    reportClientError('boundary', error);
  }
}

export function RouteErrorScreen({ error }: { error: unknown }) {
  const reload = (
    <button type="button" className="button button--primary" onClick={() => location.reload()}>
      <RefreshIcon /> Reload page
    </button>
  );

  if (isChunkLoadError(error)) {
    return (
      <StatusScreen art={<SignalIcon />} title="This page didn't load" actions={reload} testId="chunk-error">
        <p>Your connection may have dropped, or Sportsball was just updated. Reloading the page usually fixes it.</p>
      </StatusScreen>
    );
  }
  return (
    <StatusScreen
      art={<RefreshIcon />}
      title="Something went wrong"
      testId="route-error"
      actions={
        <>
          {reload}
          <Link className="button button--secondary" to="/" reloadDocument>
            Go home
          </Link>
        </>
      }
    >
      <p>This page ran into a problem. Reload to try again.</p>
    </StatusScreen>
  );
}

/** Catches a page's errors so the shell (and its navigation) stays usable. Reset by a new `key`. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render() {
    return this.state.error ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}

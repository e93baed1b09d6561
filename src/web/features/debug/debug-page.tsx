// /debug (docs/product/site.md#debug): for anyone, what support asks first — the running
// version, the live connection and the topics it follows, the clock against the server's, the
// kind of session — and a button that copies it all as text. Nothing secret is shown.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { toast } from '../../components/toast/toast.js';
import { APP_VERSION } from '../../lib/app-version.js';
import { getLiveClient, useLiveConnection } from '../../lib/use-live.js';
import { useSessionUser } from '../../lib/session.js';
import { measureClockSkew } from './clock-skew.js';
import { debugReport, describeSkew, SESSION_NAMES, type DebugFacts } from './debug-report.js';
import { DisclosureSummary } from '../../components/disclosure-summary.js';
import '../../components/button.css';
import './debug.css';

const STATE_NAMES = { connecting: 'Connecting…', open: 'Connected', reconnecting: 'Reconnecting…' } as const;

/** The followed topics, read on every render and re-read each second (they come and go with pages). */
function useFollowedTopics(): DebugFacts['topics'] {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 1_000);
    return () => clearInterval(timer);
  }, []);
  return getLiveClient().followedTopics();
}

export function DebugPage() {
  const user = useSessionUser();
  const { state } = useLiveConnection();
  const topics = useFollowedTopics();
  const [skew, setSkew] = useState<DebugFacts['skew']>('measuring');
  const online = useSyncExternalStore(
    useCallback((onChange: () => void) => {
      addEventListener('online', onChange);
      addEventListener('offline', onChange);
      return () => {
        removeEventListener('online', onChange);
        removeEventListener('offline', onChange);
      };
    }, []),
    () => navigator.onLine,
  );

  useEffect(() => {
    measureClockSkew().then(setSkew, () => setSkew('failed'));
  }, []);
  const measureAgain = () => {
    setSkew('measuring');
    measureClockSkew().then(setSkew, () => setSkew('failed'));
  };

  const facts: DebugFacts = {
    version: APP_VERSION,
    path: location.pathname,
    userAgent: navigator.userAgent,
    session: user === undefined ? 'unknown' : user === null ? 'none' : user.type,
    socket: state,
    topics,
    skew,
    at: new Date().toISOString(),
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(debugReport(facts));
      toast.info('Copied. Paste it into your message to support.');
    } catch {
      toast.refusal('Copying was not allowed here. Select the report below and copy it by hand.');
    }
  };

  return (
    <div className="debug">
      <title>Debug · Sportsball</title>
      <h1 className="debug__title">Debug</h1>
      <p className="debug__lead">What support needs to know about this page. Nothing here is secret.</p>
      <dl className="debug__facts">
        <Fact label="Version" value={APP_VERSION} testId="debug-version" />
        <Fact label="Session" value={SESSION_NAMES[facts.session]} testId="debug-session" />
        <Fact label="Live connection" value={`${STATE_NAMES[state]}${online ? '' : ' (offline)'}`} testId="debug-socket" />
        <Fact label="Clock" value={describeSkew(skew)} testId="debug-clock" />
      </dl>
      <section aria-labelledby="debug-topics">
        <h2 id="debug-topics" className="debug__section-title">
          Live topics
        </h2>
        {topics.length === 0 ? (
          <p className="debug__empty">None yet.</p>
        ) : (
          <ul className="debug__topics" data-testid="debug-topics">
            {topics.map((t) => (
              <li key={t.topic}>
                <code>{t.topic}</code>
                <span className="tabular">{t.version === undefined ? 'waiting' : `v${t.version}`}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="debug__actions">
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          Copy for support
        </button>
        <button type="button" className="button button--secondary" onClick={measureAgain}>
          Measure clock again
        </button>
      </div>
      <details className="debug__report">
        <DisclosureSummary>The report as text</DisclosureSummary>
        <pre data-testid="debug-report">{debugReport(facts)}</pre>
      </details>
    </div>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

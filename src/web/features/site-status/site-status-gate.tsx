// The shell's site-wide states (docs/product/site.md): the maintenance
// banner and bumper, the forced update with its error screen, and the connection retry banner.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Banner } from '../../components/banner.js';
import { RefreshIcon, SignalIcon } from '../../components/icons.js';
import { Logo } from '../../components/logo.js';
import { StatusScreen } from '../../components/status-screen.js';
import { APP_VERSION } from '../../lib/app-version.js';
import { retryLiveConnection, useLiveConnection } from '../../lib/use-live.js';
import { useNow } from '../../lib/use-now.js';
import {
  getMaintenanceView,
  isClientOutdated,
  MAX_RELOAD_ATTEMPTS,
  readReloadAttempts,
  reloadForUpdate,
  writeReloadAttempts,
} from './site-status.js';
import { useSiteConfig } from './use-site-config.js';
import '../../components/button.css';
import './site-status.css';

// Maintenance is announced by a running server, so its notices load when one is due, outside the
// bundle every page loads. The update screens and the connection banner stay here: they are shown
// when a deploy has replaced the chunks or the network is failing, and must not need a download.
const MaintenanceNotice = lazy(() => import('./maintenance-notices.js'));

/** How long the live connection may be down before we say so (docs/product/site.md retry banner). */
export const TROUBLE_AFTER_MS = 5000;

/** `dismissible` false: no way to dismiss the upgrade banner (inside the mobile app's webview). */
export function SiteStatusGate({ children, dismissible = true }: { children: ReactNode; dismissible?: boolean }) {
  const config = useSiteConfig();
  const now = useNow(config?.maintenanceTime != null, 500);
  const maintenance = config ? getMaintenanceView(config, now) : ({ kind: 'none' } as const);
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);

  // Read once per page load: the count from the reloads before this one.
  const [attemptsAtLoad] = useState(readReloadAttempts);
  const outdated = config ? isClientOutdated(APP_VERSION, config.minClientVersion) : undefined;
  const gaveUp = outdated === true && attemptsAtLoad >= MAX_RELOAD_ATTEMPTS;

  useEffect(() => {
    if (outdated === undefined) return;
    if (!outdated) {
      writeReloadAttempts(0);
      return;
    }
    if (attemptsAtLoad >= MAX_RELOAD_ATTEMPTS) {
      console.warn('Too many reload attempts');
      return;
    }
    writeReloadAttempts(attemptsAtLoad + 1);
    void reloadForUpdate();
  }, [outdated, attemptsAtLoad]);

  let overlay: ReactNode = null;
  if (gaveUp) overlay = <UpdateErrorScreen />;
  else if (maintenance.kind === 'bumper') {
    overlay = (
      <Suspense fallback={null}>
        <MaintenanceNotice notice={{ kind: 'bumper' }} message={config?.maintenanceMessage ?? null} />
      </Suspense>
    );
  } else if (outdated) overlay = <UpdatingScreen />;

  const showCountdown =
    maintenance.kind === 'countdown' && (maintenance.urgent || dismissedFor !== config?.maintenanceTime);

  return (
    <>
      <div className="site-notices">
        {showCountdown && (
          <Suspense fallback={null}>
            <MaintenanceNotice
              notice={maintenance}
              message={config?.maintenanceMessage ?? null}
              onDismiss={maintenance.urgent || !dismissible ? undefined : () => setDismissedFor(config?.maintenanceTime ?? null)}
            />
          </Suspense>
        )}
        <ConnectionBanner />
      </div>
      <div className="site-status__app" inert={overlay !== null}>
        {children}
      </div>
      {overlay}
    </>
  );
}

function ConnectionBanner() {
  const { state, downSince } = useLiveConnection();
  const down = state === 'reconnecting' && downSince !== null;
  const now = useNow(down, 1000);
  if (!down || now - downSince < TROUBLE_AFTER_MS) return null;
  return (
    <Banner
      tone="warning"
      icon={<SignalIcon />}
      testId="connection-banner"
      action={
        <button type="button" className="button button--secondary banner__action" onClick={retryLiveConnection}>
          Retry
        </button>
      }
    >
      We&apos;re having trouble updating the site
      <span className="site-notices__hint">Scores and changes may be out of date.</span>
    </Banner>
  );
}

function UpdatingScreen() {
  return (
    <StatusScreen
      overlay
      header={<Logo size="md" tone="night" />}
      art={<RefreshIcon />}
      title="Getting the latest Sportsball"
      testId="updating-screen"
    >
      <p>A newer version is out. Reloading…</p>
    </StatusScreen>
  );
}

function UpdateErrorScreen() {
  return (
    <StatusScreen
      overlay
      header={<Logo size="md" tone="night" />}
      art={<RefreshIcon />}
      title="We couldn't update Sportsball"
      testId="update-error"
      actions={
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            writeReloadAttempts(0);
            location.reload();
          }}
        >
          <RefreshIcon /> Retry
        </button>
      }
    >
      <p>A newer version of Sportsball is out, but this page keeps loading the old one.</p>
      <p>Try again. If it keeps happening, close this tab and open Sportsball again.</p>
    </StatusScreen>
  );
}

// The maintenance notices (docs/product/site.md#maintenance-and-versions): the countdown banner
// before the upgrade and the full-screen bumper during it. Loaded by site-status-gate.tsx only
// when maintenance is due.
import { Banner } from '../../components/banner.js';
import { WrenchIcon } from '../../components/more-icons.js';
import { Logo } from '../../components/logo.js';
import { StatusScreen } from '../../components/status-screen.js';
import { formatCountdown } from '../../lib/format-countdown.js';
import type { MaintenanceView } from './site-status.js';

/** The notice the maintenance settings call for: the countdown banner, or the bumper once the time has come. */
export default function MaintenanceNotice({ notice, message, onDismiss }: { notice: Exclude<MaintenanceView, { kind: 'none' }>; message: string | null; onDismiss?: (() => void) | undefined }) {
  if (notice.kind === 'bumper') return <MaintenanceBumper message={message} />;
  return <MaintenanceCountdown secondsLeft={notice.secondsLeft} urgent={notice.urgent} message={message} onDismiss={onDismiss} />;
}

function MaintenanceCountdown({ secondsLeft, urgent, message, onDismiss }: { secondsLeft: number; urgent: boolean; message: string | null; onDismiss: (() => void) | undefined }) {
  return (
    <Banner tone={urgent ? 'urgent' : 'info'} icon={<WrenchIcon />} testId="maintenance-banner" onDismiss={onDismiss} dismissLabel="Dismiss upgrade notice">
      Site upgrade in <strong className="tabular">{formatCountdown(secondsLeft)}</strong>
      <span className="site-notices__hint">
        {/* The admin's message, if any, in place of the usual words. */}
        {urgent ? 'Save what you are doing now.' : (message ?? 'Sportsball will be back a few minutes later.')}
      </span>
    </Banner>
  );
}

function MaintenanceBumper({ message }: { message: string | null }) {
  return (
    <StatusScreen
      overlay
      header={<Logo size="md" tone="night" />}
      art={<WrenchIcon />}
      title="Site Upgrade in Progress"
      testId="maintenance-bumper"
    >
      <p>{message ?? "We're putting in some upgrades. This usually takes a few minutes."}</p>
      <p className="site-status__waiting">
        <span className="site-status__dot" aria-hidden="true" />
        This page comes back by itself when we&apos;re done.
      </p>
    </StatusScreen>
  );
}

// docs/product/site.md: About / Tech Specs. Shows the product, the running version (from /api/config)
// and the community link when one is configured. Opened from the menu, downloaded on first use.
import { Dialog } from '../../components/dialog.js';
import { ChatIcon, ExternalIcon } from '../../components/more-icons.js';
import { Logo } from '../../components/logo.js';
import { useClientConfig } from '../../lib/client-config.js';
import type { LiveState } from '../../lib/live-client.js';
import { useLiveConnection } from '../../lib/use-live.js';
import '../../components/button.css';
import './tech-specs-dialog.css';

const LIVE_LABEL: Record<LiveState, string> = {
  connecting: 'Connecting…',
  open: 'Connected',
  reconnecting: 'Reconnecting…',
};

export default function TechSpecsDialog({ onClose }: { onClose: () => void }) {
  const config = useClientConfig();
  const { state } = useLiveConnection();
  return (
    <Dialog title="Tech Specs" onClose={onClose}>
      <div className="tech-specs">
        <div className="tech-specs__brand">
          <Logo size="md" />
          <p className="tech-specs__tagline">Free sports pools: squares and pick&apos;em, scored live.</p>
        </div>
        <dl className="tech-specs__list">
          <div>
            <dt>Version</dt>
            <dd className="tabular" data-testid="app-version">
              {config ? config.version : 'Loading…'}
            </dd>
          </div>
          <div>
            <dt>Live updates</dt>
            <dd>
              <span className={`tech-specs__state tech-specs__state--${state}`} aria-hidden="true" />
              {LIVE_LABEL[state]}
            </dd>
          </div>
          <div>
            <dt>Runs on</dt>
            <dd>Any browser, no install</dd>
          </div>
        </dl>
        {config?.discordUrl && (
          <a className="button button--secondary button--block" href={config.discordUrl} target="_blank" rel="noopener noreferrer">
            <ChatIcon /> Join Discord Community <ExternalIcon className="tech-specs__external" />
          </a>
        )}
      </div>
    </Dialog>
  );
}

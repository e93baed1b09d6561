// SPEC §2 Menu. Only the items whose destinations exist today are listed: Tech Specs, and
// Join Discord Community when a link is configured. Sign in, Profile, Create your own pool,
// What is Sportsball, Learning Center and Admin Dashboard arrive with their pages.
import { Dialog } from '../components/dialog.js';
import { ChatIcon, ChevronRightIcon, ExternalIcon, InfoIcon } from '../components/icons.js';
import { useClientConfig } from '../lib/client-config.js';
import './menu-sheet.css';

export function MenuSheet({ onClose, onOpenTechSpecs }: { onClose: () => void; onOpenTechSpecs: () => void }) {
  const config = useClientConfig();
  return (
    <Dialog title="Menu" variant="sheet" onClose={onClose}>
      <ul className="menu-list">
        <li>
          <button type="button" className="menu-item" onClick={onOpenTechSpecs}>
            <span className="menu-item__icon">
              <InfoIcon />
            </span>
            <span className="menu-item__text">
              Tech Specs
              <small>Version and how Sportsball runs</small>
            </span>
            <ChevronRightIcon className="menu-item__trail" />
          </button>
        </li>
        {config?.discordUrl && (
          <li>
            <a className="menu-item" href={config.discordUrl} target="_blank" rel="noopener noreferrer">
              <span className="menu-item__icon">
                <ChatIcon />
              </span>
              <span className="menu-item__text">
                Join Discord Community
                <small>Ideas, help and pool talk</small>
              </span>
              <ExternalIcon className="menu-item__trail" />
            </a>
          </li>
        )}
      </ul>
    </Dialog>
  );
}

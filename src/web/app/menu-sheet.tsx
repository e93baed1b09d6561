// docs/product/site.md#app-shell-and-menu: Sign in, or Profile and Sign out; Admin Dashboard (admins only, decision 006);
// Create your own pool (the game type menu, decision 031); What is Sportsball and Learning Center
// (content pages, decision 037); Tech Specs; Join Discord Community when a link is configured.
// Downloaded when first opened.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { currentRoute, track } from '../lib/analytics.js';
import { Avatar } from '../components/avatar/avatar.js';
import { Dialog } from '../components/dialog.js';
import { ChevronRightIcon, GamesIcon, PlusIcon } from '../components/icons.js';
import { BallIcon, BookIcon, ChatIcon, ExternalIcon, InfoIcon, ShieldIcon, SignInIcon, SignOutIcon, UserIcon } from '../components/more-icons.js';
import { signOut } from '../features/account/account-api.js';
import { applySessionChange } from '../lib/account.js';
import { useClientConfig } from '../lib/client-config.js';
import { useSessionUser } from '../lib/session.js';
import type { ShellDialog } from '../lib/shell-dialogs.js';
import { toast } from '../components/toast/toast.js';
import './menu-sheet.css';

export default function MenuSheet({ onClose, onOpen }: { onClose: () => void; onOpen: (dialog: ShellDialog) => void }) {
  const config = useClientConfig();
  const user = useSessionUser();
  const signedIn = user?.type === 'signedIn' ? user : null;

  const onSignOut = async () => {
    try {
      // docs/product/accounts.md#anonymous-players: signed out, then a fresh anonymous session (the server's answer).
      applySessionChange(await signOut());
      onClose();
    } catch (error) {
      toast.refusal(error instanceof Error ? error.message : 'Could not sign out. Please try again.');
    }
  };

  return (
    <Dialog title="Menu" variant="sheet" onClose={onClose}>
      {signedIn && (
        <div className="menu-account">
          {signedIn.publicId.avatar ? (
            <Avatar id={signedIn.publicId.avatar.id} size="48px" />
          ) : (
            <span className="menu-account__placeholder" aria-hidden="true">
              <UserIcon />
            </span>
          )}
          <span className="menu-account__text">
            <strong>{signedIn.publicId.handle ? `@${signedIn.publicId.handle}` : 'No handle yet'}</strong>
            {signedIn.email && <small>{signedIn.email}</small>}
          </span>
        </div>
      )}
      <ul className="menu-list">
        {signedIn ? (
          <>
            <li>
              <button type="button" className="menu-item" onClick={() => onOpen('settings')}>
                <span className="menu-item__icon">
                  <UserIcon />
                </span>
                <span className="menu-item__text">
                  Profile
                  <small>Handle, avatar and account</small>
                </span>
                <ChevronRightIcon className="menu-item__trail" />
              </button>
            </li>
            {signedIn.isAdmin && (
              <li>
                <Link className="menu-item" to="/admin" onClick={onClose}>
                  <span className="menu-item__icon">
                    <ShieldIcon />
                  </span>
                  <span className="menu-item__text">
                    Admin Dashboard
                    <small>Players, sessions and score feeds</small>
                  </span>
                  <ChevronRightIcon className="menu-item__trail" />
                </Link>
              </li>
            )}
          </>
        ) : (
          <li>
            <button type="button" className="menu-item menu-item--accent" onClick={() => onOpen('sign-in')}>
              <span className="menu-item__icon">
                <SignInIcon />
              </span>
              <span className="menu-item__text">
                Sign in
                <small>Keep your pools on every device</small>
              </span>
              <ChevronRightIcon className="menu-item__trail" />
            </button>
          </li>
        )}
        <MenuLink to="/football-pool" icon={<GamesIcon />} title="Weekly NFL challenge" hint="Free pick'em for everyone, paid in jelly beans" onClose={onClose} />
        <MenuLink to="/games/new" icon={<PlusIcon />} title="Create your own pool" hint="Squares, pick'em or props" onClose={onClose} />
        <MenuLink
          to="/about"
          icon={<BallIcon />}
          title="What is Sportsball"
          hint="How it works and why it's free"
          onClose={() => {
            // docs/product/site.md#analytics: about click, with the page it was opened from.
            track({ name: 'about_click', props: { route: currentRoute } });
            onClose();
          }}
        />
        <MenuLink to="/learning-center" icon={<BookIcon />} title="Learning Center" hint="Guides to squares and pick'em" onClose={onClose} />
        <li>
          <button type="button" className="menu-item" onClick={() => onOpen('tech-specs')}>
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
        {signedIn && (
          <li>
            <button type="button" className="menu-item" onClick={() => void onSignOut()}>
              <span className="menu-item__icon">
                <SignOutIcon />
              </span>
              <span className="menu-item__text">Sign out</span>
            </button>
          </li>
        )}
      </ul>
    </Dialog>
  );
}

/** One item of the menu that goes to a page, closing the menu as it goes. */
function MenuLink({ to, icon, title, hint, onClose }: { to: string; icon: ReactNode; title: string; hint: string; onClose: () => void }) {
  return (
    <li>
      <Link className="menu-item" to={to} onClick={onClose}>
        <span className="menu-item__icon">{icon}</span>
        <span className="menu-item__text">
          {title}
          <small>{hint}</small>
        </span>
        <ChevronRightIcon className="menu-item__trail" />
      </Link>
    </li>
  );
}

// docs/product/site.md#app-shell-and-menu: one column at most 700px wide, the bottom navigation (hidden for bots and
// inside the mobile app's webview), the menu and its dialogs, and the site-wide maintenance and
// connection states. Every dialog is its own chunk, downloaded when it is first opened, so the
// home page carries none of them. An account without a handle finds Your Settings open, and it
// cannot be closed until a handle is saved (docs/product/site.md).
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ToastSlot } from '../components/toast/toast-slot.js';
import { SiteStatusGate } from '../features/site-status/site-status-gate.js';
import { isBotMode } from '../lib/bot.js';
import { useSessionUser } from '../lib/session.js';
import { closeShellDialog, openShellDialog, useShellDialog } from '../lib/shell-dialogs.js';
import { isWebviewMode } from '../lib/webview.js';
import { BottomNav } from './bottom-nav.js';
// The dialogs' own styles ride with the shell's (a few hundred bytes): every dialog chunk then
// needs no stylesheet of its own, and the page's table of lazy files stays short.
import '../components/dialog.css';
import '../features/content/tech-specs-dialog.css';
import './menu-sheet.css';
import './app-shell.css';

/**
 * A dialog downloaded when first opened. One that fails to download (a dropped connection, a
 * deploy) says so in a toast that suggests reloading (docs/product/site.md), and stays closed.
 */
const NOT_LOADED_TEXT = "That didn't open: your connection may have dropped, or Sportsball was just updated. Please reload the page.";

function lazyDialog<P extends { onClose: () => void }>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch(() => ({
      default: function NotLoaded({ onClose }: P) {
        useEffect(() => {
          onClose();
          void import('../components/toast/toast.js').then(
            ({ toast }) => toast.refusal(NOT_LOADED_TEXT),
            // The toast's own code did not arrive either (the same dropped connection or deploy):
            // the page's assertive live region says the words itself, dressed as a toast.
            () => {
              const region = document.querySelector('.toasts [role="alert"]');
              if (region) Object.assign(region, { className: 'toast toast--refusal', textContent: NOT_LOADED_TEXT });
            },
          );
        }, [onClose]);
        return null;
      },
    })),
  );
}

const loadMenu = () => import('./menu-sheet.js');
const MenuSheet = lazyDialog(loadMenu);
const TechSpecsDialog = lazyDialog(() => import('../features/content/tech-specs-dialog.js'));
const SignInDialog = lazyDialog(() => import('../features/account/sign-in-dialog.js'));
const SettingsDialog = lazyDialog(() => import('../features/account/settings-dialog.js'));
const SignInErrorDialog = lazyDialog(() => import('../features/account/sign-in-error-dialog.js'));

/** Pages that are a whole screen of their own: the mobile app's return screen. */
const CHROMELESS_PATHS = ['/auth-complete'];

export function AppShell() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const dialog = useShellDialog();
  const user = useSessionUser();
  const [signInError, setSignInError] = useState<string | null>(null);
  const webview = isWebviewMode();
  const showNav = !isBotMode() && !webview && !CHROMELESS_PATHS.includes(pathname);
  // docs/product/site.md: a first sign-in without a handle opens Your Settings (the app handles this itself in its webview).
  const needsHandle = user?.type === 'signedIn' && user.publicId.handle === null && !webview && !CHROMELESS_PATHS.includes(pathname);

  // Back from a redirect-mode Google sign-in (decision 007): tidy the address, tell a refusal in
  // the app's own words and dialog. The code that does it is fetched only when the address says so.
  useEffect(() => {
    if (!/[?&](signInError|newUser)=/.test(search)) return;
    void import('../features/account/google-return.js').then(({ readGoogleReturn }) => {
      const back = readGoogleReturn(search);
      if (!back) return;
      void navigate({ pathname, search: back.search, hash }, { replace: true });
      if (back.error) setSignInError(back.error);
    });
  }, [pathname, search, hash, navigate]);

  return (
    <SiteStatusGate dismissible={!webview}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* First in the page: a top navigation above 900px (bottom-nav.css), read and focused before the page. */}
      {showNav && (
        <BottomNav
          user={user}
          menuOpen={dialog === 'menu'}
          onOpenMenu={() => openShellDialog('menu')}
          onPrepareMenu={() => void loadMenu().catch(() => undefined)}
        />
      )}
      <main id="main" className={showNav ? 'shell-main shell-main--with-nav' : 'shell-main'} tabIndex={-1}>
        <Outlet />
      </main>
      <ToastSlot raised={showNav} />
      <Suspense fallback={null}>
        {dialog === 'menu' && <MenuSheet onClose={closeShellDialog} onOpen={openShellDialog} />}
        {dialog === 'tech-specs' && <TechSpecsDialog onClose={closeShellDialog} />}
        {dialog === 'sign-in' && <SignInDialog onClose={closeShellDialog} />}
        {dialog === 'host-sign-in' && <SignInDialog purpose="host-step" onClose={closeShellDialog} />}
        {(dialog === 'settings' || needsHandle) && <SettingsDialog required={needsHandle} onClose={closeShellDialog} />}
        {signInError !== null && <SignInErrorDialog text={signInError} onClose={() => setSignInError(null)} />}
      </Suspense>
    </SiteStatusGate>
  );
}

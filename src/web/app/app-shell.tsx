// SPEC §2 App shell: one column at most 700px wide, the bottom navigation (hidden for bots),
// the menu and its dialogs, and the site-wide maintenance and connection states.
import { useState } from 'react';
import { Outlet } from 'react-router';
import { TechSpecsDialog } from '../features/content/tech-specs-dialog.js';
import { SiteStatusGate } from '../features/site-status/site-status-gate.js';
import { isBotMode } from '../lib/bot.js';
import { BottomNav } from './bottom-nav.js';
import { MenuSheet } from './menu-sheet.js';
import './app-shell.css';

type OpenDialog = 'menu' | 'tech-specs' | null;

export function AppShell() {
  const bot = isBotMode();
  const [dialog, setDialog] = useState<OpenDialog>(null);

  return (
    <SiteStatusGate>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <main id="main" className={bot ? 'shell-main' : 'shell-main shell-main--with-nav'} tabIndex={-1}>
        <Outlet />
      </main>
      {!bot && <BottomNav menuOpen={dialog === 'menu'} onOpenMenu={() => setDialog('menu')} />}
      {dialog === 'menu' && <MenuSheet onClose={() => setDialog(null)} onOpenTechSpecs={() => setDialog('tech-specs')} />}
      {dialog === 'tech-specs' && <TechSpecsDialog onClose={() => setDialog(null)} />}
    </SiteStatusGate>
  );
}

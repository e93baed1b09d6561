// docs/product/site.md#maintenance-and-versions (urgent at 20 s, at most 3 reload attempts).
import type { SiteConfig } from '../../../contracts/system.js';
import { compareVersions } from '../../lib/semver.js';

export const URGENT_SECONDS = 20;
export const MAX_RELOAD_ATTEMPTS = 3;
export const RELOAD_ATTEMPTS_KEY = 'reload_attempts';

export type MaintenanceView =
  | { kind: 'none' }
  | { kind: 'countdown'; secondsLeft: number; urgent: boolean }
  | { kind: 'bumper' };

/**
 * What the maintenance settings mean at `now`: a countdown banner while the time is ahead,
 * the full-screen bumper from that time on. An unset minClientVersion also shows the bumper.
 */
export function getMaintenanceView(config: Pick<SiteConfig, 'maintenanceTime' | 'minClientVersion'>, now: number): MaintenanceView {
  if (config.minClientVersion === null) return { kind: 'bumper' };
  if (config.maintenanceTime === null) return { kind: 'none' };
  const at = Date.parse(config.maintenanceTime);
  if (Number.isNaN(at)) return { kind: 'none' };
  const secondsLeft = (at - now) / 1000;
  if (secondsLeft <= 0) return { kind: 'bumper' };
  return { kind: 'countdown', secondsLeft, urgent: secondsLeft <= URGENT_SECONDS };
}

/** True when this client is older than the minimum; unknown or unparsable versions never force a reload. */
export function isClientOutdated(appVersion: string, minClientVersion: string | null): boolean {
  if (minClientVersion === null) return false;
  const diff = compareVersions(appVersion, minClientVersion);
  return diff !== null && diff < 0;
}

export function readReloadAttempts(): number {
  try {
    const value = Number.parseInt(sessionStorage.getItem(RELOAD_ATTEMPTS_KEY) ?? '0', 10);
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

export function writeReloadAttempts(value: number): void {
  try {
    if (value > 0) sessionStorage.setItem(RELOAD_ATTEMPTS_KEY, String(value));
    else sessionStorage.removeItem(RELOAD_ATTEMPTS_KEY);
  } catch {
    // Storage can be unavailable (private modes); the worst case is one more reload.
  }
}

/** docs/product/site.md: old service workers are unregistered and caches cleared, then the page reloads. */
export async function reloadForUpdate(): Promise<void> {
  try {
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(registrations.map((registration) => registration.unregister()));
    if ('caches' in window) {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
  } catch (error) {
    console.warn('Could not clear old service workers or caches', error);
  }
  location.reload();
}

// Google sign-in in the browser (docs/product/accounts.md; decision 007).
//
// Popup or redirect: a popup on localhost and on preview hosts, a full-page redirect elsewhere.
// Preview hosts are our rule (the spec names none): a hostname containing "preview" (e.g.
// preview.sportsball.app, my-preview-123.example.dev) or "--" (the deploy previews of Netlify,
// Firebase Hosting and Cloudflare Pages: pr-12--sportsball.netlify.app, site--pr12-x1.web.app).
// The popup's answer arrives on a BroadcastChannel: our pages send COOP same-origin, so once
// the popup has been to Google `window.opener` is gone (a `message` from an opener that kept
// its link is taken too).
import type { Promotion } from './account-api.js';

export const GOOGLE_MESSAGE_TYPE = 'sportsball:google-sign-in';

export type GoogleResult = { ok: true; isNewUser: boolean } | { ok: false; code: string; message: string };

/** docs/product/accounts.md: Google refuses to sign in inside the Facebook and Instagram in-app browsers. */
export function inAppBrowserName(userAgent: string): 'Facebook' | 'Instagram' | null {
  if (/Instagram/i.test(userAgent)) return 'Instagram';
  if (/FBAN|FBAV|FB_IAB/.test(userAgent)) return 'Facebook';
  return null;
}

export function googleUnavailableText(app: string): string {
  return `Google sign-in is not available in ${app}. Please use the email option below.`;
}

export function isLocalOrPreviewHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)) return true;
  return host.includes('preview') || host.includes('--');
}

export function googleMode(hostname: string): 'popup' | 'redirect' {
  return isLocalOrPreviewHost(hostname) ? 'popup' : 'redirect';
}

export function googleStartUrl(mode: 'popup' | 'redirect', thenNavigate: string, promotion: Promotion): string {
  const query = new URLSearchParams({ mode, thenNavigate });
  if (promotion.anonUid) query.set('anonUid', promotion.anonUid);
  if (promotion.takeoverCode) query.set('takeoverCode', promotion.takeoverCode);
  return `/api/auth/google/start?${query.toString()}`;
}

/** The popup's message, or null when it is something else. Checked by hand: a tiny shape. */
export function readGoogleResult(data: unknown): GoogleResult | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type !== GOOGLE_MESSAGE_TYPE) return null;
  if (message.ok === true) return { ok: true, isNewUser: message.isNewUser === true };
  if (message.ok === false && typeof message.code === 'string' && typeof message.message === 'string') {
    return { ok: false, code: message.code, message: message.message };
  }
  return null;
}

/** Waits for the popup's result; the returned function stops listening. */
export function listenForGoogleResult(onResult: (result: GoogleResult) => void): () => void {
  let done = false;
  const deliver = (data: unknown) => {
    const result = readGoogleResult(data);
    if (!result || done) return;
    done = true;
    onResult(result);
  };
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(GOOGLE_MESSAGE_TYPE) : null;
  if (channel) channel.onmessage = (event: MessageEvent) => deliver(event.data);
  const onMessage = (event: MessageEvent) => {
    if (event.origin === location.origin) deliver(event.data);
  };
  window.addEventListener('message', onMessage);
  return () => {
    done = true;
    channel?.close();
    window.removeEventListener('message', onMessage);
  };
}

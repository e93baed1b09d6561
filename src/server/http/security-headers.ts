/**
 * Security headers (security headers with a real Content-Security-Policy), built
 * once at start and added to every response by one synchronous hook. They are the headers
 * Helmet 8 sends with our options; @fastify/helmet rebuilt them on every request, which cost
 * about a sixth of the server's CPU under load (docs/benchmarks/history.md, finding (b)).
 */
import { APP_LOADER_HASH } from './server-shell.js';

const CONTENT_SECURITY_POLICY: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  // One inline script, by its hash: the loader that fetches the app after a page the server wrote
  // (server-shell.ts, decision 047). Nothing that varies per request is inline.
  ['script-src', `'self' ${APP_LOADER_HASH}`],
  // React sets style attributes, and the home page inlines its hero's stylesheet (decision 047).
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', "'self' data:"],
  ['connect-src', "'self'"],
  ['font-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['frame-ancestors', "'none'"],
  ['form-action', "'self'"],
];

export function securityHeaders(options: { production: boolean }): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': CONTENT_SECURITY_POLICY.map(([directive, sources]) => `${directive} ${sources}`).join(';'),
    // Pages are same-origin only. Cross-Origin-Embedder-Policy is left out: isolation would break nothing, but also buys nothing here.
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    // Only in production: a development server on http://localhost must not pin browsers to https.
    ...(options.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

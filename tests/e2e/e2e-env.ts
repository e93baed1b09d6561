// Settings the e2e server starts with (playwright.config.ts) that tests also need to know.

/**
 * The e2e server's port and DATA_DIR (its database and, with no SMTP, its mail outbox).
 * E2E_PORT and E2E_DATA_DIR let a second run go on beside another one without sharing either:
 * each run deletes its DATA_DIR as it starts.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
/**
 * Accounts that see the Admin Dashboard (ADMIN_EMAILS). Two, because one address gets at most five
 * sign-in emails in 15 minutes: the admin tools' journeys sign in with the second.
 */
export const E2E_ADMIN_EMAIL = 'admin@e2e.example.com';
export const E2E_TOOLS_ADMIN_EMAIL = 'tools-admin@e2e.example.com';
/** The TEST-ONLY webview key pair (tests/fixtures/keys/README.md). */
export const WEBVIEW_PUBLIC_KEY_FILE = 'tests/fixtures/keys/webview-test-public.pem';
export const WEBVIEW_PRIVATE_KEY_FILE = 'tests/fixtures/keys/webview-test-private.pem';

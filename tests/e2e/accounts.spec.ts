// docs/product/accounts.md in the browser: signing in by email link (with the takeover of the anonymous
// player), Your Settings and its handle rules, the avatar picker, sign-out, reused and broken
// links, the mobile webview's token sign-in, the Admin Dashboard and its refusal, and deleting
// an account. Every 4xx the tests provoke on purpose is one Chromium reports on the console.
import { generateKeyPairSync } from 'node:crypto';
import type { Page } from '@playwright/test';
import { HANDLE_ERRORS } from '../../src/domain/people/handle.js';
import { E2E_ADMIN_EMAIL, E2E_PORT } from './e2e-env.js';
import { seriousViolations } from './axe-helpers.js';
import { me, newestLinkTo, outboxMark, signInOverApi, uniqueEmail, uniqueHandle, webviewToken } from './account-helpers.js';
import { expect, test } from './fixtures.js';
import { recordToasts, refusalToast } from './toast-helpers.js';

const INVALID_LINK_TEXT =
  'Invalid or expired link. This often happens when you click on a link from an old email. Please check for a newer email from us or try to sign in again.';
const REFUSED_REQUEST = /Failed to load resource: the server responded with a status of 40[0-4]/;

/** Phone screenshots for design review (.tmp/screenshots/accounts-*.png). */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: `.tmp/screenshots/accounts-${name}.png` });
}

async function openMenu(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

async function anonymousUid(page: Page): Promise<string> {
  let uid = '';
  await expect
    .poll(async () => {
      const user = await me(page.request);
      uid = user?.type === 'anonymous' ? user.uid : '';
      return uid;
    })
    .not.toBe('');
  return uid;
}

test.use({ reducedMotion: 'reduce' });

test('an anonymous player signs in by email, keeps their uid, picks a handle and an avatar, then signs out', async ({ page, context, request, consoleGuard }) => {
  test.setTimeout(60_000);
  consoleGuard.allow(REFUSED_REQUEST);
  const alerts = await recordToasts(page);
  // Another player already holds a handle (made over the API, as on another phone).
  const takenHandle = uniqueHandle('Taken');
  await signInOverApi(request, uniqueEmail('other'), takenHandle);

  await page.goto('/games');
  const uid = await anonymousUid(page);
  // Initials an anonymous player typed on this phone (docs/product/accounts.md#anonymous-players: kept on the device).
  await page.evaluate(() => localStorage.setItem('sportsball:initials', 'AB'));

  let menu = await openMenu(page);
  await expect(menu.getByRole('button', { name: /Profile|Sign out/ })).toHaveCount(0);
  await menu.getByRole('button', { name: /Sign in/ }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  // No Google button: Google sign-in is not configured on the e2e server.
  await expect(signIn.getByRole('button', { name: /Google/ })).toHaveCount(0);

  const email = uniqueEmail('player');
  const field = signIn.getByLabel('Email');
  const send = signIn.getByRole('button', { name: 'Email me a sign-in link' });
  await expect(send).toBeDisabled();
  await field.fill('player@example');
  await field.blur();
  await expect(signIn.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(send).toBeDisabled();
  await field.fill(email);
  await expect(signIn.getByText('Please enter a valid email address.')).toHaveCount(0);
  await expect(send).toBeEnabled();
  await shot(page, 'sign-in');
  expect(await seriousViolations(page)).toEqual([]);

  const mark = outboxMark();
  await send.click();
  const sent = page.getByRole('dialog', { name: 'Check your email' });
  await expect(sent).toBeVisible();
  await expect(sent.getByText(email)).toBeVisible();
  const firstLink = await newestLinkTo(email, mark);
  // The link carries the anonymous player and their takeover code (docs/product/accounts.md), and where to go back to.
  expect(firstLink.origin).toBe(`http://127.0.0.1:${E2E_PORT}`);
  expect(firstLink.searchParams.get('anonUid')).toBe(uid);
  expect(firstLink.searchParams.get('takeoverCode')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  expect(firstLink.searchParams.get('thenNavigate')).toBe('/games');
  await shot(page, 'email-sent');
  expect(await seriousViolations(page)).toEqual([]);

  // Resend: 'Sending...', then 'Sent!' for 2 s, the feedback lasting at least 3 s in all (docs/product/accounts.md).
  const resendMark = outboxMark();
  const resend = sent.getByRole('button', { name: 'Resend email' });
  const clickedAt = Date.now();
  await resend.click();
  await expect(sent.getByRole('button', { name: 'Sending...' })).toBeVisible();
  await expect(sent.getByRole('button', { name: 'Sent!' })).toBeVisible();
  await expect(sent.getByRole('button', { name: 'Resend email' })).toBeVisible({ timeout: 6000 });
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(3000);
  const link = await newestLinkTo(email, resendMark);
  expect(link.searchParams.get('token')).not.toBe(firstLink.searchParams.get('token'));
  // One takeover code per dialog: the first mail's link still promotes.
  expect(link.searchParams.get('takeoverCode')).toBe(firstLink.searchParams.get('takeoverCode'));

  // The link is opened in another tab of this browser; this tab's dialog closes by itself.
  const linkTab = await context.newPage();
  const linkAlerts = await recordToasts(linkTab);
  await linkTab.goto(link.toString());
  await expect(linkTab).toHaveURL('/games');
  await expect(sent).toHaveCount(0);
  await page.close();

  // A first sign-in without a handle: Your Settings is open and cannot be closed.
  const settings = linkTab.getByRole('dialog', { name: 'Your Settings' });
  await expect(settings).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await linkTab.keyboard.press('Escape');
  await expect(settings).toBeVisible();
  const signedIn = await me(linkTab.request);
  expect(signedIn).toMatchObject({ type: 'signedIn', uid, email });
  // Same uid (promotion in place): the initials stay theirs.
  expect(await linkTab.evaluate(() => localStorage.getItem('sportsball:initials'))).toBe('AB');

  const save = settings.getByRole('button', { name: 'Save' });
  const handle = settings.getByLabel('Handle');
  await expect(save).toBeDisabled();
  await shot(linkTab, 'settings-first');
  expect(await seriousViolations(linkTab)).toEqual([]);

  // The profile rules in their words (docs/product/accounts.md).
  for (const [typed, message] of [
    ['a', HANDLE_ERRORS.tooFewLetters],
    ['_a_', HANDLE_ERRORS.tooFewLetters],
    ['pat q', HANDLE_ERRORS.characters],
    ['pat!', HANDLE_ERRORS.characters],
    ['abcdefghijklmnop', HANDLE_ERRORS.tooLong],
    ['', HANDLE_ERRORS.required],
  ] as const) {
    await handle.fill(typed);
    await expect(settings.getByText(message, { exact: true })).toBeVisible();
    await expect(save).toBeDisabled();
  }
  // Unique by lowercase, checked after a 1 s pause.
  await handle.fill(takenHandle.toLowerCase());
  await expect(settings.getByText(HANDLE_ERRORS.taken)).toBeVisible();
  await expect(save).toBeDisabled();
  await shot(linkTab, 'settings-taken');

  const myHandle = uniqueHandle('Pat_');
  await handle.fill(myHandle);
  await expect(settings.getByText(`@${myHandle} is available`)).toBeVisible();
  await expect(save).toBeEnabled();

  // The avatar picker: the 51 avatars of set avatars-1.
  await settings.getByRole('button', { name: 'Choose avatar' }).click();
  const picker = linkTab.getByRole('dialog', { name: 'Choose your avatar' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('button', { name: /^Avatar \d+$/ })).toHaveCount(51);
  await expect(picker.locator('.avatar__art')).toHaveCount(51);
  await shot(linkTab, 'avatar-picker');
  expect(await seriousViolations(linkTab)).toEqual([]);
  await picker.getByRole('button', { name: 'Avatar 12', exact: true }).click();
  await expect(picker).toHaveCount(0);
  await expect(settings.getByRole('img', { name: 'Your avatar: Avatar 12' })).toBeVisible();

  await settings.getByLabel('Real name').fill('  Pat Quinn  ');
  await settings.getByLabel('Preferred initials').fill('pq');
  await expect(settings.getByLabel('Preferred initials')).toHaveValue('PQ');
  await settings.getByLabel('Bio').fill('Squares on Sundays.');
  await save.click();
  await expect(settings).toHaveCount(0);
  expect(await me(linkTab.request)).toMatchObject({
    type: 'signedIn',
    uid,
    publicId: { handle: myHandle, avatar: { set: 'avatars-1', id: 12 }, realName: 'Pat Quinn' },
    preferredInitials: 'PQ',
    bio: 'Squares on Sundays.',
  });

  // Signed in: the bottom navigation's Menu shows the avatar; the menu offers Profile and Sign out.
  const nav = linkTab.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Menu' }).locator('.avatar__art')).toBeVisible();
  menu = await openMenu(linkTab);
  await expect(menu.getByText(`@${myHandle}`)).toBeVisible();
  await expect(menu.getByRole('button', { name: /Profile/ })).toBeVisible();
  await expect(menu.getByRole('button', { name: /Sign in/ })).toHaveCount(0);
  await expect(menu.getByText('Admin Dashboard')).toHaveCount(0);
  await shot(linkTab, 'menu-signed-in');

  // Profile reopens Your Settings, which can now be closed.
  await menu.getByRole('button', { name: /Profile/ }).click();
  await expect(settings).toBeVisible();
  await expect(settings.getByLabel('Handle')).toHaveValue(myHandle);
  await expect(settings.getByRole('button', { name: 'Save' })).toBeDisabled();
  await shot(linkTab, 'settings');
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toHaveCount(0);

  // Sign out: a fresh anonymous player, and this phone's initials are no longer theirs.
  menu = await openMenu(linkTab);
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(menu).toHaveCount(0);
  const after = await me(linkTab.request);
  expect(after?.type).toBe('anonymous');
  expect(after?.uid).not.toBe(uid);
  await expect(nav.getByRole('button', { name: 'Menu' }).locator('.avatar__art')).toHaveCount(0);
  expect(await linkTab.evaluate(() => localStorage.getItem('sportsball:initials'))).toBeNull();
  menu = await openMenu(linkTab);
  await expect(menu.getByRole('button', { name: /Sign in/ })).toBeVisible();
  await linkTab.keyboard.press('Escape');

  // The used link again: the spec's alert, then navigation continues, still anonymous.
  await linkTab.goto(link.toString());
  await expect.poll(() => linkAlerts).toEqual([INVALID_LINK_TEXT]);
  await expect(refusalToast(linkTab, INVALID_LINK_TEXT)).toBeVisible();
  await expect(linkTab).toHaveURL('/games');
  await expect(linkTab.getByRole('heading', { level: 1, name: 'My Games' })).toBeVisible();
  expect((await me(linkTab.request))?.type).toBe('anonymous');
  expect(alerts).toEqual([]);
});

test('a sign-in link missing its parameters is told in a toast, then the visitor carries on at home', async ({ page }) => {
  const alerts = await recordToasts(page);
  await page.goto('/finish-email-sign-in?email=someone%40example.com');
  await expect.poll(() => alerts).toEqual([expect.stringMatching(/incomplete/)]);
  await expect(refusalToast(page, /incomplete/)).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sports pools with your friends, in a minute.' })).toBeVisible();
  expect((await me(page.request))?.type).toBe('anonymous');
});

test('the finish page shows that it is signing in, then goes where the player was', async ({ page }) => {
  const email = uniqueEmail('finish');
  const mark = outboxMark();
  // Asked for from this browser (its cookie jar), so the link signs in without a question (decision 019).
  expect((await page.request.post('/api/auth/email-link', { data: { email, thenNavigate: '/games' } })).status()).toBe(200);
  const link = await newestLinkTo(email, mark);
  // Hold the answer, so the page can be looked at while it waits.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/email-link/complete', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(link.toString());
  await expect(page.getByRole('heading', { name: 'Signing you in…' })).toBeVisible();
  // No anonymous session is started on this page (docs/product/accounts.md).
  expect(await me(page.request)).toBeNull();
  await shot(page, 'finish');
  expect(await seriousViolations(page)).toEqual([]);
  release();
  await expect(page).toHaveURL('/games');
  await expect(page.getByRole('dialog', { name: 'Your Settings' })).toBeVisible();
  expect((await me(page.request))?.type).toBe('signedIn');
});

test.describe('the mobile webview', () => {
  test('signs in with the app token, takes it out of the address and hides the web chrome', async ({ page }) => {
    const token = await webviewToken({ email: uniqueEmail('app') });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`/webview/new/football-squares?token=${token}&theme=dark`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pick a game' })).toBeVisible();
    // Gone from the address (and history) before anything else ran; other parameters stay.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/webview/new/football-squares?theme=dark');
    expect(await page.evaluate(() => location.search)).toBe('?theme=dark');
    expect(requests.filter((url) => url.includes(token) && !url.endsWith(`/webview/new/football-squares?token=${token}&theme=dark`))).toEqual([]);
    expect((await me(page.request))?.type).toBe('signedIn');
    // No bottom navigation, and no Your Settings either: the app looks after the profile.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Your Settings' })).toHaveCount(0);
    await shot(page, 'webview');
    expect(await seriousViolations(page)).toEqual([]);

    // The tab remembers it is inside the app, on every page it goes to.
    await page.goto('/games');
    await expect(page.getByRole('heading', { level: 1, name: 'My Games' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Games' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('a forged token gets a designed error with the reason, and no sign-in', async ({ page, consoleGuard }) => {
    consoleGuard.allow(REFUSED_REQUEST);
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const forged = await webviewToken({}, privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    await page.goto(`/webview/new/football-squares?token=${forged}`);
    const error = page.getByRole('region', { name: "We couldn't sign you in" });
    await expect(error).toBeVisible();
    await expect(error.getByText('The sign-in token signature is invalid.')).toBeVisible();
    expect(page.url()).toBe(`http://127.0.0.1:${E2E_PORT}/webview/new/football-squares`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    expect((await me(page.request))?.type).not.toBe('signedIn');
    await shot(page, 'webview-error');
    expect(await seriousViolations(page)).toEqual([]);
    await error.getByRole('button', { name: 'Continue without signing in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pick a game' })).toBeVisible();
  });

  test('/auth-complete tells the player to go back to the app', async ({ page }) => {
    await page.goto('/auth-complete');
    await expect(page.getByRole('heading', { name: "You're signed in" })).toBeVisible();
    await expect(page.getByText('Return to the Sportsball app to continue.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await shot(page, 'auth-complete');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the Admin Dashboard', () => {
  test('the ADMIN_EMAILS account finds it in the menu and sees the overview', async ({ page }) => {
    await signInOverApi(page.request, E2E_ADMIN_EMAIL, uniqueHandle('Admin'));
    await page.goto('/');
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: /Admin Dashboard/ }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const people = page.getByRole('region', { name: 'People' });
    await expect(people.getByText('Accounts')).toBeVisible();
    await expect(people.getByRole('listitem').filter({ hasText: 'Accounts' })).not.toContainText('–');
    await expect(page.getByRole('table').getByRole('rowheader', { name: 'NFL' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Score feeds' }).getByText('simulator').first()).toBeVisible();
    await shot(page, 'admin');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('to anyone else /admin is a page that does not exist: a 404, and nothing of the dashboard', async ({ page, newVisitor, consoleGuard }) => {
    consoleGuard.allow(REFUSED_REQUEST);
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: "There's no page here" })).toBeVisible();
    await expect(page.getByText('Admin Dashboard')).toHaveCount(0);
    await shot(page, 'admin-refusal');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');

    const player = await newVisitor();
    await signInOverApi(player.request, uniqueEmail('notadmin'), uniqueHandle('Player'));
    await player.goto('/');
    const menu = await openMenu(player);
    await expect(menu.getByText('Admin Dashboard')).toHaveCount(0);
    expect((await player.goto('/admin'))?.status()).toBe(404);
    await expect(player.getByRole('heading', { level: 1, name: "There's no page here" })).toBeVisible();
    await expect(player.getByText('Admin Dashboard')).toHaveCount(0);
  });
});

test('deleting an account takes typing DELETE, then the phone carries on anonymously at home', async ({ page }) => {
  const handle = uniqueHandle('Leaving');
  const account = await signInOverApi(page.request, uniqueEmail('leaving'), handle);
  await page.goto('/games');
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: /Profile/ }).click();
  const settings = page.getByRole('dialog', { name: 'Your Settings' });
  await settings.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(confirm).toBeVisible();
  const remove = confirm.getByRole('button', { name: 'Delete account' });
  await expect(remove).toBeDisabled();
  await confirm.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(remove).toBeDisabled();
  await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expect(remove).toBeEnabled();
  await shot(page, 'delete');
  expect(await seriousViolations(page)).toEqual([]);
  await remove.click();

  await expect(page).toHaveURL('/');
  await expect(confirm).toHaveCount(0);
  await expect(settings).toHaveCount(0);
  const after = await me(page.request);
  expect(after?.type).toBe('anonymous');
  expect(after?.uid).not.toBe(account.uid);
  // The handle is free again.
  const check = (await (await page.request.get(`/api/handles/${handle}`)).json()) as { available: boolean };
  expect(check.available).toBe(true);
  const menuAfter = await openMenu(page);
  await expect(menuAfter.getByRole('button', { name: /Sign in/ })).toBeVisible();
});

test('the home page counts the community and shows their avatars', async ({ page, request }) => {
  await signInOverApi(request, uniqueEmail('face'), uniqueHandle('Face'));
  const saved = await request.put('/api/me/profile', { data: { avatarId: 7 } });
  expect(saved.status()).toBe(200);
  await page.goto('/');
  const community = page.getByTestId('community');
  // Fetched only when its place comes near the screen.
  await expect(community).toHaveCount(0);
  await page.locator('.home-footer').scrollIntoViewIfNeeded();
  await expect(community.getByText(/players? and counting/)).toBeVisible();
  await expect(community.getByRole('list', { name: 'Some of our players' }).getByRole('listitem').first()).toBeVisible();
  expect(await community.getByRole('listitem').count()).toBeLessThanOrEqual(6);
  await expect(page.getByRole('link', { name: 'Send us feedback on Discord' })).toHaveAttribute('href', 'https://discord.gg/sportsball-e2e');
  await expect(community.locator('.avatar__art').first()).toBeVisible();
  await community.scrollIntoViewIfNeeded();
  await shot(page, 'community');
});

test.describe('dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the Sign In dialog, Your Settings and the avatar picker read well in the dark', async ({ page }) => {
    await page.goto('/');
    await anonymousUid(page);
    let menu = await openMenu(page);
    await menu.getByRole('button', { name: /Sign in/ }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill('dark@example');
    await signIn.getByLabel('Email').blur();
    await expect(signIn.getByText('Please enter a valid email address.')).toBeVisible();
    await shot(page, 'sign-in-dark');
    expect(await seriousViolations(page)).toEqual([]);
    await signIn.getByRole('button', { name: 'Close' }).click();

    await signInOverApi(page.request, uniqueEmail('dark'), uniqueHandle('Night'));
    await page.reload();
    menu = await openMenu(page);
    await menu.getByRole('button', { name: /Profile/ }).click();
    const settings = page.getByRole('dialog', { name: 'Your Settings' });
    await settings.getByLabel('Handle').fill('no spaces');
    await expect(settings.getByText(HANDLE_ERRORS.characters)).toBeVisible();
    await shot(page, 'settings-dark');
    expect(await seriousViolations(page)).toEqual([]);
    await settings.getByRole('button', { name: 'Choose avatar' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose your avatar' });
    await picker.getByRole('button', { name: 'Avatar 30', exact: true }).click();
    await settings.getByRole('button', { name: 'Change avatar' }).click();
    await expect(picker.getByRole('button', { name: 'Avatar 30', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(picker.locator('.avatar__art')).toHaveCount(51);
    await shot(page, 'avatar-picker-dark');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

// The server's Google routes are tested against a fake provider (tests/integration); here the
// browser side: the button, the popup and its BroadcastChannel answer, the in-app browser rule
// and the return from a redirect. /api/config is made to say Google is configured.
test.describe('Google sign-in, in the browser', () => {
  async function withGoogle(page: Page) {
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), googleSignIn: true } });
    });
  }

  /** The popup's last page, as the server's callback would send it (without the CSP, so inline). */
  function popupAnswer(message: object): string {
    return `<!doctype html><title>Sportsball sign-in</title><script>
      new BroadcastChannel('sportsball:google-sign-in').postMessage(${JSON.stringify(message)});
      window.close();
    </script>`;
  }

  test('the popup carries the takeover; a refusal is told in a toast with its code and message and closes the dialog', async ({ page, context }) => {
    await withGoogle(page);
    const alerts = await recordToasts(page);
    const starts: URL[] = [];
    await context.route('**/api/auth/google/start?**', async (route) => {
      starts.push(new URL(route.request().url()));
      await route.fulfill({ contentType: 'text/html', body: popupAnswer({ type: 'sportsball:google-sign-in', ok: false, code: 'access_denied', message: 'You did not allow Sportsball.' }) });
    });
    await page.goto('/games');
    const uid = await anonymousUid(page);
    const menu = await openMenu(page);
    // The takeover code is asked for as the dialog opens; letting it arrive makes the popup open at the start URL.
    const takeoverCode = page.waitForResponse('**/api/auth/takeover-code');
    await menu.getByRole('button', { name: /Sign in/ }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    const google = signIn.getByRole('button', { name: 'Continue with Google' });
    await expect(google).toBeEnabled();
    await expect(signIn.getByText('or', { exact: true })).toBeVisible();
    await shot(page, 'sign-in-google');
    expect(await seriousViolations(page)).toEqual([]);
    await takeoverCode;

    const popupOpened = page.waitForEvent('popup');
    await google.click();
    await popupOpened;
    await expect.poll(() => alerts).toEqual(['Google sign-in failed (access_denied): You did not allow Sportsball.']);
    await expect(signIn).toHaveCount(0);
    await expect(refusalToast(page, 'Google sign-in failed (access_denied): You did not allow Sportsball.')).toBeVisible();
    // 127.0.0.1 is a local host: the popup, with the anonymous player and their code (docs/product/accounts.md).
    const start = starts[0];
    expect(start?.searchParams.get('mode')).toBe('popup');
    expect(start?.searchParams.get('thenNavigate')).toBe('/games');
    expect(start?.searchParams.get('anonUid')).toBe(uid);
    expect(start?.searchParams.get('takeoverCode')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  test('a popup that signed in closes the dialog, and a first sign-in gets Your Settings', async ({ page, context }) => {
    await withGoogle(page);
    await context.route('**/api/auth/google/start?**', async (route) => {
      // What the callback does before answering: the browser now holds the account's cookie.
      await signInOverApi(page.request, uniqueEmail('google'));
      await route.fulfill({ contentType: 'text/html', body: popupAnswer({ type: 'sportsball:google-sign-in', ok: true, isNewUser: true }) });
    });
    await page.goto('/');
    await anonymousUid(page);
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: /Sign in/ }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(signIn).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Your Settings' })).toBeVisible();
    expect((await me(page.request))?.type).toBe('signedIn');
  });

  test("the return from a redirect: a refusal is told in the app's own words and dialog, and the address tidied", async ({ page }) => {
    const alerts = await recordToasts(page);
    await page.goto('/games?tab=2&signInError=invalid_state&message=Call+555-0100+to+restore+your+account');
    const dialog = page.getByRole('dialog', { name: 'You are not signed in' });
    await expect(dialog.getByTestId('sign-in-error-text')).toHaveText(
      'Google sign-in failed (invalid_state): This Google sign-in has expired, was already used or was started in another browser. Please try again.',
    );
    await expect(page).toHaveURL('/games?tab=2');
    await expect(page.getByText(/555-0100/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    // An unknown code is not echoed either.
    await page.goto('/games?signInError=your_account_is_locked');
    await expect(page.getByRole('dialog', { name: 'You are not signed in' }).getByTestId('sign-in-error-text')).toHaveText('Google sign-in did not work. Please try again.');
    expect(alerts).toEqual([]);
  });
});

test.describe('in the Facebook app', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0.0.38.108;FBBV/563334212]' });

  test('Google sign-in is off, and says to use email', async ({ page }) => {
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), googleSignIn: true } });
    });
    await page.goto('/');
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: /Sign in/ }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await expect(signIn.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    await expect(signIn.getByText('Google sign-in is not available in Facebook. Please use the email option below.')).toBeVisible();
    await expect(signIn.getByLabel('Email')).toBeEnabled();
    await shot(page, 'sign-in-facebook');
  });
});

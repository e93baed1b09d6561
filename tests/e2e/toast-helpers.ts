// The app's toasts as the end-to-end tests see them (docs/decisions/030-toasts.md).
import type { Locator, Page } from '@playwright/test';

type ToastWindow = Window & { __sportsballToastSeen?: (id: string, text: string) => void };

/** Runs in the page: reports each toast the moment it is added, once per toast. */
function watchToasts(): void {
  const reported = new Set<string>();
  const report = (node: Node) => {
    if (!(node instanceof HTMLElement)) return;
    for (const item of [node, ...node.querySelectorAll<HTMLElement>('.toast')]) {
      const id = item.classList.contains('toast') ? item.dataset.toast : undefined;
      if (id === undefined || reported.has(id)) continue;
      reported.add(id);
      (window as ToastWindow).__sportsballToastSeen?.(id, item.querySelector('.toast__text')?.textContent ?? '');
    }
  };
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(report);
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Every toast text the page shows from now on, in order, across navigations. A native alert,
 * confirm or prompt is recorded too (as `native <type>: <message>`), so a test that expects
 * only toasts fails if one comes back.
 */
export async function recordToasts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('__sportsballToastSeen', (_source, _id: string, text: string) => {
    seen.push(text);
  });
  await page.addInitScript(watchToasts);
  await page.evaluate(watchToasts);
  page.on('dialog', (dialog) => {
    seen.push(`native ${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

/** The toast with these words inside the page's assertive live region (role=alert): a refusal. */
export function refusalToast(page: Page | Locator, text: string | RegExp): Locator {
  return page.getByRole('alert').locator('.toast', { hasText: text });
}

/** The toast with these words inside the page's polite live region (role=status): news. */
export function infoToast(page: Page | Locator, text: string | RegExp): Locator {
  return page.getByRole('status').locator('.toast', { hasText: text });
}

/** Design-review screenshots at phone and desktop width, light and dark (.tmp/screenshots/{name}-{scheme}-{width}.png). */
export async function reviewShots(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.screenshot({ path: `.tmp/screenshots/${name}-${colorScheme}-${width}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: null });
  if (viewport) await page.setViewportSize(viewport);
}

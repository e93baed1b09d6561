// The page the server sent inside #root (decision 037), kept as markup so the router can show it
// while the page's own code downloads: the app's first render would otherwise replace it with an
// empty loading state, a flash between two identical pages.
let snapshot: { path: string; html: string } | null = null;

/** Reads the server's page out of the root, before the app renders into it. */
export function capturePrerendered(root: HTMLElement): void {
  const page = root.querySelector<HTMLElement>('[data-prerendered]');
  const path = page?.dataset.prerendered;
  if (page && path) snapshot = { path, html: page.outerHTML };
}

/** The server's markup for `pathname`, or null when the server sent another page (or none). */
export function prerenderedFor(pathname: string): string | null {
  return snapshot !== null && snapshot.path === pathname ? snapshot.html : null;
}

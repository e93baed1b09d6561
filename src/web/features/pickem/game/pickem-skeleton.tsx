/** What a pick'em page (the game or its join page) shows while its game loads. */
export function PickemSkeleton() {
  return (
    <div className="pk-page" role="status" data-testid="game-loading">
      <span className="visually-hidden">Loading the game…</span>
      <div className="pk-skeleton pk-skeleton--title" aria-hidden="true" />
      <div className="pk-skeleton pk-skeleton--banner" aria-hidden="true" />
      <div className="pk-skeleton pk-skeleton--list" aria-hidden="true" />
    </div>
  );
}

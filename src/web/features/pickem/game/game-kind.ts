// Which page /games/{id} shows (docs/product/squares.md: the squares view for squares games, otherwise the pick'em
// view): GET /api/games/{id}/kind, remembered for the page's life (a game never changes type), and
// the path's parts. Pure parts are tested; the route module only lays it out.
import { GameKindSchema, type GameKind } from '../../../../contracts/pickem.js';
import { GameIdSchema } from '../../../../contracts/squares.js';
import { ApiError, apiGet } from '../../../lib/api-client.js';

export type KindOutcome = { readonly kind: GameKind['type'] } | { readonly missing: true } | { readonly failed: true };

const known = new Map<string, GameKind['type']>();

/** The game's type; a 404 (or an id that cannot be one) is missing (the page says so: docs/product/site.md#routes). */
export async function fetchGameKind(gameId: string): Promise<KindOutcome> {
  if (!GameIdSchema.safeParse(gameId).success) return { missing: true };
  const cached = known.get(gameId);
  if (cached) return { kind: cached };
  try {
    const { type } = await apiGet(`/api/games/${encodeURIComponent(gameId)}/kind`, GameKindSchema);
    known.set(gameId, type);
    return { kind: type };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { missing: true };
    console.warn('Could not read the game type', error);
    return { failed: true };
  }
}

/** The game id in /games/{id}, /games/{id}/join or /webview/games/{id}, and whether it is the join page. */
export function parseGamePath(pathname: string): { gameId: string; join: boolean } {
  const match = /\/games\/([^/]+)(\/join\/?$)?/.exec(pathname);
  return { gameId: match?.[1] ?? '', join: match?.[2] !== undefined };
}

// The squares game page's commands (plan: POST /api/games/{id}/…). Each body is built from its
// contract type and each answer is checked against its contract schema (docs/product/squares.md); a refusal
// arrives as an ApiError carrying the server's text, which the page shows (docs/product/squares.md).
import {
  OkSchema,
  SquaresGameSchema,
  type BirthResultInput,
  type ClaimSquare,
  type EditSquaresSettings,
  type HostReleaseSquare,
  type ReassignSquare,
  type SetInitials,
  type SquaresGame,
} from '../../../../contracts/squares.js';
import { apiGet, apiPost } from '../../../lib/api-client.js';

const base = (gameId: string) => `/api/games/${encodeURIComponent(gameId)}`;

export function fetchSquaresGame(gameId: string): Promise<SquaresGame> {
  return apiGet(base(gameId), SquaresGameSchema);
}

export async function claimSquare(gameId: string, square: number, body: ClaimSquare): Promise<void> {
  await apiPost(`${base(gameId)}/squares/${square}/claim`, body, OkSchema);
}

export async function releaseSquare(gameId: string, square: number): Promise<void> {
  await apiPost(`${base(gameId)}/squares/${square}/release`, {}, OkSchema);
}

export async function setInitials(gameId: string, body: SetInitials): Promise<void> {
  await apiPost(`${base(gameId)}/initials`, body, OkSchema);
}

export async function lockGame(gameId: string, allowEmpty: boolean): Promise<void> {
  await apiPost(`${base(gameId)}/lock`, { allowEmpty }, OkSchema);
}

export async function deleteGame(gameId: string): Promise<void> {
  await apiPost(`${base(gameId)}/delete`, {}, OkSchema);
}

export async function markPaid(gameId: string, square: number, paid: boolean): Promise<void> {
  await apiPost(`${base(gameId)}/squares/${square}/paid`, { paid }, OkSchema);
}

export async function enterBirthResult(gameId: string, body: BirthResultInput): Promise<void> {
  await apiPost(`${base(gameId)}/birth-result`, body, OkSchema);
}

/** Host tools (docs/product/squares.md#host-tools): each is written to the game's activity log. */
/** `from`: the initials the host saw on the square; one that changed hands since is refused. */
export async function hostReleaseSquare(gameId: string, square: number, from: string): Promise<void> {
  const body: HostReleaseSquare = { from };
  await apiPost(`${base(gameId)}/squares/${square}/host-release`, body, OkSchema);
}

export async function reassignSquare(gameId: string, square: number, body: ReassignSquare): Promise<void> {
  await apiPost(`${base(gameId)}/squares/${square}/reassign`, body, OkSchema);
}

export async function editSettings(gameId: string, body: EditSquaresSettings): Promise<void> {
  await apiPost(`${base(gameId)}/squares/settings`, body, OkSchema);
}

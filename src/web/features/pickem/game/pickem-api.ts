// The pick'em pages' commands (contracts/pickem.ts): each body is built from its contract type
// and each answer is checked against its contract schema (docs/product/pickem.md); a refusal arrives as an
// ApiError carrying the server's text, which the page shows (docs/product/pickem.md).
import { CreatedEntrySchema, QuestionsGameSchema, type CreatedEntry, type EditGameDetails, type QuestionsGame } from '../../../../contracts/pickem.js';
import type { EntryId } from '../../../../contracts/ids.js';
import { OkSchema } from '../../../../contracts/squares.js';
import { apiGet, apiPost } from '../../../lib/api-client.js';

const base = (gameId: string) => `/api/games/${encodeURIComponent(gameId)}`;
const entry = (gameId: string, entryId: EntryId) => `${base(gameId)}/entries/${encodeURIComponent(entryId)}`;

export function fetchQuestionsGame(gameId: string): Promise<QuestionsGame> {
  return apiGet(base(gameId), QuestionsGameSchema);
}

export function createEntry(gameId: string, entryName?: string): Promise<CreatedEntry> {
  return apiPost(`${base(gameId)}/entries`, entryName === undefined ? {} : { entryName }, CreatedEntrySchema);
}

export async function setAnswer(gameId: string, entryId: EntryId, question: number, choice: string | null): Promise<void> {
  await apiPost(`${entry(gameId, entryId)}/answers`, { question, choice }, OkSchema);
}

export async function setTiebreaker(gameId: string, entryId: EntryId, value: number | null): Promise<void> {
  await apiPost(`${entry(gameId, entryId)}/tiebreaker`, { value }, OkSchema);
}

export async function renameEntry(gameId: string, entryId: EntryId, entryName: string): Promise<void> {
  await apiPost(`${entry(gameId, entryId)}/name`, { entryName }, OkSchema);
}

export async function submitEntry(gameId: string, entryId: EntryId): Promise<void> {
  await apiPost(`${entry(gameId, entryId)}/submit`, {}, OkSchema);
}

/** Cancel Entry (docs/product/pickem.md: cancel deletes the entry, public and private parts). */
export async function cancelEntry(gameId: string, entryId: EntryId): Promise<void> {
  await apiPost(`${entry(gameId, entryId)}/cancel`, {}, OkSchema);
}

export async function deleteGame(gameId: string): Promise<void> {
  await apiPost(`${base(gameId)}/delete`, {}, OkSchema);
}

export async function settleProp(gameId: string, question: number, body: { winners: string[]; void?: boolean }): Promise<void> {
  await apiPost(`${base(gameId)}/props/${question}/settle`, body, OkSchema);
}

export async function settleTiebreaker(gameId: string, result: number): Promise<void> {
  await apiPost(`${base(gameId)}/tiebreaker/settle`, { result }, OkSchema);
}

/** The host edits the pool's name and description (written to the activity log). */
export async function editDetails(gameId: string, details: EditGameDetails): Promise<void> {
  await apiPost(`/api/pickem/games/${encodeURIComponent(gameId)}/details`, details, OkSchema);
}

/** The host removes an entry before picks lock (written to the activity log). */
export async function removeEntry(gameId: string, entryId: EntryId): Promise<void> {
  await apiPost(`/api/pickem/games/${encodeURIComponent(gameId)}/entries/${encodeURIComponent(entryId)}/remove`, {}, OkSchema);
}

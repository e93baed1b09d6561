// The host running their pick'em pool after creating it (docs/product/pickem.md#host-tools): editing its
// name and description, and removing an entry before picks lock. Each change is written to the
// game's public activity log (who, what, when), like a props settlement, and published to every
// page in the same transaction. Every refusal changes nothing: it throws inside the command's
// transaction.
import type { EntryId, GameId } from '../../contracts/ids.js';
import type { EditGameDetails } from '../../contracts/pickem.js';
import { setGameNameAndDescription } from '../db/repositories/games.repository.js';
import { deleteEntry, findEntries, findEntryForUpdate } from '../db/repositories/pickem-entries.repository.js';
import { appendAudit } from '../db/repositories/pickem-games.repository.js';
import type { QuestionsGameRecord } from '../db/repositories/pickem-games.repository.js';
import { deleteUserGame } from '../db/repositories/user-games.repository.js';
import { refuse, requireUser } from './errors.js';
import { poolName } from './game-common.js';
import { commandWithPodium, getQuestionsGame, requireHost } from './pickem-common.js';
import type { PickemDeps } from './pickem-common.js';
import { lockedQuestions, readLockInputs } from './pickem-question-state.js';
import { refreshQuestionsGame } from './pickem-refresh.js';
import { publishOwnEntries, toQuestionsGame } from './pickem-view.js';
import { runCommand } from './publisher.js';
import type { SessionUser } from './sessions.service.js';
import { publishGameSummaries, publishSummaryRemoved } from './user-games.service.js';

/** The name the activity log gives the host, as settlements do. */
export const auditHostName = (game: QuestionsGameRecord) => game.host.realName || game.host.handle || 'Host';

/** How a description change reads in the log: short, since the page shows the new one whole. */
function describeDetailsChange(before: { name: string; description: string }, after: { name: string; description: string }): string[] {
  const changes: string[] = [];
  if (before.name !== after.name) changes.push(`Renamed: ${before.name} → ${after.name}`);
  if (before.description !== after.description) changes.push(after.description === '' ? 'Description removed' : 'Description edited');
  return changes;
}

/**
 * The host edits the pool's name and description, at any time: neither changes a pick or a
 * score. The same name and description again is a no-op (nothing logged, nothing published).
 */
export async function editQuestionsGameDetails(deps: PickemDeps, sessionUser: SessionUser | undefined, gameId: GameId, input: EditGameDetails): Promise<void> {
  const user = requireUser(sessionUser);
  const name = poolName(input.name);
  const description = input.description;
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getQuestionsGame(tx, gameId, 'update');
    requireHost(game, user);
    const changes = describeDetailsChange(game, { name, description });
    if (changes.length === 0) return;
    const before = await toQuestionsGame(tx, game);
    await setGameNameAndDescription(tx, gameId, name, description);
    for (const change of changes) await appendAudit(tx, gameId, { at: now, subject: 'Pool', change, by: auditHostName(game) });
    await refreshQuestionsGame(tx, publish, gameId, now, { before });
    // My Games rows carry the name.
    await publishGameSummaries(tx, publish, gameId);
  });
}

/**
 * The host removes an entry (a duplicate, someone who should not be there) while no question has
 * locked: after a lock the entry's locked picks are public and part of the standings, so it
 * stays. Its player is told through their own entries topic, and leaves My Games when it was
 * their last entry and they do not host the game.
 */
export async function removeEntryByHost(deps: PickemDeps, sessionUser: SessionUser | undefined, gameId: GameId, entryId: EntryId): Promise<void> {
  const user = requireUser(sessionUser);
  const now = deps.now();
  await commandWithPodium(deps, gameId, async (tx, publish) => {
    const game = await getQuestionsGame(tx, gameId, 'update');
    requireHost(game, user);
    const entry = await findEntryForUpdate(tx, gameId, entryId);
    if (!entry) throw refuse({ reason: 'entryNotFound' });
    // Any question closed, a game the feed has stored as started included (pickem-question-state.ts).
    const inputs = await readLockInputs(tx, gameId);
    if (inputs.questions.some(lockedQuestions(game, inputs, now))) throw refuse({ reason: 'entryRemovalLocked' });
    const before = await toQuestionsGame(tx, game);
    await deleteEntry(tx, entry.id);
    await appendAudit(tx, gameId, { at: now, subject: 'Entry', change: `Removed: ${entry.entryName}`, by: auditHostName(game) });
    const left = (await findEntries(tx, gameId, entry.uid)).length > 0;
    if (!left && entry.uid !== game.hostUid) {
      await deleteUserGame(tx, entry.uid, gameId);
      await publishSummaryRemoved(publish, [entry.uid], gameId);
    }
    await publishOwnEntries(tx, publish, gameId, entry.uid);
    await refreshQuestionsGame(tx, publish, gameId, now, { before });
    return true;
  });
}

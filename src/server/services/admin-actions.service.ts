// The Admin Dashboard's find and act tools (docs/product/site.md#admin, decision 041): find a game
// or a user; delete a game, rename an offensive pool, pick'em entry or squares player, sign a user
// out everywhere.
// Each action writes its admin_audit_log row in the transaction of the change, and publishes what
// open pages follow, as the host's own commands do. Who may was checked by the route (requireAdmin).
import { ADMIN_SEARCH_LIMIT, AdminActionEntrySchema, ENTRIES_SHOWN } from '../../contracts/admin-tools.js';
import type { AdminAction, AdminActions, AdminRenamePlayer, AdminSearchResult } from '../../contracts/admin-tools.js';
import type { EntryId, GameId } from '../../contracts/ids.js';
import { searchHandleOf } from '../../domain/people/handle.js';
import { normaliseName } from '../../domain/people/labels.js';
import { entryNameKey } from '../../domain/people/promotion.js';
import { checkGameInitials } from '../../domain/squares/index.js';
import type { Database, Queryable } from '../db/database.js';
import { findRecentAdminAudit, insertAdminAudit } from '../db/repositories/admin-audit.repository.js';
import { countLiveSessions, findEntryNames, findSquaresPlayers, searchGames, searchUsers } from '../db/repositories/admin-tools.repository.js';
import { findGameType, setGameNameAndDescription } from '../db/repositories/games.repository.js';
import { findEntryForUpdate, renameEntry } from '../db/repositories/pickem-entries.repository.js';
import { revokeUserSessions } from '../db/repositories/sessions.repository.js';
import { findLabels, renameLabel } from '../db/repositories/squares-labels.repository.js';
import { findSquares, renameSquaresLabel, saveResults, saveSquaresSettings } from '../db/repositories/squares.repository.js';
import { findAccount } from '../db/repositories/users.repository.js';
import type { AccountRecord } from '../db/repositories/users.repository.js';
import { AppError, refuse } from './errors.js';
import { poolName } from './game-common.js';
import { findGameKind } from './games.service.js';
import { getQuestionsGame } from './pickem-common.js';
import { refreshQuestionsGame } from './pickem-refresh.js';
import { publishOwnEntries, toQuestionsGame } from './pickem-view.js';
import { runCommand } from './publisher.js';
import type { Publisher } from './publisher.js';
import { publishGameEvent } from './squares-game.js';
import { getGame } from './squares.service.js';
import { publishGameSummaries } from './user-games.service.js';

export interface AdminActionDeps {
  db: Database;
  publisher: Publisher;
  now: () => Date;
}

type Admin = Pick<AccountRecord, 'uid' | 'email'>;

/** Admin actions the dashboard's audit list shows. */
const ACTIONS_SHOWN = 50;
const ACTION_NAMES: readonly AdminAction[] = ['deleteGame', 'renamePool', 'renameEntry', 'renamePlayer', 'signOutEverywhere'];

const record = (tx: Queryable, admin: Admin, action: AdminAction, target: string, before: string, after: string, at: Date) =>
  insertAdminAudit(tx, { actorUid: admin.uid, actorEmail: admin.email ?? '', action, target, before: { value: before }, after: { value: after } }, at);

/** A game by code, id or the start of its name; a user by exact email or id, or the start of a handle or real name. */
export async function findForAdmin(db: Queryable, query: string, now: Date): Promise<AdminSearchResult> {
  const text = normaliseName(query);
  if (text === '') throw new AppError('invalid_input', 'q: Type something to search for');
  const lower = text.toLowerCase();
  const games = await searchGames(db, { exact: text, namePrefix: lower }, ADMIN_SEARCH_LIMIT);
  const users = await searchUsers(db, { exact: text, email: lower, handlePrefix: searchHandleOf(text.replace(/^@/, '')), namePrefix: lower }, now, ADMIN_SEARCH_LIMIT);
  return {
    games: await Promise.all(
      games.map(async (g) => ({
        id: g.id,
        code: g.code,
        type: g.type,
        name: g.name,
        phase: g.game_phase,
        hostHandle: g.host_handle,
        createdAt: g.created_at,
        season: g.season,
        entries: g.type === 'Questions' ? await findEntryNames(db, g.id, ENTRIES_SHOWN) : [],
        players: g.type === 'Squares' ? await findSquaresPlayers(db, g.id) : [],
      })),
    ),
    users: users.map((u) => ({ uid: u.uid as AdminSearchResult['users'][number]['uid'], email: u.email, handle: u.handle, realName: u.real_name, liveSessions: u.live_sessions })),
  };
}

/** The one value an action's before or after records (`record` writes `{ value }`). */
const valueOf = (side: Record<string, unknown>): string => (typeof side.value === 'string' ? side.value : '');

/** The newest admin actions first (site config changes are listed with the site config). */
export async function readAdminActions(db: Queryable): Promise<AdminActions> {
  const rows = await findRecentAdminAudit(db, ACTIONS_SHOWN, ACTION_NAMES);
  return {
    actions: rows.map((row) =>
      AdminActionEntrySchema.parse({
        id: row.id,
        at: row.at,
        actorEmail: row.actor_email,
        action: row.action,
        target: row.target ?? '',
        before: valueOf(row.before),
        after: valueOf(row.after),
      }),
    ),
  };
}

const gameNotFound = () => refuse({ reason: 'gameNotFound' });

/** Deletes a game of any kind through its kind's delete, as its host would (a season's game stays). */
export async function deleteGameAsAdmin(deps: AdminActionDeps, admin: Admin, gameId: GameId): Promise<AdminActions> {
  const kind = await findGameKind(deps.db, gameId);
  if (!kind) throw gameNotFound();
  const now = deps.now();
  await kind.delete(deps, undefined, gameId, {
    record: (tx, game) => record(tx, admin, 'deleteGame', `Game ${game.code}`, game.name, 'deleted', now),
  });
  return readAdminActions(deps.db);
}

/** Renames a pool of either kind; open pages and My Games rows show the new name at once. */
export async function renamePoolAsAdmin(deps: AdminActionDeps, admin: Admin, gameId: GameId, typedName: string): Promise<AdminActions> {
  const name = poolName(typedName);
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const type = await findGameType(tx, gameId);
    if (type === undefined) throw gameNotFound();
    let before: { name: string; code: string };
    if (type === 'Squares') {
      const game = await getGame(tx, gameId, 'update');
      const settings = { name, description: game.description, entryLimit: game.entryLimit, payouts: game.payouts, priceCents: game.priceCents };
      await saveSquaresSettings(tx, gameId, settings);
      await publishGameEvent(publish, gameId, { kind: 'game.edited', ...settings });
      before = game;
    } else {
      const game = await getQuestionsGame(tx, gameId, 'update');
      const view = await toQuestionsGame(tx, game);
      await setGameNameAndDescription(tx, gameId, name, game.description);
      await refreshQuestionsGame(tx, publish, gameId, now, { before: view });
      before = { name: game.name, code: view.code };
    }
    await publishGameSummaries(tx, publish, gameId);
    await record(tx, admin, 'renamePool', `Game ${before.code}`, before.name, name, now);
  });
  return readAdminActions(deps.db);
}

/** Renames a pick'em entry; names stay unique in the game, as when its player renames it. */
export async function renameEntryAsAdmin(deps: AdminActionDeps, admin: Admin, gameId: GameId, entryId: EntryId, typedName: string): Promise<AdminActions> {
  const name = normaliseName(typedName);
  if (entryNameKey(name) === '') throw new AppError('invalid_input', 'name: An entry needs a name');
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getQuestionsGame(tx, gameId, 'update');
    const entry = await findEntryForUpdate(tx, gameId, entryId);
    if (!entry) throw refuse({ reason: 'entryNotFound' });
    const view = await toQuestionsGame(tx, game);
    if (!(await renameEntry(tx, entry.id, name, entryNameKey(name)))) throw refuse({ reason: 'entryNameTaken' });
    await publishOwnEntries(tx, publish, gameId, entry.uid);
    await refreshQuestionsGame(tx, publish, gameId, now, { before: view });
    await record(tx, admin, 'renameEntry', `Entry in game ${view.code}`, entry.entryName, name, now);
  });
  return readAdminActions(deps.db);
}

/**
 * Renames a squares player: every square carrying their label, whoever claimed it, and the
 * winners' lines that name it, take the new initials, checked as a claim's initials are
 * (docs/product/squares.md#initials). The game row is held FOR UPDATE, so no claim lands between
 * the check and the rename. The locked grid 'Verify the draw' shows keeps the label it was hashed with.
 */
export async function renamePlayerAsAdmin(deps: AdminActionDeps, admin: Admin, gameId: GameId, input: AdminRenamePlayer): Promise<AdminActions> {
  const now = deps.now();
  await runCommand(deps.db, deps.publisher, async (tx, publish) => {
    const game = await getGame(tx, gameId, 'update');
    const names = new Set([...(await findLabels(tx, gameId)).map((label) => label.entryName), ...(await findSquares(tx, gameId)).map((square) => square.entryName)]);
    if (!names.delete(input.from)) throw refuse({ reason: 'playerNotFound' });
    const checked = checkGameInitials(input.initials, names);
    if (!checked.ok) throw refuse(checked.refusal);
    if (checked.value === input.from) throw refuse({ reason: 'samePlayerInitials' });
    await renameLabel(tx, gameId, input.from, checked.value);
    const squares = await renameSquaresLabel(tx, gameId, input.from, checked.value);
    await record(tx, admin, 'renamePlayer', `Player in game ${game.code}`, input.from, checked.value, now);
    if (squares.length > 0) await publishGameEvent(publish, gameId, { kind: 'squares.updated', squares });
    if (game.results.some((result) => result.entryName === input.from)) {
      const results = game.results.map((result) => (result.entryName === input.from ? { ...result, entryName: checked.value } : result));
      await saveResults(tx, gameId, { results, correctedAt: game.correctedAt, babyShower: game.babyShower });
      await publishGameEvent(publish, gameId, { kind: 'game.settled', gamePhase: game.gamePhase, results, correctedAt: game.correctedAt, babyShower: game.babyShower });
    }
  });
  return readAdminActions(deps.db);
}

/** Ends every session of a user; every instance closes their open sockets (decision 021). */
export async function signOutEverywhereAsAdmin(deps: AdminActionDeps, admin: Admin, uid: string): Promise<AdminActions> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const account = await findAccount(tx, uid, { forUpdate: true });
    if (!account) throw new AppError('not_found', 'No such user.');
    const live = await countLiveSessions(tx, uid, now);
    await revokeUserSessions(tx, uid, now);
    await record(tx, admin, 'signOutEverywhere', `User ${account.email ?? account.handle ?? uid}`, `${live} live sessions`, '0 live sessions', now);
  });
  return readAdminActions(deps.db);
}

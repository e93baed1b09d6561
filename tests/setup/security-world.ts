// The people and games the authorisation matrix and the fuzz tests act on: a signed-in host owning
// a squares game and a props pick'em game, a player holding a square and a pick'em entry with a
// private pick before lock, and the roles that try things against them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MeSchema } from '../../src/contracts/users.js';
import type { Queryable } from '../../src/server/db/database.js';
import { createPickem, entryCommand, joinOk, pickOk, propsInput } from '../factories/pickem-games.js';
import { babyShowerInput, claimOk, createGame, gameCommand, sportsGameInput, storeSportsGame } from '../factories/squares-games.js';
import { signInByEmail, uniqueEmail } from './accounts.js';
import { anonymousCookie } from './test-server.js';

export const roles = ['none', 'anonymous', 'signedIn', 'host', 'admin', 'player'] as const;
/**
 * none: no cookie. anonymous / signedIn: another player with no stake in the games. host: the
 * games' owner. admin: an ADMIN_EMAILS account with no stake. player: holds the square and the entry.
 */
export type Role = (typeof roles)[number];

export const ADMIN_EMAIL = `admin.${process.pid}@example.com`;
/** Admins for people of their own (a row that deletes accounts must not delete the shared admin). */
const SPARE_ADMINS = Array.from({ length: 10 }, (_, i) => `admin.${process.pid}.${i}@example.com`);
let sparesTaken = 0;
export const PRIVATE_CHOICE = 'Maybe later';
/** A tiebreaker answer no other payload carries. */
export const PRIVATE_TIEBREAKER = 137;
export const HOUR = 3_600_000;

const PUBLIC_KEY = fs.readFileSync(new URL('../fixtures/keys/webview-test-public.pem', import.meta.url), 'utf8');

/**
 * Server settings under which every optional route is registered: admins, Google (at an issuer
 * nobody answers), the webview key, and a built web app of one page (so the game page routes exist).
 */
export function securityEnv(): { env: Record<string, string>; cleanup(): void } {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsball-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Sportsball</title></head><body></body></html>');
  return {
    env: {
      ADMIN_EMAILS: [ADMIN_EMAIL, ...SPARE_ADMINS].join(','),
      WEB_DIST: webDist,
      WEBVIEW_JWT_PUBLIC_KEY: PUBLIC_KEY,
      GOOGLE_CLIENT_ID: 'matrix-client',
      GOOGLE_CLIENT_SECRET: 'matrix-secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
    },
    cleanup: () => fs.rmSync(webDist, { recursive: true, force: true }),
  };
}

type Server = { url: string; dataDir: string; db: Queryable; flushHostSummaries(): Promise<void> };

export interface People {
  cookie: Record<Role, string | undefined>;
  uid: Record<Role, string | undefined>;
}

async function uidOf(server: Server, cookie: string): Promise<string> {
  const me = MeSchema.parse(await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json());
  if (!me.user) throw new Error('no user behind the cookie');
  return me.user.uid;
}

/** The shared people, or (`own`) people nobody else uses, their admin included. */
export async function signUpPeople(server: Server, own = false): Promise<People> {
  const adminEmail = own ? SPARE_ADMINS[sparesTaken++ % SPARE_ADMINS.length]! : ADMIN_EMAIL;
  const cookie: Record<Role, string | undefined> = {
    none: undefined,
    anonymous: await anonymousCookie(server),
    signedIn: (await signInByEmail(server, uniqueEmail('other'))).cookie,
    host: (await signInByEmail(server, uniqueEmail('host'))).cookie,
    admin: (await signInByEmail(server, adminEmail)).cookie,
    player: (await signInByEmail(server, uniqueEmail('player'))).cookie,
  };
  const uid = { none: undefined } as Record<Role, string | undefined>;
  for (const role of roles) if (role !== 'none') uid[role] = await uidOf(server, cookie[role]!);
  return { cookie, uid };
}

export interface World {
  squaresId: string;
  squaresCode: string;
  /** A locked baby shower game, the only kind that takes a birth result. */
  showerId: string;
  pickemId: string;
  /** The player's entry: a private pick on question 0 and a private tiebreaker answer, before lock. */
  entryId: string;
  /** The square the player holds. */
  claimedSquare: number;
  /** Who holds the claimed square, as the host sees it. */
  claimedInitials: string;
  sportsGameId: string;
}

const must = async (response: Promise<Response>, what: string) => {
  const done = await response;
  if (done.status !== 200) throw new Error(`${what}: ${done.status} ${await done.text()}`);
};

/** Fresh games for one row of the matrix or one fuzzed route, so no row sees another's changes. */
export async function buildWorld(server: Server, people: People, now: Date): Promise<World> {
  const host = people.cookie.host!;
  const player = people.cookie.player!;
  const sports = await storeSportsGame(server.db, {}, now);
  const squares = await createGame(server, host, sportsGameInput(sports.id));
  await claimOk(server, player, squares.gameId, 7, { initials: 'PL' });
  const shower = await createGame(server, host, babyShowerInput());
  await claimOk(server, player, shower.gameId, 3, { initials: 'PL' });
  await must(gameCommand(server, host, shower.gameId, 'lock', { allowEmpty: true }), 'lock shower');
  const lockTime = new Date(now.getTime() + HOUR);
  const yesNo = [
    { choiceText: 'Yes', points: 10 },
    { choiceText: PRIVATE_CHOICE, points: 15 },
  ];
  const pickem = await createPickem(
    server,
    host,
    propsInput(lockTime, {
      questions: [
        { type: 'PropsQuestion', prompt: 'Will it rain?', lockTime: lockTime.toISOString(), choices: yesNo },
        { type: 'PropsQuestion', prompt: 'Cake before noon?', lockTime: lockTime.toISOString(), choices: yesNo },
      ],
    }),
  );
  const { entryId } = await joinOk(server, player, pickem.gameId, { entryName: 'Secret Squirrel' });
  await pickOk(server, player, pickem.gameId, entryId, 0, PRIVATE_CHOICE);
  await must(entryCommand(server, player, pickem.gameId, entryId, 'tiebreaker', { value: PRIVATE_TIEBREAKER }), 'tiebreaker');
  return {
    squaresId: squares.gameId,
    squaresCode: squares.code,
    showerId: shower.gameId,
    pickemId: pickem.gameId,
    entryId,
    claimedSquare: 7,
    claimedInitials: 'PL',
    sportsGameId: sports.id,
  };
}

/** Whether a payload carries the player's private pick or tiebreaker answer. */
export function leaksPrivatePicks(payload: unknown): boolean {
  const text = JSON.stringify(payload);
  return text.includes(`"choice":"${PRIVATE_CHOICE}"`) || text.includes(`"tiebreakerAnswer":${PRIVATE_TIEBREAKER}`);
}

/**
 * What the podium worker writes in the background after a pick'em change (decision 009): derived
 * from the stored picks and results, so it says nothing about what a request changed, and it may
 * land at any moment after the change that scheduled it.
 */
const ROW_TEXT: Record<string, string> = {
  pickem_entries: `(to_jsonb(r) - array['podium_probability', 'rank', 'score'])::text`,
  // An event is never changed once written: its topic and version name it (its data can be large).
  topic_events: `r.topic || '#' || r.version`,
};
const WHERE: Record<string, string> = {
  topic_events: `where not (r.data->>'kind' = 'pickem.scored' and (r.data - 'kind' - 'standings') = '{}'::jsonb)`,
};

/**
 * One md5 per table over every row of every table (but the migrations' own, the topic heads,
 * whose versions the event rows carry, and the analytics events, written in batches after their commands): any change a request made shows. Rows are ordered by their
 * text, so the order the engine keeps them in does not matter. What the server leaves to the
 * background after a command (the hosts' My Games rows, decision 056) is written first, so it
 * counts as the command's change, not as a change of the request that follows.
 */
export async function databaseChecksum(server: Server): Promise<string> {
  await server.flushHostSummaries();
  const { db } = server;
  let query = checksumQueries.get(db);
  if (!query) checksumQueries.set(db, (query = await checksumQuery(db)));
  const { rows } = await db.query<{ t: string; h: string }>(query);
  return rows
    .map((row) => `${row.t}:${row.h}`)
    .sort()
    .join(',');
}

/** The tables are known once the migrations ran: the query is built once per database. */
const checksumQueries = new WeakMap<Queryable, string>();

async function checksumQuery(db: Queryable): Promise<string> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
        and table_name not like '%migration%' and table_name <> 'topic_heads'
        -- Analytics are written by a timer after their commands (decision 042): an earlier allowed
        -- request's events may land during a later refused one. tests/integration/analytics.test.ts
        -- proves refused batches store nothing.
        and table_name <> 'analytics_event_runs'
      order by table_name`,
  );
  const parts = tables.map(({ name }) => {
    const row = ROW_TEXT[name] ?? 'r::text';
    return `select '${name}' as t, md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as h from "${name}" r ${WHERE[name] ?? ''}`;
  });
  return parts.join(' union all ');
}

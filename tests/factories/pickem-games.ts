// Pick'em games for server tests: valid create bodies and the HTTP calls the join and game pages make (docs/product/pickem.md).
import { CreatedEntrySchema, OwnEntriesSchema, QuestionsGameSchema } from '../../src/contracts/pickem.js';
import type { CreateQuestionsGame, CreatedEntry, OwnEntries, QuestionsGame } from '../../src/contracts/pickem.js';
import { CreatedGameSchema, GameIdSchema } from '../../src/contracts/squares.js';
import { SportsGameIdSchema } from '../../src/contracts/sports.js';
import type { CreatedGame } from '../../src/contracts/squares.js';
import type { Queryable } from '../../src/server/db/database.js';
import { readOwnEntries } from '../../src/server/services/pickem-view.js';
import { postJson } from '../setup/test-server.js';

type Server = { url: string };
const withCookie = (cookie: string | undefined): Record<string, string> => (cookie ? { cookie } : {});

/** An NFL straight-up slate on the given sports games, no tiebreaker, Podium scoring. */
export function slateInput(sportsGameIds: readonly string[], overrides: Partial<CreateQuestionsGame> = {}): CreateQuestionsGame {
  return {
    name: 'Week 12 Pick’em',
    description: 'Office pool',
    pickemQuestionType: 'StraightUp',
    sportsLeague: 'NFL',
    questions: sportsGameIds.map((sportsGameId) => ({ type: 'StraightUpPick' as const, sportsGameId: SportsGameIdSchema.parse(sportsGameId) })),
    tiebreaker: null,
    scoring: { type: 'Podium' },
    oneEntryPerUser: false,
    entryLimit: null,
    allowLateEntry: false,
    maxAnswers: null,
    ...overrides,
  };
}

/** A props game: two yes/no questions locking at `lockTime`, and a props tiebreaker. */
export function propsInput(lockTime: Date, overrides: Partial<CreateQuestionsGame> = {}): CreateQuestionsGame {
  const yesNo = [
    { choiceText: 'Yes', points: 10 },
    { choiceText: 'No', points: 15 },
  ];
  return {
    name: 'Shower props',
    description: '',
    pickemQuestionType: 'Props',
    sportsLeague: null,
    questions: [
      { type: 'PropsQuestion', prompt: 'Will it rain?', lockTime: lockTime.toISOString(), choices: yesNo },
      { type: 'PropsQuestion', prompt: 'Cake before noon?', lockTime: lockTime.toISOString(), choices: yesNo },
    ],
    tiebreaker: { type: 'PropsTiebreaker', prompt: 'Guests?', lockTime: lockTime.toISOString() },
    scoring: { type: 'Podium' },
    oneEntryPerUser: false,
    entryLimit: null,
    allowLateEntry: true,
    maxAnswers: null,
    ...overrides,
  };
}

export async function createPickem(server: Server, cookie: string, input: CreateQuestionsGame): Promise<CreatedGame> {
  const response = await postJson(server, '/api/pickem/games', input, withCookie(cookie));
  if (response.status !== 200) throw new Error(`create: ${response.status} ${await response.text()}`);
  return CreatedGameSchema.parse(await response.json());
}

export function joinGame(server: Server, cookie: string | undefined, gameId: string, body: { entryName?: string } = {}) {
  return postJson(server, `/api/games/${gameId}/entries`, body, withCookie(cookie));
}

export async function joinOk(server: Server, cookie: string, gameId: string, body: { entryName?: string } = {}): Promise<CreatedEntry> {
  const response = await joinGame(server, cookie, gameId, body);
  if (response.status !== 200) throw new Error(`join: ${response.status} ${await response.text()}`);
  return CreatedEntrySchema.parse(await response.json());
}

/** POST /api/games/{gameId}/entries/{entryId}/{command}. */
export function entryCommand(server: Server, cookie: string | undefined, gameId: string, entryId: string, command: string, body: unknown = {}) {
  return postJson(server, `/api/games/${gameId}/entries/${entryId}/${command}`, body, withCookie(cookie));
}

export async function pickOk(server: Server, cookie: string, gameId: string, entryId: string, question: number, choice: string | null): Promise<void> {
  const response = await entryCommand(server, cookie, gameId, entryId, 'answers', { question, choice });
  if (response.status !== 200) throw new Error(`pick: ${response.status} ${await response.text()}`);
}

export async function readPickem(server: Server, gameId: string, cookie?: string): Promise<QuestionsGame> {
  const response = await fetch(`${server.url}/api/games/${gameId}`, { headers: withCookie(cookie) });
  if (response.status !== 200) throw new Error(`read: ${response.status} ${await response.text()}`);
  return QuestionsGameSchema.parse(await response.json());
}

/** What the owner's topic would send now (pickem-entries:{gameId}:{uid}). */
export async function ownEntries(db: Queryable, gameId: string, uid: string): Promise<OwnEntries> {
  return OwnEntriesSchema.parse(await readOwnEntries(db, GameIdSchema.parse(gameId), uid));
}

/** Polls `read` until `done` holds (no sleeps for timing: the wait ends as soon as it holds). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met: ${JSON.stringify(value).slice(0, 2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Valid pick'em games for this feature's unit tests (web code may not import tests/, ARCHITECTURE.md#layers).
import { GameIdSchema, type EntryId } from '../../../../contracts/ids.js';
import { SportsGameIdSchema } from '../../../../contracts/sports.js';
import type { OwnEntry, PropsQuestion, PublicEntry, QuestionsGame, SportsQuestion } from '../../../../contracts/pickem.js';
import { footballGame } from '../../../testing/sports-games.js';

export const GAME_ID = GameIdSchema.parse('game_abcdefghijklmno');
export const HOST_UID = 'user-host';
export const LOCK = '2026-11-22T18:00:00.000Z';

export function sportsQuestion(index: number, overrides: Partial<SportsQuestion> = {}): SportsQuestion {
  return {
    index,
    lockTime: LOCK,
    locked: false,
    phase: 'Pending',
    pickShares: null,
    type: 'StraightUpPick',
    sportsGameId: SportsGameIdSchema.parse(`sim-nfl-20261122-0${index + 1}`),
    sportsGame: footballGame({ id: `sim-nfl-20261122-0${index + 1}` }),
    vsSpread: null,
    homeWinProbability: 0.55,
    choices: [
      { key: 'Away', points: 10, result: null },
      { key: 'Home', points: 10, result: null },
    ],
    ...overrides,
  };
}

export function propsQuestion(index: number, overrides: Partial<PropsQuestion> = {}): PropsQuestion {
  return {
    index,
    lockTime: LOCK,
    locked: false,
    phase: 'Pending',
    pickShares: null,
    type: 'PropsQuestion',
    prompt: 'Who scores first?',
    choices: [
      { key: 'Kelce', choiceText: 'Kelce', points: 10, result: null },
      { key: 'Hill', choiceText: 'Hill', points: 15, result: null },
    ],
    ...overrides,
  };
}

/** A made-up entry id for a test: fixtures name entries 'e1', 'e2'…, not as the server would. */
export const testEntryId = (id: string) => id as EntryId;

export function publicEntry(id: string, rank: number, overrides: Partial<PublicEntry> = {}): PublicEntry {
  return {
    id: testEntryId(id),
    uid: `uid-${id}`,
    entryName: `Entry ${id}`,
    entryOwner: null,
    created: '2026-11-20T12:00:00.000Z',
    submitted: true,
    answers: [],
    tiebreakerAnswer: null,
    score: 0,
    rank,
    podiumProbability: null,
    wonBeans: 0,
    ...overrides,
  };
}

export function ownEntry(id: string, overrides: Partial<OwnEntry> = {}): OwnEntry {
  return { id: testEntryId(id), entryName: `Entry ${id}`, created: '2026-11-20T12:00:00.000Z', submitted: false, answers: [], tiebreakerAnswer: null, ...overrides };
}

export function questionsGame(overrides: Partial<QuestionsGame> = {}): QuestionsGame {
  return {
    id: GAME_ID,
    type: 'Questions',
    code: 'ABC234',
    name: 'Week 12 picks',
    description: '',
    host: { uid: HOST_UID, isAnonymous: false, publicId: { handle: 'host', avatar: null, realName: 'Hosty' } },
    created: '2026-11-20T12:00:00.000Z',
    pickemQuestionType: 'StraightUp',
    sportsLeague: 'NFL',
    questions: [sportsQuestion(0), sportsQuestion(1)],
    tiebreaker: { type: 'TotalPointsPick', sportsGameId: SportsGameIdSchema.parse('sim-nfl-20261122-01'), lockTime: LOCK, locked: false, result: null },
    scoring: { type: 'Podium' },
    oneEntryPerUser: false,
    entryLimit: null,
    allowLateEntry: false,
    maxAnswers: null,
    gamePhase: 'Pending',
    firstLockTime: LOCK,
    gameDates: ['2026-11-22'],
    entries: [],
    auditLog: [],
    season: null,
    ...overrides,
  };
}

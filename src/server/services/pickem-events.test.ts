import { describe, expect, it } from 'vitest';
import { QuestionsGameEventSchema, QuestionsGameSchema } from '../../contracts/pickem.js';
import type { EntryId } from '../../contracts/ids.js';
import type { PublicEntry, QuestionsGame, SportsQuestion } from '../../contracts/pickem.js';
import { SportsGameIdSchema } from '../../contracts/sports.js';
import { sportsGame } from '../testing/sports-games.js';
import { questionsGameChanges } from './pickem-events.js';

const LOCK = '2026-11-22T18:00:00.000Z';

function question(index: number, overrides: Partial<SportsQuestion> = {}): SportsQuestion {
  return {
    index,
    lockTime: LOCK,
    locked: true,
    phase: 'Live',
    pickShares: [
      { key: 'Away', share: 0.5 },
      { key: 'Home', share: 0.5 },
    ],
    type: 'StraightUpPick',
    sportsGameId: SportsGameIdSchema.parse(`sim-nfl-${index}`),
    sportsGame: null,
    vsSpread: null,
    homeWinProbability: 0.5,
    choices: [
      { key: 'Away', points: 10, result: null },
      { key: 'Home', points: 10, result: null },
    ],
    ...overrides,
  };
}

/** Entry ids as the server makes them: 20 url-safe characters. */
const A = 'entry_a_____________';
const B = 'entry_b_____________';

function entry(id: string, rank: number, overrides: Partial<PublicEntry> = {}): PublicEntry {
  return {
    id: id as EntryId,
    uid: `uid-${id}`,
    entryName: `Entry ${id}`,
    entryOwner: null,
    created: '2026-11-20T12:00:00.000Z',
    submitted: true,
    answers: [
      { question: 0, choice: id === A ? 'Home' : 'Away' },
      { question: 1, choice: 'Home' },
    ],
    tiebreakerAnswer: 40,
    score: 0,
    rank,
    podiumProbability: 0.5,
    wonBeans: 0,
    ...overrides,
  };
}

function game(overrides: Partial<QuestionsGame> = {}): QuestionsGame {
  return QuestionsGameSchema.parse({
    id: 'game_abcdefghijklmno',
    type: 'Questions',
    code: 'ABC234',
    name: 'Week 12',
    description: '',
    host: { uid: 'h', isAnonymous: true, publicId: null },
    created: '2026-11-20T12:00:00.000Z',
    pickemQuestionType: 'StraightUp',
    sportsLeague: 'NFL',
    questions: [question(0), question(1)],
    tiebreaker: null,
    scoring: { type: 'Podium' },
    oneEntryPerUser: false,
    entryLimit: null,
    allowLateEntry: false,
    maxAnswers: null,
    gamePhase: 'Live',
    firstLockTime: LOCK,
    gameDates: ['2026-11-22'],
    entries: [entry(A, 1), entry(B, 1)],
    auditLog: [],
    season: null,
    ...overrides,
  });
}

const settled = question(0, { phase: 'Over', choices: [{ key: 'Away', points: 10, result: 'W' }, { key: 'Home', points: 10, result: 'L' }] });

describe('questionsGameChanges: what a pick’em refresh publishes', () => {
  it('a result: the settled question and the standings in columns, no entry’s answers', () => {
    const before = game();
    const after = game({ questions: [settled, question(1)], entries: [entry(B, 1, { score: 10 }), entry(A, 2)] });
    const event = questionsGameChanges(before, after);
    expect(event).toEqual({ kind: 'pickem.scored', questions: [settled], standings: { ids: [B, A], scores: [10, 0], ranks: [1, 2] } });
    expect(QuestionsGameEventSchema.safeParse(event).success).toBe(true);
    expect(JSON.stringify(event)).not.toContain('"choice"');
    expect(JSON.stringify(event)).not.toContain('tiebreakerAnswer');
  });

  it('podium probabilities alone: one column', () => {
    const after = game({ entries: [entry(A, 1, { podiumProbability: 0.75 }), entry(B, 1, { podiumProbability: 0.25 })] });
    expect(questionsGameChanges(game(), after)).toEqual({ kind: 'pickem.scored', standings: { ids: [A, B], podiumProbabilities: [0.75, 0.25] } });
  });

  it('beans and the phase at the end, the tiebreaker and the audit log', () => {
    const before = game({ tiebreaker: { type: 'PropsTiebreaker', prompt: 'Guests?', lockTime: LOCK, locked: true, result: null } });
    const tiebreaker = { type: 'PropsTiebreaker' as const, prompt: 'Guests?', lockTime: LOCK, locked: true, result: 42 };
    const auditLog = [{ at: LOCK, subject: 'Tiebreaker', change: 'Tiebreaker set to 42', by: 'Host' }];
    const after = game({ tiebreaker, auditLog, gamePhase: 'Over', entries: [entry(A, 1, { wonBeans: 5 }), entry(B, 1)] });
    expect(questionsGameChanges(before, after)).toEqual({ kind: 'pickem.scored', tiebreaker, gamePhase: 'Over', auditLog, standings: { ids: [A, B], wonBeans: [5, 0] } });
  });

  it('a kickoff moved: the first lock and the slate days', () => {
    const after = game({ firstLockTime: '2026-11-22T17:30:00.000Z', gameDates: ['2026-11-21', '2026-11-22'] });
    expect(questionsGameChanges(game(), after)).toEqual({ kind: 'pickem.scored', firstLockTime: '2026-11-22T17:30:00.000Z', gameDates: ['2026-11-21', '2026-11-22'] });
  });

  it('a reorder without a changed value still sends the order', () => {
    const after = game({ entries: [entry(B, 1), entry(A, 1)] });
    expect(questionsGameChanges(game(), after)).toEqual({ kind: 'pickem.scored', standings: { ids: [B, A] } });
  });

  it('a lock reveals answers: game.changed with the questions and every entry whole', () => {
    const before = game({ questions: [question(0, { locked: false, phase: 'Pending', pickShares: null }), question(1)], entries: [entry(A, 1, { answers: [{ question: 1, choice: 'Home' }] })] });
    const after = game({ entries: [entry(A, 1)] });
    expect(questionsGameChanges(before, after)).toEqual({ kind: 'game.changed', questions: after.questions, entries: after.entries });
  });

  it('an entry joining, leaving or being renamed: game.changed', () => {
    const two = game();
    const three = game({ entries: [...two.entries, entry('entry_c_____________', 3)] });
    expect(questionsGameChanges(two, three)).toMatchObject({ kind: 'game.changed', entries: three.entries });
    expect(questionsGameChanges(three, two)).toMatchObject({ kind: 'game.changed', entries: two.entries });
    const renamed = game({ entries: [entry(A, 1, { entryName: 'Zed' }), entry(B, 1)] });
    expect(questionsGameChanges(two, renamed)).toMatchObject({ kind: 'game.changed', entries: renamed.entries });
  });

  it('a live score: only the live parts of the questions it moved, a fraction of the whole question', () => {
    const playing = question(0, { sportsGame: sportsGame(), homeWinProbability: 0.45 });
    const scored = question(0, { sportsGame: sportsGame({ status: 'Q2', periodScores: { away: [7, 3], home: [0, 7] }, timer: '12:01 - 2nd' }), homeWinProbability: 0.58 });
    const before = game({ questions: [playing, question(1)] });
    const event = questionsGameChanges(before, game({ questions: [scored, question(1)] }));
    expect(event).toEqual({
      kind: 'pickem.scored',
      live: [{ index: 0, phase: 'Live', homeWinProbability: 0.58, sportsGame: { status: 'Q2', periodScores: { away: [7, 3], home: [0, 7] }, timer: '12:01 - 2nd', predictions: null } }],
    });
    expect(QuestionsGameEventSchema.safeParse(event).success).toBe(true);
    expect(JSON.stringify(event).length).toBeLessThan(JSON.stringify(scored).length / 3);
  });

  it('a score that also settles or locks the question, or a game the feed found again: the question whole', () => {
    const playing = question(0, { sportsGame: sportsGame() });
    const final = sportsGame({ status: 'FT', periodScores: { away: [7, 3, 0, 0], home: [0, 7, 7, 0] }, timer: null });
    const over = question(0, { sportsGame: final, phase: 'Over', choices: [{ key: 'Away', points: 10, result: 'L' }, { key: 'Home', points: 10, result: 'W' }] });
    expect(questionsGameChanges(game({ questions: [playing, question(1)] }), game({ questions: [over, question(1)] }))).toEqual({ kind: 'pickem.scored', questions: [over] });
    const found = question(1, { sportsGame: sportsGame({ id: SportsGameIdSchema.parse('sim-nfl-1') }) });
    expect(questionsGameChanges(game(), game({ questions: [question(0), found] }))).toEqual({ kind: 'pickem.scored', questions: [found] });
  });

  it('nothing public changed: nothing to publish', () => {
    expect(questionsGameChanges(game(), game())).toBeUndefined();
  });
});

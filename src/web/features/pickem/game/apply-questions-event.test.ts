import { describe, expect, it } from 'vitest';
import { QuestionsGameEventSchema, QuestionsGameSchema } from '../../../../contracts/pickem.js';
import { applyQuestionsEvent } from './apply-questions-event.js';
import { propsQuestion, publicEntry, questionsGame, sportsQuestion } from './fixtures.js';

describe('applyQuestionsEvent: the game:{id} topic of a pick\'em game', () => {
  it('the fixture is a valid snapshot', () => {
    expect(QuestionsGameSchema.safeParse(questionsGame()).success).toBe(true);
  });

  it('game.changed replaces only the parts it carries', () => {
    const game = questionsGame({ entries: [publicEntry('a', 1)] });
    const locked = [sportsQuestion(0, { locked: true, phase: 'Live' }), sportsQuestion(1, { locked: true })];
    const event = QuestionsGameEventSchema.parse({ kind: 'game.changed', questions: locked, gamePhase: 'Live' });
    const next = applyQuestionsEvent(game, event);
    expect(next.questions).toEqual(locked);
    expect(next.gamePhase).toBe('Live');
    expect(next.entries).toBe(game.entries);
    expect(next.tiebreaker).toBe(game.tiebreaker);
    expect(next.auditLog).toBe(game.auditLog);
  });

  it('carries new entries, scores and ranks, a settled tiebreaker and the audit log', () => {
    const game = questionsGame();
    const entries = [publicEntry('a', 1, { score: 20 }), publicEntry('b', 2, { score: 10 })];
    const auditLog = [{ at: '2026-11-22T20:00:00.000Z', subject: 'Tiebreaker', change: 'Tiebreaker set to 42', by: '@host' }];
    const next = applyQuestionsEvent(game, { kind: 'game.changed', entries, tiebreaker: null, auditLog });
    expect(next.entries).toEqual(entries);
    expect(next.tiebreaker).toBeNull();
    expect(next.auditLog).toEqual(auditLog);
  });

  it('pickem.scored replaces the changed questions by index and keeps the rest', () => {
    const game = questionsGame({ questions: [sportsQuestion(0, { locked: true }), sportsQuestion(1, { locked: true })] });
    const settled = sportsQuestion(1, { locked: true, phase: 'Over', choices: [{ key: 'Away', points: 10, result: 'L' }, { key: 'Home', points: 10, result: 'W' }] });
    const event = QuestionsGameEventSchema.parse({ kind: 'pickem.scored', questions: [settled], gamePhase: 'Live' });
    const next = applyQuestionsEvent(game, event);
    expect(next.questions).toEqual([game.questions[0], settled]);
    expect(next.questions[0]).toBe(game.questions[0]);
    expect(next.gamePhase).toBe('Live');
    expect(next.entries).toBe(game.entries);
    const moved = applyQuestionsEvent(game, { kind: 'pickem.scored', firstLockTime: '2026-11-22T17:00:00.000Z', gameDates: ['2026-11-21'] });
    expect([moved.firstLockTime, moved.gameDates]).toEqual(['2026-11-22T17:00:00.000Z', ['2026-11-21']]);
  });

  it("pickem.scored's live parts move only their questions' score, clock, phase and win probability", () => {
    const playing = sportsQuestion(0, { locked: true, phase: 'Live' });
    const game = questionsGame({ questions: [playing, sportsQuestion(1, { locked: true }), propsQuestion(2)] });
    const live = { index: 0, phase: 'Live' as const, homeWinProbability: 0.62, sportsGame: { status: 'Q3', periodScores: { away: [7, 3, 0], home: [0, 7, 7] }, timer: '9:12 - 3rd', predictions: null } };
    const event = QuestionsGameEventSchema.parse({ kind: 'pickem.scored', live: [live, { ...live, index: 2 }, { ...live, index: 9 }] });
    const next = applyQuestionsEvent(game, event);
    const [first, second, props] = next.questions;
    expect(first).toEqual({ ...playing, homeWinProbability: 0.62, sportsGame: { ...playing.sportsGame, ...live.sportsGame } });
    // The other question, a props question and an index the game lacks are left as they were.
    expect(second).toBe(game.questions[1]);
    expect(props).toBe(game.questions[2]);
    expect(next.questions).toHaveLength(3);
  });

  it('pickem.scored reorders the entries by the standings and sets only the columns it carries, answers kept', () => {
    const answers = [{ question: 0, choice: 'Home' }];
    const game = questionsGame({
      entries: [publicEntry('a', 1, { answers, score: 10, podiumProbability: 0.9, wonBeans: 3 }), publicEntry('b', 1, { answers, score: 10, podiumProbability: 0.8 }), publicEntry('c', 3, { tiebreakerAnswer: 42 })],
    });
    const event = QuestionsGameEventSchema.parse({ kind: 'pickem.scored', standings: { ids: ['b', 'c', 'a'], scores: [20, 15, 10], ranks: [1, 2, 3] } });
    const next = applyQuestionsEvent(game, event);
    expect(next.entries.map((e) => [e.id, e.score, e.rank, e.podiumProbability, e.wonBeans])).toEqual([
      ['b', 20, 1, 0.8, 0],
      ['c', 15, 2, null, 0],
      ['a', 10, 3, 0.9, 3],
    ]);
    expect(next.entries[0]?.answers).toBe(answers);
    expect(next.entries[1]?.tiebreakerAnswer).toBe(42);

    const podium = applyQuestionsEvent(next, { kind: 'pickem.scored', standings: { ids: ['b', 'c', 'a'], podiumProbabilities: [1, null, 0], wonBeans: [5, 0, 1] } });
    expect(podium.entries.map((e) => [e.id, e.score, e.rank, e.podiumProbability, e.wonBeans])).toEqual([
      ['b', 20, 1, 1, 5],
      ['c', 15, 2, null, 0],
      ['a', 10, 3, 0, 1],
    ]);
  });

  it('pickem.scored skips an id the page does not hold and keeps a held entry the standings leave out', () => {
    const game = questionsGame({ entries: [publicEntry('a', 1), publicEntry('b', 2)] });
    const next = applyQuestionsEvent(game, { kind: 'pickem.scored', standings: { ids: ['x', 'b'], ranks: [1, 1] } });
    expect(next.entries.map((e) => [e.id, e.rank])).toEqual([
      ['b', 1],
      ['a', 1],
    ]);
  });

  it('a standings column must hold one value per id', () => {
    expect(QuestionsGameEventSchema.safeParse({ kind: 'pickem.scored', standings: { ids: ['a', 'b'], scores: [1] } }).success).toBe(false);
    expect(QuestionsGameEventSchema.safeParse({ kind: 'pickem.scored', standings: { ids: ['a'], ranks: [0] } }).success).toBe(false);
  });

  it('host.changed and game.deleted', () => {
    const game = questionsGame({ host: { uid: 'h', isAnonymous: true, publicId: null } });
    const host = { uid: 'h', isAnonymous: false, publicId: { handle: 'hosty', avatar: null, realName: null } };
    expect(applyQuestionsEvent(game, { kind: 'host.changed', host }).host).toEqual(host);
    expect(applyQuestionsEvent(game, { kind: 'game.deleted' }).deleted).toBe(true);
  });

  it('never changes the game passed in', () => {
    const game = questionsGame();
    const copy = structuredClone(game);
    applyQuestionsEvent(game, { kind: 'game.changed', gamePhase: 'Over', entries: [publicEntry('a', 1)] });
    const held = questionsGame({ entries: [publicEntry('a', 1), publicEntry('b', 2)] });
    const heldCopy = structuredClone(held);
    applyQuestionsEvent(held, { kind: 'pickem.scored', questions: [sportsQuestion(0, { locked: true })], standings: { ids: ['b', 'a'], scores: [5, 0], ranks: [1, 2] } });
    expect(game).toEqual(copy);
    expect(held).toEqual(heldCopy);
  });
});

describe('applyQuestionsEvent: the host edits the pool', () => {
  it.each(['game.changed', 'pickem.scored'] as const)('%s carries a new name and description', (kind) => {
    const game = questionsGame({ name: 'Old', description: 'Before' });
    const next = applyQuestionsEvent(game, QuestionsGameEventSchema.parse({ kind, name: 'New', description: '' }));
    expect(next.name).toBe('New');
    expect(next.description).toBe('');
    expect(next.questions).toBe(game.questions);
  });
});

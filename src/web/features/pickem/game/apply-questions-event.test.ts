import { describe, expect, it } from 'vitest';
import { QuestionsGameEventSchema, QuestionsGameSchema } from '../../../../contracts/pickem.js';
import { applyQuestionsEvent } from './apply-questions-event.js';
import { publicEntry, questionsGame, sportsQuestion } from './fixtures.js';

describe('applyQuestionsEvent: the game:{id} topic of a pick\'em game (issue #6 §9)', () => {
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
    expect(game).toEqual(copy);
  });
});

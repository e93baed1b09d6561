import { describe, expect, it } from 'vitest';
import { applyQuestionsEvent } from './apply-questions-event.js';
import { ownEntry, publicEntry, questionsGame } from './fixtures.js';
import { withOwnStandings } from './pickem-model.js';

describe('a public challenge’s sliced leaderboard (decision 046)', () => {
  const top = [publicEntry('a', 1), publicEntry('b', 2)];

  it('adds the viewer’s own entry below the top from its standing, without its answers', () => {
    const own = ownEntry('mine', { answers: [{ question: 0, choice: 'Home' }], standing: { score: 10, rank: 4_812, podiumProbability: 0, wonBeans: 0 } });
    const rows = withOwnStandings(top, [own], 'viewer');
    expect(rows.map((e) => [e.id, e.rank, e.uid])).toEqual([
      ['a', 1, 'uid-a'],
      ['b', 2, 'uid-b'],
      ['mine', 4_812, 'viewer'],
    ]);
    expect(rows[2]?.answers).toEqual([]);
  });

  it('keeps an own entry the top already holds once, and adds nothing for a pool that sends every entry', () => {
    const inTop = ownEntry('a', { standing: { score: 10, rank: 1, podiumProbability: null, wonBeans: 0 } });
    expect(withOwnStandings(top, [inTop], 'uid-a').map((e) => e.id)).toEqual(['a', 'b']);
    expect(withOwnStandings(top, [ownEntry('mine')], 'viewer').map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('takes a new count of entries from either event', () => {
    const game = questionsGame({ entries: top, entryCount: 100_000 });
    expect(applyQuestionsEvent(game, { kind: 'pickem.scored', entryCount: 100_001 }).entryCount).toBe(100_001);
    expect(applyQuestionsEvent(game, { kind: 'game.changed', entries: top, entryCount: 99_999 }).entryCount).toBe(99_999);
  });
});

import { describe, expect, it } from 'vitest';
import { GameIdSchema } from '../../../../contracts/ids.js';
import { beansText } from '../../../lib/beans.js';
import { LOCKED_TEXT, openingText, playerCountText, seasonNotice } from './season-format.js';

// The next 5am Pacific on Friday 27 November 2026 (PST, UTC−8).
const NEXT = '2026-11-27T13:00:00.000Z';
const latest = { gameId: GameIdSchema.parse('g'.repeat(20)), ordinal: 12, label: 'Week 12', playerCount: 3, firstLockTime: '2026-11-26T18:00:00.000Z' };

describe('openingText', () => {
  it('tells the next opening on the viewer’s own clock', () => {
    expect(openingText(NEXT, 'America/Los_Angeles')).toBe('Friday at 5:00 AM PST');
    expect(openingText(NEXT, 'America/New_York')).toBe('Friday at 8:00 AM EST');
    // Past midnight in Tokyo: a different weekday.
    expect(openingText(NEXT, 'Asia/Tokyo')).toBe('Friday at 10:00 PM GMT+9');
    expect(openingText('2026-11-28T13:00:00.000Z', 'Asia/Tokyo')).toBe('Saturday at 10:00 PM GMT+9');
  });
});

describe('seasonNotice', () => {
  it('none while picks are open', () => {
    expect(seasonNotice({ latest: { ...latest, gamePhase: 'Pending' }, nextOpening: NEXT }, true, 'America/New_York')).toBeNull();
  });

  it('locked once no pick can change, with when the next challenge opens', () => {
    expect(seasonNotice({ latest: { ...latest, gamePhase: 'Live' }, nextOpening: NEXT }, false, 'America/New_York')).toEqual({
      kind: 'locked',
      text: LOCKED_TEXT,
      next: 'The next challenge opens Friday at 8:00 AM EST.',
    });
  });

  it('no game today: none yet, or today’s is over', () => {
    const text = 'No games today. The next challenge opens Friday at 5:00 AM PST.';
    expect(seasonNotice({ latest: null, nextOpening: NEXT }, false, 'America/Los_Angeles')).toEqual({ kind: 'no-game', text });
    expect(seasonNotice({ latest: { ...latest, gamePhase: 'Over' }, nextOpening: NEXT }, false, 'America/Los_Angeles')).toEqual({ kind: 'no-game', text });
  });
});

describe('counts', () => {
  it('players with thousands separators; beans floored, never rounded up nor negative', () => {
    expect(playerCountText(1204)).toBe('1,204 players');
    expect(playerCountText(1)).toBe('1 player');
    expect(beansText(12.99)).toBe('12 beans');
    expect(beansText(1.5)).toBe('1 bean');
    expect(beansText(-3)).toBe('0 beans');
  });
});

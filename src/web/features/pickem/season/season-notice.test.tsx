import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GameIdSchema } from '../../../../contracts/ids.js';
import { seasonNotice } from './season-format.js';
import { SeasonNoticeBox } from './season-notice.js';

const NEXT = '2026-11-27T13:00:00.000Z';
const live = { gameId: GameIdSchema.parse('g'.repeat(20)), ordinal: 34, label: 'Day 34', playerCount: 9, gamePhase: 'Live' as const, firstLockTime: '2026-11-26T18:00:00.000Z' };

describe('SeasonNoticeBox', () => {
  it('locked: winners come when all games finish, and the next opening in the viewer’s zone', () => {
    const html = renderToStaticMarkup(<SeasonNoticeBox notice={seasonNotice({ latest: live, nextOpening: NEXT }, false, 'Europe/London')} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('Picks are locked. Winners are decided when all games finish.');
    expect(html).toContain('The next challenge opens Friday at 1:00 PM GMT.');
  });

  it('no game today says when the next challenge opens; open picks show nothing', () => {
    expect(renderToStaticMarkup(<SeasonNoticeBox notice={seasonNotice({ latest: null, nextOpening: NEXT }, false, 'America/Chicago')} />)).toContain(
      'No games today. The next challenge opens Friday at 7:00 AM CST.',
    );
    expect(renderToStaticMarkup(<SeasonNoticeBox notice={seasonNotice({ latest: { ...live, gamePhase: 'Pending' }, nextOpening: NEXT }, true)} />)).toBe('');
  });
});

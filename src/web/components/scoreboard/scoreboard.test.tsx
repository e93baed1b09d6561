import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SportsGame } from '../../../contracts/sports.js';
import { baseballGame, basketballGame, footballGame, stored } from '../../testing/sports-games.js';
import { Scoreboard } from './scoreboard.js';

// Sunday 22 November 2026, 9:00 AM in New York; the games start at 1:00 PM EST.
const NOW = Date.parse('2026-11-22T14:00:00Z');
const ZONE = 'America/New_York';

function render(game: SportsGame, extra: { correctedAt?: string | null } = {}) {
  const html = renderToStaticMarkup(<Scoreboard stored={stored(game, extra)} now={NOW} timeZone={ZONE} />);
  return { html, ...read(html) };
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

/** What a sighted reader sees in the table: header labels and each row's cells (hidden text left out). */
function read(html: string) {
  const visible = html.replace(/<span class="visually-hidden">[^<]*<\/span>/g, '');
  const rows = [...visible.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => text(cell[1] ?? '')),
  );
  const caption = text(/<caption[^>]*>(.*?)<\/caption>/.exec(html)?.[1] ?? '');
  const badge = text(/<span class="state-badge [^"]*">(?:<span[^>]*><\/span>)?([^<]*)<\/span>/.exec(html)?.[1] ?? '');
  const period = text(/<span class="scoreboard__period[^"]*">(.*?)<\/span>/.exec(html)?.[1] ?? '');
  const current = [...html.matchAll(/class="scoreboard__head[^"]*--current[^"]*"><span aria-hidden="true">(.*?)<\/span><span/g)].map((m) =>
    text(m[1] ?? ''),
  );
  const [head = [], away = [], home = []] = rows;
  return { head: head.slice(1), away: away.slice(1), home: home.slice(1), awayTeam: away[0], homeTeam: home[0], caption, badge, period, current };
}

describe('Scoreboard: football shows the cumulative score at Q1, Half, Q3 and Final', () => {
  it('before kickoff: empty columns, Pending, and the kickoff time in the viewer’s zone, named', () => {
    const board = render(footballGame());
    expect(board.head).toEqual(['Q1', 'Half', 'Q3', 'Final']);
    expect(board.away).toEqual(['', '', '', '']);
    expect(board.badge).toBe('Starts 1:00 PM EST');
    expect(board.period).toBe('Pending');
    expect(board.caption).toBe('Dolphins at Packers, starts 1:00 PM EST');
    expect(board.awayTeam).toBe('MIADolphins6-4');
    expect(board.html).toContain('state-badge--upcoming');
  });

  it('in the 2nd quarter: Q1 done, Half holds the running score and is lit, the clock shows', () => {
    const board = render(footballGame({ status: 'Q2', periodScores: { away: [7, 3], home: [0, 0] }, timer: '15:00 - 2nd' }));
    expect(board.away).toEqual(['7', '10', '', '']);
    expect(board.home).toEqual(['0', '0', '', '']);
    expect(board.current).toEqual(['Half']);
    expect(board.badge).toBe('LIVE');
    expect(board.period).toBe('Q2 · 15:00');
    expect(board.caption).toBe('Dolphins 10, Packers 0, 2nd quarter');
    expect(board.html).toContain('state-badge--live');
  });

  it('at halftime: Half is final for the half and nothing is lit', () => {
    const board = render(footballGame({ status: 'HT', periodScores: { away: [7, 3], home: [3, 7] }, timer: 'Halftime' }));
    expect(board.away).toEqual(['7', '10', '', '']);
    expect(board.home).toEqual(['3', '10', '', '']);
    expect(board.current).toEqual([]);
    expect(board.period).toBe('Half');
    expect(board.caption).toBe('Dolphins 10, Packers 10, halftime');
  });

  it('in the 3rd quarter, as the accessible name reads it', () => {
    const board = render(footballGame({ status: 'Q3', periodScores: { away: [7, 3, 7], home: [0, 10, 0] }, timer: '4:12 - 3rd' }));
    expect(board.away).toEqual(['7', '10', '17', '']);
    expect(board.home).toEqual(['0', '10', '10', '']);
    expect(board.current).toEqual(['Q3']);
    expect(board.caption).toBe('Dolphins 17, Packers 10, 3rd quarter');
  });

  it('final: every checkpoint, FINAL in grey', () => {
    const board = render(footballGame({ status: 'FT', periodScores: { away: [7, 3, 7, 0], home: [0, 10, 0, 14] } }));
    expect(board.away).toEqual(['7', '10', '17', '17']);
    expect(board.home).toEqual(['0', '10', '10', '24']);
    expect(board.badge).toBe('FINAL');
    expect(board.caption).toBe('Dolphins 17, Packers 24, final');
    expect(board.html).toContain('state-badge--final');
  });

  it('final after overtime: the overtime points count in Final', () => {
    const board = render(footballGame({ status: 'AOT', periodScores: { away: [7, 3, 7, 3, 0], home: [0, 10, 0, 10, 6] } }));
    expect(board.away).toEqual(['7', '10', '17', '20']);
    expect(board.home).toEqual(['0', '10', '10', '26']);
    expect(board.badge).toBe('FINAL O/T');
    expect(board.caption).toBe('Dolphins 20, Packers 26, final after overtime');
  });

  it('in overtime: Final holds the running score and is lit', () => {
    const board = render(footballGame({ status: 'OT', periodScores: { away: [7, 3, 7, 3, 0], home: [0, 10, 0, 10, 0] }, timer: '10:00 - OT' }));
    expect(board.away).toEqual(['7', '10', '17', '20']);
    expect(board.current).toEqual(['Final']);
    expect(board.period).toBe('OT · 10:00');
    expect(board.caption).toBe('Dolphins 20, Packers 20, overtime');
  });

  it('postponed and canceled games say so in words', () => {
    const postponed = render(footballGame({ status: 'PST' }));
    expect(postponed.badge).toBe('Postponed');
    expect(postponed.caption).toBe('Dolphins at Packers, postponed');
    const canceled = render(footballGame({ status: 'CANC' }));
    expect(canceled.badge).toBe('Canceled');
    expect(canceled.caption).toBe('Dolphins at Packers, canceled');
    expect(canceled.away).toEqual(['', '', '', '']);
  });

  it('NCAA ranks show with the record, and are read out', () => {
    const game = footballGame({ sportsLeague: 'NcaaFootball' });
    game.teams.away = { ...game.teams.away, name: 'Sooners', teamCode: 'OU', rank: 12 };
    const board = render(game);
    expect(board.awayTeam).toBe('OUSooners#12 · 6-4');
    // What a screen reader hears: the separator dot is hidden from it.
    expect(text(board.html.replace(/<span aria-hidden="true"> · <\/span>/g, ''))).toContain('Sooners, ranked #12, record 6-4');
  });

  it('does not repeat the label: a final game shows FINAL once, with no second "Final"', () => {
    const board = render(footballGame({ status: 'FT', periodScores: { away: [0, 0, 0, 3], home: [0, 0, 0, 0] } }));
    expect(board.badge).toBe('FINAL');
    expect(board.html).not.toContain('scoreboard__period');
  });
});

describe('Scoreboard: baseball shows innings 1–9 and 10+, the half in play with ▲/▼, and R', () => {
  const head = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10+', 'R'];

  it('before the first pitch', () => {
    const board = render(baseballGame());
    expect(board.head).toEqual(head);
    expect(board.away).toEqual(Array(11).fill(''));
    expect(board.badge).toBe('Starts 1:05 PM EST');
    expect(board.period).toBe('');
  });

  it('top of the 5th: ▲ on the 5th, the away side at bat', () => {
    const board = render(
      baseballGame({ status: 'IN5', periodScores: { away: [0, 2, 0, 0, 1], home: [1, 0, 0, 3] }, timer: 'Top 5th' }),
    );
    expect(board.head).toEqual(['1', '2', '3', '4', '5▲', '6', '7', '8', '9', '10+', 'R']);
    expect(board.away).toEqual(['0', '2', '0', '0', '1', '', '', '', '', '', '3']);
    expect(board.home).toEqual(['1', '0', '0', '3', '', '', '', '', '', '', '4']);
    expect(board.period).toBe('▲ 5th');
    expect(board.caption).toBe('Cubs 3, Giants 4, top of the 5th');
    // The side at bat is lit, not the other.
    expect(board.html.match(/scoreboard__cell--current/g)).toHaveLength(1);
    expect(board.html).toMatch(/<tr><th scope="row".*?Cubs.*?scoreboard__cell--current/);
  });

  it('bottom of the 5th, told by the timer, ▼ and the home side at bat', () => {
    const board = render(baseballGame({ status: 'IN5', periodScores: { away: [0, 2, 0, 0, 1], home: [1, 0, 0, 3, 0] }, timer: 'Bot 5th' }));
    expect(board.head[4]).toBe('5▼');
    expect(board.period).toBe('▼ 5th');
    expect(board.caption).toBe('Cubs 3, Giants 4, bottom of the 5th');
    expect(board.html).toMatch(/Giants.*?scoreboard__cell--current/);
    expect(board.html).not.toMatch(/Cubs.*?scoreboard__cell--current.*?Giants/);
  });

  it('without a timer, the half comes from which side has a cell for the inning', () => {
    const top = render(baseballGame({ status: 'IN5', periodScores: { away: [0, 0, 0, 0, 0], home: [0, 0, 0, 0] }, timer: null }));
    expect(top.head[4]).toBe('5▲');
    const bottom = render(baseballGame({ status: 'IN5', periodScores: { away: [0, 0, 0, 0, 0], home: [0, 0, 0, 0, 0] }, timer: null }));
    expect(bottom.head[4]).toBe('5▼');
  });

  it('extra innings go in 10+, all of them in one cell', () => {
    const nine = [0, 0, 1, 0, 0, 2, 0, 0, 0];
    const board = render(baseballGame({ status: 'EXTRAS', periodScores: { away: [...nine, 1], home: [...nine, 0] }, timer: 'Bot 11th' }));
    expect(board.head[9]).toBe('10+▼');
    expect(board.away.slice(9)).toEqual(['1', '4']);
    expect(board.home.slice(9)).toEqual(['0', '3']);
    expect(board.period).toBe('▼ 11th');
    expect(board.caption).toBe('Cubs 4, Giants 3, bottom of the 11th');
  });

  it('extras without a timer read as Extras', () => {
    const nine = [0, 0, 1, 0, 0, 2, 0, 0, 0];
    const board = render(baseballGame({ status: 'EXTRAS', periodScores: { away: [...nine, 0], home: nine }, timer: 'Extras' }));
    expect(board.period).toBe('Extras');
    expect(board.caption).toBe('Cubs 3, Giants 3, extra innings');
  });

  it('final with the home 9th not played shows X', () => {
    const board = render(baseballGame({ status: 'FT', periodScores: { away: [0, 0, 1, 0, 0, 0, 0, 0, 0], home: [0, 2, 0, 0, 0, 0, 0, 0, null] } }));
    expect(board.home).toEqual(['0', '2', '0', '0', '0', '0', '0', '0', 'X', '', '2']);
    expect(board.html).toContain('did not bat');
    expect(board.badge).toBe('FINAL');
    expect(board.caption).toBe('Cubs 1, Giants 2, final');
  });

  it('a rain delay says Delayed, with the score', () => {
    const board = render(baseballGame({ status: 'INTR', periodScores: { away: [1, 0], home: [0] } }));
    expect(board.badge).toBe('Delayed');
    expect(board.caption).toBe('Cubs 1, Giants 0, delayed');
    expect(board.html).toContain('state-badge--delayed');
  });
});

describe('Scoreboard: basketball shows Q1–Q4, OT and T', () => {
  it('in the 3rd quarter', () => {
    const board = render(basketballGame({ status: 'Q3', periodScores: { away: [28, 25, 10], home: [30, 22, 8] }, timer: '6:41 - 3rd' }));
    expect(board.head).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'OT', 'T']);
    expect(board.away).toEqual(['28', '25', '10', '', '', '63']);
    expect(board.home).toEqual(['30', '22', '8', '', '', '60']);
    expect(board.current).toEqual(['Q3']);
    expect(board.period).toBe('Q3 · 6:41');
  });

  it('in double overtime: OT sums the overtimes and is lit', () => {
    const board = render(
      basketballGame({ status: 'OT', periodScores: { away: [28, 25, 20, 27, 10, 4], home: [30, 22, 25, 23, 10, 2] }, timer: '1:12 - 2OT' }),
    );
    expect(board.away).toEqual(['28', '25', '20', '27', '14', '114']);
    expect(board.home).toEqual(['30', '22', '25', '23', '12', '112']);
    expect(board.current).toEqual(['OT']);
    expect(board.period).toBe('OT · 1:12');
    expect(board.caption).toBe('Celtics 114, Knicks 112, overtime');
  });

  it('final after overtime', () => {
    const board = render(basketballGame({ status: 'AOT', periodScores: { away: [28, 25, 20, 27, 10], home: [30, 22, 25, 23, 8] } }));
    expect(board.away).toEqual(['28', '25', '20', '27', '10', '110']);
    expect(board.badge).toBe('FINAL O/T');
    expect(board.caption).toBe('Celtics 110, Knicks 108, final after overtime');
  });
});

describe('Scoreboard notes', () => {
  it('says "Simulated scores" when the simulator is the provider, and only then', () => {
    expect(render(footballGame()).html).toContain('Simulated scores');
    expect(render(footballGame({ provider: 'espn' })).html).not.toContain('Simulated scores');
    expect(render(footballGame({ provider: 'espn' })).html).not.toContain('scoreboard__notes');
  });

  it('says "Score corrected" with the time, in the viewer’s zone, when a final score was corrected', () => {
    const board = render(footballGame({ provider: 'espn', status: 'FT', periodScores: { away: [7, 0, 0, 0], home: [0, 0, 0, 3] } }), {
      correctedAt: '2026-11-22T22:05:00.000Z',
    });
    expect(text(board.html)).toContain('Score corrected 5:05 PM EST');
  });

  it('is a table with a caption and a header for every period', () => {
    const { html } = render(footballGame({ status: 'Q2', periodScores: { away: [7, 3], home: [0, 0] }, timer: '15:00 - 2nd' }));
    expect(html).toContain('<caption class="visually-hidden">Dolphins 10, Packers 0, 2nd quarter</caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(5);
    expect(html.match(/<th scope="row"/g)).toHaveLength(2);
    expect(html).toContain('Score at halftime, in play');
  });
});

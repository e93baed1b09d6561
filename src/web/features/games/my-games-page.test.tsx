import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import type { UserGameSummary } from '../../../contracts/games.js';
import { GameIdSchema } from '../../../contracts/ids.js';
import { GameRows } from './my-games-page.js';

const game = (gameId: string, gamePhase: UserGameSummary['gamePhase']): UserGameSummary => ({
  gameId: GameIdSchema.parse(gameId.padEnd(20, '0')),
  gameType: 'Squares',
  gameName: `Game ${gameId}`,
  gameDates: ['2026-11-22'],
  gameStartTime: '2026-11-22T18:00:00.000Z',
  gamePhase,
  isOver: gamePhase === 'Over',
  isHost: false,
  wonBeans: 0,
  joinedAt: '2026-11-20T10:00:00.000Z',
});

it.each([
  ['Pending', 'upcoming'],
  ['Live', 'live'],
  ['Over', 'final'],
] as const)('a %s game says so in words, in the %s state colour', (phase, tone) => {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <GameRows games={[game('g1', phase)]} />
    </MemoryRouter>,
  );
  const row = /<a [^>]*class="game-list__row[^"]*"/.exec(html)?.[0];
  expect(row).toContain(`game-list__row--${tone}`);
  expect(html).toMatch(new RegExp(`>${phase}<`));
});

it('a game that paid beans says how many, floored; one that paid none says nothing', () => {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <GameRows games={[{ ...game('g1', 'Over'), gameType: 'Questions', wonBeans: 12.7 }, { ...game('g2', 'Over'), wonBeans: 0.4 }]} />
    </MemoryRouter>,
  );
  expect(html).toContain('Won 12 beans');
  expect(html.match(/game-list__beans/g)).toHaveLength(1);
});

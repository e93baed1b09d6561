// Slates and form values for this feature's unit tests (web code may not import tests/, ARCHITECTURE.md#layers).
import type { SportsGame } from '../../../../contracts/sports.js';
import { footballGame, type GameOverrides } from '../../../testing/sports-games.js';
import { initialPropsValues, initialSlateValues, type PropsValues, type SlateValues } from './create-values.js';
import type { Slate } from './slates.js';

// Sunday 22 Nov 2026, 08:00 Pacific.
export const NOW = Date.parse('2026-11-22T16:00:00.000Z');

export const nflGame = (n: number, overrides: GameOverrides = {}): SportsGame =>
  footballGame({ id: `nfl-${n}`, gameTime: `2026-11-22T${String(17 + n).padStart(2, '0')}:00:00.000Z`, ...overrides });

export const week11: Slate = { key: 'week::11', label: 'Week 11', nameLabel: 'Week 11', games: [nflGame(1), nflGame(2), nflGame(3)] };

export const slateValues = (overrides: Partial<SlateValues> = {}): SlateValues => ({ ...initialSlateValues(), ...overrides });

/** The props form as it opens, its question written. */
export const propsValues = (overrides: Partial<PropsValues> = {}): PropsValues => {
  const values = initialPropsValues(NOW);
  const [first] = values.questions;
  return { ...values, questions: first ? [{ ...first, prompt: 'Who scores first?' }] : [], ...overrides };
};

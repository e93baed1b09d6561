// How a football status is shown on the scoreboard (docs/product/live-data.md#statuses: football
// displays Pending, Half, Final, Final O/T).

import type { FootballStatus } from './statuses.js';

/*
 * The spec names four labels; the rest are ours:
 * - Warmup shows Pending like NS: the game has not kicked off, and docs/product/live-data.md has no warmup label.
 * - Q1–Q4 and OT show their code: short, and what a broadcast scoreboard shows.
 * - CANC shows Canceled and PST Postponed, spelled out so nobody reads them as a score state.
 */
const FOOTBALL_LABELS: Readonly<Record<FootballStatus, string>> = {
  NS: 'Pending',
  Warmup: 'Pending',
  Q1: 'Q1',
  Q2: 'Q2',
  Q3: 'Q3',
  Q4: 'Q4',
  HT: 'Half',
  OT: 'OT',
  FT: 'Final',
  AOT: 'Final O/T',
  CANC: 'Canceled',
  PST: 'Postponed',
};

/** The scoreboard label of a football status (docs/product/live-data.md). */
export function formatFootballStatus(status: FootballStatus): string {
  return FOOTBALL_LABELS[status];
}

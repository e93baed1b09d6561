// ESPN's status (status.type.name / state / period) → our docs/product/live-data.md codes (API-NOTES §2.3–§2.4).
//
// | ESPN name                        | Football            | Basketball          | Baseball               |
// |----------------------------------|---------------------|---------------------|------------------------|
// | STATUS_SCHEDULED                 | NS                  | NS                  | NS                     |
// | STATUS_WARMUP                    | Warmup              | Warmup              | Warmup                 |
// | STATUS_IN_PROGRESS               | Q1–Q4, OT (p ≥ 5)   | Q1–Q4, OT (p ≥ 5)   | the inning in play:    |
// |                                  |                     |                     | IN1–IN9, EXTRAS (≥ 10) |
// | STATUS_HALFTIME                  | HT                  | HT                  | skipped (no halftime)  |
// | STATUS_END_PERIOD                | HT after Q2, else   | HT after Q2, else   | the inning in play     |
// |                                  | the quarter (or OT) | BT (break time)     |                        |
// |                                  | that just ended     |                     |                        |
// | STATUS_FINAL                     | FT; AOT if p > 4    | FT; AOT if p > 4    | FT (extras too)        |
// |                                  | or detail says OT   | or detail says OT   |                        |
// | STATUS_POSTPONED                 | PST                 | POST                | POST                   |
// | STATUS_CANCELED / _CANCELLED     | CANC                | CANC                | CANC                   |
// | STATUS_DELAYED / _RAIN_DELAY     | NS before the start,| NS before the start,| NS before the start,   |
// |                                  | else the quarter    | else the quarter    | else INTR              |
// | STATUS_SUSPENDED                 | the quarter         | SUSP                | INTR                   |
// | STATUS_FORFEIT                   | skipped             | AWD                 | skipped                |
// | STATUS_ABANDONED                 | skipped             | ABD                 | ABD                    |
// | anything else                    | skipped with the name in the reason: never guessed          |
//
// Why: the end of Q2 is the half in every sense that matters to a pool (squares pay at the half),
// so it reads HT. Basketball has API-Sports' BT for the other breaks, and using it keeps both feeds
// saying the same thing; football has no break code, so it keeps the quarter just played. A delay
// or suspension in football has no code either: the game is still in that quarter. Football has no
// forfeit or abandoned code, and baseball no forfeit: those are rare enough to need a person.
//
// Baseball's "inning in play" is the period, except at a break the detail names: "End 3rd" (all
// of the 3rd is over) reads IN4, the inning to come, so the 3rd settles at the break and not when
// the 4th starts; "Mid 3rd" (only the top is over) stays IN3. Without such a detail the period
// stands: settling an inning late is a wait, settling it early would show a wrong winner.

import type { Sport, SportsStatus } from '../../../../domain/sports/index.js';

export interface EspnStatusInput {
  /** status.type.name, e.g. "STATUS_IN_PROGRESS". */
  name: string;
  /** status.type.state: "pre" | "in" | "post". */
  state: string;
  /** status.period: quarter or inning; 0 before the start. */
  period: number;
  /** status.type.detail, e.g. "Final/OT", "End of 3rd Inning". */
  detail?: string | undefined;
  /** status.type.shortDetail, e.g. "End 3rd", "Mid 5th", "Top 9th". */
  shortDetail?: string | undefined;
}

export type EspnStatusResult = { ok: true; status: SportsStatus } | { ok: false; reason: string };

const ok = (status: SportsStatus): EspnStatusResult => ({ ok: true, status });
const fail = (reason: string): EspnStatusResult => ({ ok: false, reason });

/** The status a game is in during `period`: Q1–Q4/OT, or IN1–IN9/EXTRAS. */
function periodStatus(sport: Sport, period: number, name: string): EspnStatusResult {
  if (!Number.isInteger(period) || period < 1) return fail(`${name} without a period (period ${period})`);
  if (sport === 'Baseball') return ok(period >= 10 ? 'EXTRAS' : (`IN${period}` as SportsStatus));
  return ok(period >= 5 ? 'OT' : (`Q${period}` as SportsStatus));
}

// "End 3rd", "End of 3rd Inning", "Mid 5th", "Middle of the 5th": a break, and the inning it follows.
const INNING_BREAK = /^\s*(end|mid(?:dle)?)\b\s*(?:of\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b/i;

/**
 * The inning in play while a baseball game is live: at "End N" every half of inning N is over,
 * so the inning in play is N + 1; at "Mid N" only the top is, so it is still N. A break naming
 * another inning than the period is not trusted.
 */
export function baseballInningInPlay(period: number, details: readonly (string | undefined)[]): number {
  for (const detail of details) {
    const match = INNING_BREAK.exec(detail ?? '');
    if (!match?.[1] || !match[2]) continue;
    if (Number(match[2]) !== period) return period;
    return match[1].toLowerCase() === 'end' ? period + 1 : period;
  }
  return period;
}

const OVERTIME_DETAIL = /\bOT\b|\dOT\b|overtime/i;

/** The period whose status a live game reads: baseball's inning in play, else the period itself. */
function inPlay(sport: Sport, input: EspnStatusInput): number {
  if (sport !== 'Baseball' || !Number.isInteger(input.period) || input.period < 1) return input.period;
  return baseballInningInPlay(input.period, [input.shortDetail, input.detail]);
}

export function mapEspnStatus(sport: Sport, input: EspnStatusInput): EspnStatusResult {
  const { name, state, period } = input;
  switch (name) {
    case 'STATUS_SCHEDULED':
      return ok('NS');
    case 'STATUS_WARMUP':
      return ok('Warmup');
    case 'STATUS_IN_PROGRESS':
      return periodStatus(sport, inPlay(sport, input), name);
    case 'STATUS_HALFTIME':
      return sport === 'Baseball' ? fail(`${name} in a baseball game`) : ok('HT');
    case 'STATUS_END_PERIOD':
      if (sport === 'Baseball') return periodStatus(sport, inPlay(sport, input), name);
      if (period === 2) return ok('HT');
      return sport === 'Basketball' ? ok('BT') : periodStatus(sport, period, name);
    case 'STATUS_FINAL':
      if (sport === 'Baseball') return ok('FT');
      return period > 4 || OVERTIME_DETAIL.test(input.detail ?? '') ? ok('AOT') : ok('FT');
    case 'STATUS_POSTPONED':
      return ok(sport === 'Football' ? 'PST' : 'POST');
    case 'STATUS_CANCELED':
    case 'STATUS_CANCELLED':
      return ok('CANC');
    case 'STATUS_DELAYED':
    case 'STATUS_RAIN_DELAY':
      if (state === 'pre') return ok('NS');
      return sport === 'Baseball' ? ok('INTR') : periodStatus(sport, period, name);
    case 'STATUS_SUSPENDED':
      if (sport === 'Basketball') return ok('SUSP');
      if (sport === 'Baseball') return ok('INTR');
      return periodStatus(sport, period, name);
    case 'STATUS_FORFEIT':
      return sport === 'Basketball' ? ok('AWD') : fail(`${name} has no ${sport} status`);
    case 'STATUS_ABANDONED':
      return sport === 'Football' ? fail(`${name} has no Football status`) : ok('ABD');
    default:
      return fail(`unknown ESPN status ${JSON.stringify(name)} (state ${JSON.stringify(state)}, period ${period})`);
  }
}

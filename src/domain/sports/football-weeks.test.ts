import { describe, expect, it } from 'vitest';
import { footballWeekLabel } from './football-weeks.js';
import type { SportsLeague } from './leagues.js';

describe('footballWeekLabel: the one name of a football week', () => {
  const table: [SportsLeague, string | null, number | null, string | null][] = [
    ['NFL', 'Regular Season', 1, 'Week 1'],
    ['NFL', 'Regular Season', 18, 'Week 18'],
    ['NFL', null, 12, 'Week 12'],
    // ESPN's postseason (season type 3) counts its weeks from 1 again: they are rounds, not weeks.
    ['NFL', 'Postseason', 1, 'Wild Card'],
    ['NFL', 'Postseason', 2, 'Divisional Round'],
    ['NFL', 'Postseason', 3, 'Conference Championships'],
    ['NFL', 'Postseason', 4, 'Pro Bowl'],
    ['NFL', 'Postseason', 5, 'Super Bowl'],
    ['NFL', 'Postseason', 6, 'Postseason Week 6'],
    // Other spellings of the stage a feed may send.
    ['NFL', 'Post Season', 5, 'Super Bowl'],
    ['NFL', 'Playoffs', 1, 'Wild Card'],
    ['NFL', 'postseason', 2, 'Divisional Round'],
    // College: ESPN files every bowl and playoff game as postseason week 1.
    ['NcaaFootball', 'Postseason', 1, 'Bowl Season'],
    ['NcaaFootball', 'Regular Season', 5, 'Week 5'],
    ['NcaaFootball', 'FBS (Division I-A)', 5, 'Week 5'],
    // Preseason, numbered by the adapter from the Hall of Fame game (0).
    ['NFL', 'Preseason', 0, 'Hall of Fame Game'],
    ['NFL', 'Preseason', 1, 'Preseason Week 1'],
    ['NFL', 'Preseason', 3, 'Preseason Week 3'],
    ['NcaaFootball', 'Off Season', 1, 'Off Season'],
    // No week: the picker names the slate by its day.
    ['NFL', 'Postseason', null, null],
    ['NFL', 'Regular Season', null, null],
    ['NFL', 'Regular Season', -1, null],
  ];

  it.each(table)('%s %s week %s → %s', (sportsLeague, stage, week, label) => {
    expect(footballWeekLabel({ sportsLeague, stage, week })).toBe(label);
  });
});

import type { ContentPage } from '../types.js';

// How squares pays, period by period (docs/product/squares.md: paying periods, digit sets,
// winners, empty squares, corrections, winning scenarios and the leaderboard).
export const squaresScoring: ContentPage = {
  path: '/learning-center/squares-scoring',
  title: 'How squares are scored, period by period | Sportsball',
  description:
    'Which periods pay in football and baseball squares, how new digits work, a full worked game, empty squares, and how the leaderboard ranks players.',
  heading: 'How squares are scored',
  lead: 'One rule decides every squares pool: the last digit of each team’s score so far. Here is how Sportsball applies it from the first period to the last.',
  kind: 'article',
  updated: '2026-11-26',
  sections: [
    {
      heading: 'The rule',
      blocks: [
        {
          p: 'A period is settled once it is complete. Sportsball takes each team’s total score at that moment (not the points scored in that period alone) and keeps the last digit. The winning square is where the row holding the away team’s digit meets the column holding the home team’s.',
        },
        {
          p: 'Winners are always described by the digits you see on the grid, with each side’s name: “Cowboys 7 – Dolphins 4”, then the initials on that square. Never by a row or column number, since those depend on the order the digits were drawn in.',
        },
      ],
    },
    {
      heading: 'The periods that pay',
      blocks: [
        {
          table: {
            caption: 'Paying periods by sport and grid',
            head: ['Grid', 'Football', 'Baseball'],
            rows: [
              ['10x10', 'Q1, Half, Q3, Final', 'After each inning, 1st to 9th, then Final'],
              ['5x5, every period', 'Q1, Half, Q3, Final', 'After each inning, 1st to 9th, then Final'],
              ['5x5, halves', 'Half, Final', 'After the 5th inning, Final'],
              ['5x5, final only', 'Final', 'Final'],
            ],
          },
        },
        {
          p: 'Overtime counts in the football Final, and extra innings in the baseball Final.',
        },
      ],
    },
    {
      heading: 'New digits during the game',
      blocks: [
        {
          p: 'When creating a pool, the host chooses whether the digits ever change. Each new set is drawn the same provably fair way as the first.',
        },
        {
          list: [
            'Never: one set of digits for the whole game.',
            'At halftime: one set for the first half, a new one for the second.',
            'Every quarter: a new set for each quarter.',
            'In baseball, any change means a new set every 3 innings. Extra periods use the last set.',
          ],
        },
        {
          p: 'New digits spread the luck: a player whose squares sat on unlikely numbers in the first half gets a fresh chance in the second.',
        },
      ],
    },
    {
      heading: 'A full game, worked through',
      blocks: [
        {
          p: 'Say the away team leads 7–3 after the first quarter, 14–10 at the half, it is 17–17 after three, and the away team wins 24–20.',
        },
        {
          table: {
            caption: 'One football game on a 10x10 grid with one set of digits',
            head: ['Period', 'Score (away–home)', 'Winning digits'],
            rows: [
              ['Q1', '7–3', 'Row 7, column 3'],
              ['Half', '14–10', 'Row 4, column 0'],
              ['Q3', '17–17', 'Row 7, column 7'],
              ['Final', '24–20', 'Row 4, column 0'],
            ],
          },
        },
        {
          p: 'With one set of digits, the halftime square also wins the Final: the same player takes two periods. Had the host chosen new digits at halftime, the Final would be read on the second half’s digits, and 4 and 0 would most likely point to a different square.',
        },
      ],
    },
    {
      heading: 'Empty squares, delays and corrections',
      blocks: [
        {
          list: [
            'An empty winning square: the period is settled with no winner, and nothing rolls over. The next period pays only its own square.',
            'A delayed, suspended, postponed, cancelled or abandoned game settles nothing beyond the periods already played.',
            'Results follow the official score. If a score is corrected after the Final, the pool is settled again, and the page shows the correction.',
          ],
        },
      ],
    },
    {
      heading: 'While the game is on',
      blocks: [
        {
          p: 'During play, the game page shows where the winning square would move if either team scored 1, 2, 3 or 7 more points, on the digits of the next paying period. At 14–10, a field goal for the away team makes it 17–10: row 7, column 0.',
        },
        {
          p: 'The leaderboard ranks players by periods won, then by squares held. Players level on both share a rank.',
        },
        {
          p: 'Want to check a result by hand, or work out a game you watched elsewhere? The [scoring helper](/squares/tools/scoring) takes the scores by period and shows each period’s winning digits.',
        },
      ],
    },
  ],
  cta: { text: 'See it live: create a grid on an upcoming game.', label: 'Create squares', to: '/squares' },
};

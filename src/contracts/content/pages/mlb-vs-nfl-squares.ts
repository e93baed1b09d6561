import type { ContentPage } from '../types.js';

// Baseball squares against football squares (docs/product/squares.md: paying periods, digit
// sets, 5x5 options).
export const mlbVsNflSquares: ContentPage = {
  path: '/learning-center/mlb-vs-nfl-squares',
  title: 'MLB squares vs NFL squares: what changes | Sportsball',
  description:
    'Baseball squares pays after every inning, football after each quarter. How the periods, digits and grid sizes differ between MLB and NFL squares.',
  heading: 'MLB squares vs NFL squares',
  lead: 'The grid looks the same, but a baseball game plays out very differently from a football game. Here is what changes when you run squares on MLB.',
  kind: 'article',
  updated: '2026-11-26',
  sections: [
    {
      heading: 'Side by side',
      blocks: [
        {
          table: {
            caption: 'MLB and NFL squares on Sportsball',
            head: ['', 'NFL', 'MLB'],
            rows: [
              ['Paying periods (10x10)', '4: Q1, Half, Q3, Final', '10: after each inning 1st to 9th, then Final'],
              ['Extra time', 'Overtime counts in the Final', 'Extra innings count in the Final'],
              ['Changing digits', 'At halftime or every quarter', 'A new set every 3 innings'],
              ['5x5 halves option', 'Half and Final', 'After the 5th inning and Final'],
              ['Season', 'September to February', 'March to October'],
            ],
          },
        },
      ],
    },
    {
      heading: 'More periods, smaller scores',
      blocks: [
        {
          p: 'A 10x10 baseball grid pays ten times: after each of the nine innings and at the Final. That is more winners per game, and more reasons to keep watching a quiet middle inning.',
        },
        {
          p: 'Each period is read on the runs so far, not the runs in that inning. If the away team leads 2–1 after the 2nd inning, the row marked 2 meets the column marked 1. If nobody scores in the 3rd, it is still 2–1, and the same square wins again.',
        },
        {
          p: 'Baseball scores are small numbers, so the same digits can win inning after inning. Changing the digits every 3 innings spreads the wins around; football pools do the same with new digits at halftime or every quarter.',
        },
      ],
    },
    {
      heading: 'Choosing a 5x5 grid',
      blocks: [
        {
          p: 'On a 5x5 grid each row and column holds two digits, so each of the 25 squares covers four score combinations. For a small group it keeps every square in play. A 5x5 pool can pay every period, or only at halftime (after the 5th inning in baseball) and the Final, or only the Final.',
        },
      ],
    },
    {
      heading: 'Which one to run',
      blocks: [
        {
          list: [
            'For a one-off party game with a crowd, football squares is the classic: four big moments and a room full of people watching.',
            'For a summer-long office game, baseball squares gives you a pool on almost any day, with winners every inning.',
            'Either way, players join the same way: the link or QR code, their initials, and no account.',
          ],
        },
        {
          p: 'Start from [MLB squares](/squares/mlb) or [NFL squares](/squares/nfl); the [squares basics](/learning-center/squares-basics) guide covers what both share.',
        },
      ],
    },
  ],
  cta: { text: 'Pick tonight’s ballgame and put a grid on it.', label: 'Create MLB squares', to: '/squares/mlb' },
};

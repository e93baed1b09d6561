import type { ContentPage } from '../types.js';

// Squares on an NFL game, step by step, with the football rules of docs/product/squares.md.
export const nflSquares: ContentPage = {
  path: '/learning-center/nfl-squares',
  title: 'NFL squares: rules and how to run a grid | Sportsball',
  description:
    'How to run NFL squares: pick a game, fill a 10x10 or 5x5 grid, lock it for the digit draw, and let each quarter’s score pick a winner.',
  heading: 'NFL squares',
  lead: 'Football squares turns any NFL game into something the whole room cares about, from the first quarter to the last snap.',
  kind: 'article',
  updated: '2026-11-26',
  sections: [
    {
      heading: 'Why squares suits football',
      blocks: [
        {
          p: 'A football game pays four times, so a squares pool has four chances to win and something at stake in every quarter. Players need no knowledge of the teams: a fan and a first-timer have exactly the same chance before the digits are drawn.',
        },
        {
          p: 'Football scores come mostly in threes and sevens, so some last digits turn up more often than others. That is exactly why the digits are drawn after the grid locks: nobody can choose a good number, only a square.',
        },
      ],
    },
    {
      heading: 'Setting up an NFL grid',
      blocks: [
        {
          steps: [
            'Open [NFL squares](/squares/nfl) and choose an upcoming game, or start from your team’s page to see its games first.',
            'Choose the grid: 100 squares (10x10) for a bigger group, 25 (5x5) for a smaller one.',
            'Choose whether the digits change: never, at halftime, or every quarter.',
            'Add a description and payout notes if you like (up to one per paying period), a limit on squares per player, and a price per square to keep track of who owes what.',
            'Share the link or QR code and let people claim their squares.',
          ],
        },
      ],
    },
    {
      heading: 'Game day',
      blocks: [
        {
          p: 'Lock the grid when it is full, or before kickoff; an open grid locks itself when the game starts. Locking asks you to confirm if squares are still empty. The digits are drawn at that moment, and the pool goes live.',
        },
        {
          p: 'From then on, the scoreboard shows Q1, Half, Q3 and Final. After each one, Sportsball reads the last digit of each team’s score and marks the winning square. At 17–14 after the first quarter, the row marked 7 (away team) meets the column marked 4 (home team). Overtime counts in the Final.',
        },
        {
          p: 'Everyone sees the same grid update at the same time, along with where the winning square would move with one more field goal or touchdown.',
        },
      ],
    },
    {
      heading: 'Tips for hosts',
      blocks: [
        {
          list: [
            'Fill the grid before you lock it: an empty square that wins pays nobody, and nothing rolls over.',
            'Use the price per square and the paid marks to see at a glance who still owes you. Sportsball never handles money itself.',
            'Someone without a phone? Claim squares for them under their initials.',
            'For a Super Bowl party, print the grid from the [printable template](/squares/templates/printable) and hang it by the TV.',
          ],
        },
        {
          p: 'The Super Bowl is the biggest squares day of the year; the [Super Bowl squares template](/squares/nfl/super-bowl-template) covers it in detail.',
        },
      ],
    },
  ],
  cta: { text: 'Pick this week’s game and your grid is ready to share.', label: 'Create NFL squares', to: '/squares/nfl' },
};

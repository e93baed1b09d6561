import type { ContentPage } from '../types.js';

// The Super Bowl squares template: the printable grid and the payout calculator (the squares
// tools), and how to run the same grid online (docs/product/squares.md).
export const superBowlTemplate: ContentPage = {
  path: '/squares/nfl/super-bowl-template',
  title: 'Super Bowl squares template, printable and free | Sportsball',
  description:
    'A free Super Bowl squares template: print a blank 10x10 or 5x5 grid, or fill one from an online pool with names, digits and a QR code.',
  heading: 'Super Bowl squares template',
  lead: 'Everything you need for a Super Bowl squares party: a grid to print, a fair way to draw the numbers, and a payout plan, or the same grid online with live scoring.',
  kind: 'article',
  updated: '2026-11-26',
  sections: [
    {
      heading: 'Print a grid',
      blocks: [
        {
          p: 'The [printable squares template](/squares/templates/printable) gives you a 10x10 grid (100 squares) or a 5x5 grid (25) on one page, for A4 or US Letter paper, or as a PDF to download.',
        },
        {
          list: [
            'Blank: for a grid people fill in by hand on the fridge or at the party.',
            'Filled from a Sportsball pool: the names on every square, the digits once they are drawn, and a QR code that opens the live game.',
          ],
        },
      ],
    },
    {
      heading: 'Running a paper grid',
      blocks: [
        {
          steps: [
            'Write one team along the side and the other along the top.',
            'Let people write their initials in the squares they want, until the grid is full.',
            'Only then draw the numbers: put slips numbered 0 to 9 in a hat, draw them one by one and write them across the top in that order; put them back and do the same down the side.',
            'After each quarter, take the last digit of each team’s score. The square where that row and column meet wins: at 17–14, the row marked 7 and the column marked 4.',
          ],
        },
        {
          p: 'Drawing the numbers after the grid is full is what keeps it fair: nobody can pick a good number, only a square.',
        },
      ],
    },
    {
      heading: 'Plan the payouts',
      blocks: [
        {
          p: 'Decide how the pot is split before anyone pays. Popular splits are 25/25/25/25 (the same each quarter) and 20/30/20/30 (more at halftime and the Final). The [payout calculator](/squares/tools/payout) takes your price per square, grid size and split, and shows what each period pays, ready to print next to the grid.',
        },
        {
          p: 'Agree in advance what happens if a winning square is empty. On Sportsball nobody wins that period and nothing rolls over; on paper, it is whatever your group decides.',
        },
      ],
    },
    {
      heading: 'Or skip the paper',
      blocks: [
        {
          p: 'Create the grid on Sportsball and guests claim squares from their phones with just their initials, by link or QR code. The digits are drawn when you lock the grid, provably fairly, and the scoreboard and winners update live through Q1, Half, Q3 and the Final. You can still print the filled grid for the wall.',
        },
        {
          p: 'New to squares? [Squares basics](/learning-center/squares-basics) explains it from the start, and [A Super Bowl squares fundraiser](/learning-center/super-bowl-fundraiser) covers running one for a good cause.',
        },
      ],
    },
  ],
  cta: { text: 'Put the big game on a grid your guests can join from their phones.', label: 'Create Super Bowl squares', to: '/squares/nfl' },
};

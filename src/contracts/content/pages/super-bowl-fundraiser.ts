import type { ContentPage } from '../types.js';

// A Super Bowl squares fundraiser with the app's host tools (docs/product/squares.md: price per
// square, paid marks, payout lines, claims for offline players). The app moves no money.
export const superBowlFundraiser: ContentPage = {
  path: '/learning-center/super-bowl-fundraiser',
  title: 'Run a Super Bowl squares fundraiser | Sportsball',
  description:
    'Raise money for a team, school or club with a Super Bowl squares grid: set a price per square, share a QR code, track who paid, and post the winners live.',
  heading: 'A Super Bowl squares fundraiser',
  lead: 'One grid, one game, and a room full of supporters cheering for every field goal. Here is how to run squares for a good cause, step by step.',
  kind: 'article',
  updated: '2026-11-26',
  sections: [
    {
      heading: 'Why squares works for fundraising',
      blocks: [
        {
          p: 'Squares is easy to explain in one sentence, needs no football knowledge, and gives people four chances to win during a game most of them are watching anyway. Selling squares at a fixed price means you know the most you can raise before you start: a full 10x10 grid at $10 a square is $1,000.',
        },
        {
          p: 'Sportsball runs the grid, the draw and the scoring. It never handles money: collecting payments and paying prizes stay with you and your organisation.',
        },
      ],
    },
    {
      heading: 'Setting it up',
      blocks: [
        {
          steps: [
            'Create NFL squares on the Super Bowl from the [squares hub](/squares), with a 10x10 grid (100 squares) or a 5x5 grid (25) for a small group.',
            'Set a price per square. Sportsball then keeps a tally for you: squares held, squares marked paid, and what each supporter still owes.',
            'Write the split in the description and the payout notes: how much goes to the cause and what each quarter pays.',
            'Set a limit on squares per person if you want to spread them around.',
            'Share the link, or print the QR code and put it on flyers, the club newsletter or the table at your event.',
          ],
        },
      ],
    },
    {
      heading: 'Deciding the split',
      blocks: [
        {
          p: 'Be clear about the numbers before you sell a single square. A common approach is to keep part of the pot for the cause and pay the rest out over the four periods.',
        },
        {
          table: {
            caption: 'Example: 100 squares at $10, half kept for the cause',
            head: ['Split of the $500 prize money', 'Q1', 'Half', 'Q3', 'Final'],
            rows: [
              ['25/25/25/25', '$125', '$125', '$125', '$125'],
              ['20/30/20/30', '$100', '$150', '$100', '$150'],
            ],
          },
        },
        {
          p: 'The [payout calculator](/squares/tools/payout) works this out for any price, grid and split. Decide, and say in the payout notes, what happens if a winning square is empty: on Sportsball nobody wins that period and nothing rolls over, so many fundraisers simply keep that prize for the cause.',
        },
      ],
    },
    {
      heading: 'On the day',
      blocks: [
        {
          list: [
            'Sell the last squares in person: claim them for supporters without a phone under their initials, and mark them paid as the money comes in.',
            'Lock the grid before kickoff (it locks itself at kickoff otherwise). The digits are drawn at that moment, provably fairly: anyone can check the draw on the game page.',
            'Put the game page on a screen. The winning square after each quarter appears for everyone at once.',
            'Want a paper copy on the wall? Print the filled grid from the [printable template](/squares/templates/printable).',
          ],
        },
        {
          p: 'Rules about raffles and games of chance for fundraising differ from place to place. Check what applies to your organisation before you sell squares.',
        },
      ],
    },
  ],
  cta: { text: 'Set up your fundraiser grid now, and share it while supporters are paying attention.', label: 'Create Super Bowl squares', to: '/squares/nfl' },
};

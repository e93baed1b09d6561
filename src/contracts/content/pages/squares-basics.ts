import type { ContentPage } from '../types.js';

// Squares from the start, with the app's own rules (docs/product/squares.md): claims, sizes,
// the provably fair draw and how a period's winning square is found.
export const squaresBasics: ContentPage = {
  path: '/learning-center/squares-basics',
  title: 'Squares basics: how a squares pool works | Sportsball',
  description:
    'How a squares pool works: claim boxes on a 10x10 or 5x5 grid, digits are drawn when it locks, and the last digit of each score picks the winner.',
  heading: 'Squares basics',
  lead: 'Squares is the easiest pool there is: no picks to research, no football knowledge needed. Here is how a game goes from an empty grid to a winner.',
  kind: 'article',
  updated: '2026-11-26',
  sections: [
    {
      heading: 'The grid',
      blocks: [
        {
          p: 'A squares pool is a grid on one real game. One team goes along the side (the rows: on Sportsball, the away team) and the other along the top (the columns: the home team). Each box where a row meets a column is a square, and players claim squares under their initials.',
        },
        {
          p: 'Sportsball offers two sizes. A 10x10 grid has 100 squares; a 5x5 grid has 25, which suits a smaller group. Nothing else, so every grid plays by the same rules.',
        },
      ],
    },
    {
      heading: 'Claiming squares',
      blocks: [
        {
          steps: [
            'Open the pool’s link and choose Join Game.',
            'Type your initials (up to 3 characters). They must be different from every other player’s in the pool.',
            'Tap free squares to claim them; tap one of yours again to let it go.',
          ],
        },
        {
          p: 'A square belongs to whoever claims it first: if two people tap the same square at the same moment, exactly one gets it and the other is told it is taken. The host can set a limit on squares per player, claim squares for someone without a phone, and mark squares as paid.',
        },
      ],
    },
    {
      heading: 'Locking and the digit draw',
      blocks: [
        {
          p: 'While the grid is open, nobody knows which numbers their squares will have. When the host locks the game (or at kickoff, if the host has not), the squares freeze and Sportsball draws the digits 0 to 9 in a random order for the rows and again for the columns.',
        },
        {
          p: 'On a 10x10 grid each row and each column gets one digit. On a 5x5 grid each gets two: a row might hold 3 and 8, a column 0 and 6. That way all ten digits still appear on each side, and each square covers four score combinations instead of one.',
        },
        {
          p: 'The draw is provably fair. When the pool is created, Sportsball picks a secret and publishes a fingerprint of it. At lock, the digits are worked out from that secret and the finished grid, and the secret is revealed. Anyone can redo the draw with Verify the draw on the game page and see that nobody, the host included, could have steered it.',
        },
      ],
    },
    {
      heading: 'Finding the winning square',
      blocks: [
        {
          p: 'At the end of each paying period, take the last digit of each team’s score so far. Go along the row marked with the away team’s digit and the column marked with the home team’s: the square where they meet wins the period.',
        },
        {
          table: {
            caption: 'Examples on a 10x10 grid (away team first)',
            head: ['Score', 'Row digit', 'Column digit'],
            rows: [
              ['17–14', '7', '4'],
              ['3–0', '3', '0'],
              ['24–27', '4', '7'],
              ['10–20', '0', '0'],
            ],
          },
        },
        {
          p: 'Only the last digit counts, so 7, 17 and 27 all mean 7. On a 5x5 grid, find the row that holds the away digit among its two and the column that holds the home digit.',
        },
        {
          p: 'If the winning square was never claimed, nobody wins that period, and nothing rolls over to the next one.',
        },
      ],
    },
    {
      heading: 'Which periods pay',
      blocks: [
        {
          p: 'Football pays four times: after the first quarter, at halftime, after the third quarter and at the final whistle (overtime counts in the Final). Baseball pays after every inning from the 1st to the 9th, then the Final. A 5x5 grid can instead pay at halftime and the Final, or the Final only. The full rules, with worked examples, are in [How squares are scored](/learning-center/squares-scoring).',
        },
      ],
    },
  ],
  cta: { text: 'Set up a grid on this week’s game and send the link to your group.', label: 'Create NFL squares', to: '/squares/nfl' },
};

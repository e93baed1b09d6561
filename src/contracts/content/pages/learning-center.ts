import type { ContentPage } from '../types.js';

// The Learning Center's front page: what each article answers, and the questions hosts ask most
// (offered to search engines as an FAQ). Answers follow docs/product/squares.md and pickem.md.
export const learningCenter: ContentPage = {
  path: '/learning-center',
  title: 'Learning Center: squares and pick’em guides | Sportsball',
  description:
    'Plain guides to running and playing squares and pick’em pools: the rules, how winners are scored, strategy, and Super Bowl fundraisers.',
  heading: 'Learning Center',
  lead: 'Everything you need to run a pool or play in one, explained with real examples from the way Sportsball scores games.',
  kind: 'page',
  updated: '2026-11-26',
  sections: [
    {
      heading: 'Start here',
      blocks: [
        {
          p: 'There are two kinds of pool on Sportsball. In squares, everyone claims boxes on a grid and the score decides who wins; it is all luck, so anyone can win. In pick’em, everyone picks the winners of a set of games; knowing the teams helps, and the underdog bonus rewards a brave pick. If you are new to both, read the two basics guides first.',
        },
      ],
    },
    {
      heading: 'Squares guides',
      blocks: [
        {
          list: [
            '[Squares basics](/learning-center/squares-basics): the grid, claiming squares, the digit draw and how a winner is found.',
            '[How squares are scored](/learning-center/squares-scoring): the periods that pay, worked examples, empty squares and score corrections.',
            '[NFL squares](/learning-center/nfl-squares): running squares on a football game, quarter by quarter.',
            '[MLB squares vs NFL squares](/learning-center/mlb-vs-nfl-squares): how a baseball grid differs, inning by inning.',
            '[A Super Bowl squares fundraiser](/learning-center/super-bowl-fundraiser): raising money for a team, a school or a club with one grid.',
          ],
        },
      ],
    },
    {
      heading: 'Pick’em guides',
      blocks: [
        {
          list: [
            '[Pick’em basics](/learning-center/pickem-basics): straight up, against the spread, the underdog bonus, the tiebreaker and jelly beans.',
            '[Pick’em strategy](/learning-center/pickem-strategy): when the underdog is worth it, and how to stand out from the crowd.',
          ],
        },
      ],
    },
    {
      heading: 'For hosts',
      blocks: [
        {
          p: 'Running a pool for the office or a group chat? [How to host a pool](/host-pool) walks through it from creating the pool to the last whistle, and the [squares hub](/squares) has the printable grid, the scoring helper and the payout calculator.',
        },
      ],
    },
  ],
  questions: [
    {
      q: 'Do players need an account or an app?',
      a: 'No. Players open the pool’s link or scan its QR code in any phone browser and join with initials (squares) or a name (pick’em). Only the host signs in, once, so that others can join.',
    },
    {
      q: 'How is the winning square found?',
      a: 'At the end of each paying period, take the last digit of each team’s score. The winning square is where the row holding the away team’s digit meets the column holding the home team’s. At 17–14, that is the row marked 7 and the column marked 4.',
    },
    {
      q: 'When are the squares digits drawn?',
      a: 'When the grid is locked, by the host or automatically at kickoff. The draw is made from a secret fixed before anyone claimed a square, and anyone can check it afterwards with Verify the draw on the game page.',
    },
    {
      q: 'What if the winning square is empty?',
      a: 'Nobody wins that period, and nothing rolls over to the next one. A host who wants to carry a prize forward can say so in the pool’s payout notes.',
    },
    {
      q: 'When do pick’em picks lock?',
      a: 'At kickoff. Without late entry, every pick locks when the first game of the slate starts; with late entry, each game locks at its own kickoff.',
    },
    {
      q: 'Does Sportsball handle the money?',
      a: 'No. Sportsball keeps score and can show who has paid the host, but it never collects or pays out money.',
    },
  ],
  cta: { text: 'Learn by doing: a pool takes about a minute to set up.', label: 'Create a pool', to: '/games/new' },
};

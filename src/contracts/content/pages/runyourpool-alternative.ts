import type { ContentPage } from '../types.js';
import { comparisonTable } from './comparison.js';

// A factual comparison. What we say about RunYourPool comes only from its own public FAQ and help
// pages as found at the time of writing; anything we could not confirm says so and points to
// their site. Never disparage: say what each does, and when the other one is the better fit.
export const runyourpoolAlternative: ContentPage = {
  path: '/runyourpool-alternative',
  title: 'A RunYourPool alternative: squares and pick’em | Sportsball',
  description:
    'Comparing Sportsball and RunYourPool: price, whether players need an account, and which pools each runs, so you can pick the right one for your group.',
  heading: 'A RunYourPool alternative',
  lead: 'RunYourPool is a long-standing home for season-long football pools and March Madness brackets. Here is how Sportsball differs, and when each one is the better fit.',
  kind: 'page',
  updated: '2026-11-26',
  sections: [
    {
      heading: 'At a glance',
      blocks: [
        comparisonTable('RunYourPool', {
          price: 'Its site offers hosts a test drive with no upfront fee; we could not confirm current prices, so check their site',
          accounts: 'Its help pages describe members signing in to their own account, with their email address as username, and recommend an account for each participant',
          pools: 'Its FAQ covers NFL point spread, confidence and survivor pools, and March Madness bracket and Pick8 pools',
          install: 'Nothing to download, according to its FAQ',
          money: 'Check their site',
        }),
        {
          p: 'Prices and features change. What we say about RunYourPool comes from its own public FAQ and help pages as we found them; check their site for what it offers today.',
        },
      ],
    },
    {
      heading: 'Where Sportsball is different',
      blocks: [
        {
          list: [
            'Squares: a 10x10 or 5x5 grid on a real NFL, college or MLB game, with a provably fair digit draw and winners marked live after each period. Baby shower squares play on the birth date and weight.',
            'Joining takes seconds: a link or QR code, then initials. Nobody has to create an account or remember a password to play.',
            'Live on every screen: scores, period winners, points and the leaderboard update as the game goes, without a refresh.',
            'Pick’em with an underdog bonus that pays more for upsets, in proportion to the odds, and a chance of finishing in the top 3 for every entry.',
            'Free, with nothing to pay to host or to play.',
          ],
        },
      ],
    },
    {
      heading: 'When RunYourPool may suit you better',
      blocks: [
        {
          p: 'Sportsball does not run survivor pools, confidence pools or March Madness brackets. If that is what your group plays, RunYourPool offers them. Its FAQ also suggests keeping the same pool and members from one season to the next, which suits a group that plays together every year.',
        },
      ],
    },
    {
      heading: 'Trying Sportsball',
      blocks: [
        {
          steps: [
            'Pick a pool: [squares](/squares) on one game, or an [NFL pick’em](/games/new/football-pickem) on a week of games.',
            'Share the link or QR code with your group.',
            'Watch the scores, winners and standings update live.',
          ],
        },
        {
          p: 'New to Sportsball? [How to host a pool](/host-pool) covers everything a host does, and the [Learning Center](/learning-center) explains the rules.',
        },
      ],
    },
  ],
  cta: { text: 'See for yourself: a pool takes about a minute to set up, and it is free.', label: 'Create a pool', to: '/games/new' },
};

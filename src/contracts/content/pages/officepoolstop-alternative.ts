import type { ContentPage } from '../types.js';
import { comparisonTable } from './comparison.js';

// A factual comparison. What we say about OfficePoolStop comes only from its own public terms of
// use, rules and help pages as found at the time of writing; anything we could not confirm says
// so and points to their site. Never disparage.
export const officepoolstopAlternative: ContentPage = {
  path: '/officepoolstop-alternative',
  title: 'An OfficePoolStop alternative for squares | Sportsball',
  description:
    'Comparing Sportsball and OfficePoolStop: price, whether players need an account, and which pools each runs, so you can choose what fits your group.',
  heading: 'An OfficePoolStop alternative',
  lead: 'OfficePoolStop runs football pools, survivor leagues and playoff brackets for office groups. Here is how Sportsball compares, and when each one fits.',
  kind: 'page',
  updated: '2026-11-26',
  sections: [
    {
      heading: 'At a glance',
      blocks: [
        comparisonTable('OfficePoolStop', {
          price: 'We could not confirm current prices; check their site',
          accounts: 'Players register: its terms of use set a minimum age of 13 at registration',
          pools: 'Football pools, survivor leagues (including buy-backs) and NFL and college playoff bracket pools, according to its rules and help pages',
          money: 'Its terms say it does not collect or pay out prizes, and set limits for leagues that track prizes',
        }),
        {
          p: 'Prices and features change. What we say about OfficePoolStop comes from its own public pages as we found them; check their site for what it offers today.',
        },
      ],
    },
    {
      heading: 'Where Sportsball is different',
      blocks: [
        {
          list: [
            'Squares: a 10x10 or 5x5 grid on one real game, with a provably fair digit draw and the winning square marked live after every quarter or inning.',
            'No sign-up for players: they open the link or scan the QR code and join with their initials. Only the host signs in, once.',
            'Pick’em with straight up, against the spread or underdog bonus scoring, a 0–150 tiebreaker, and picks that lock at kickoff.',
            'Live scores and standings on every screen, and free to host and to play.',
          ],
        },
      ],
    },
    {
      heading: 'When OfficePoolStop may suit you better',
      blocks: [
        {
          p: 'Sportsball does not run survivor leagues or playoff brackets. If your group wants a last-one-standing league with buy-backs, or a bracket through the championship game, OfficePoolStop offers those.',
        },
      ],
    },
    {
      heading: 'Trying Sportsball',
      blocks: [
        {
          steps: [
            'Pick a pool: [NFL squares](/squares/nfl) on one game, or an [NFL pick’em](/games/new/football-pickem) on a week of games.',
            'Share the link or QR code in the office chat.',
            'Let the live scoring do the rest.',
          ],
        },
        {
          p: 'Running a fundraiser? [A Super Bowl squares fundraiser](/learning-center/super-bowl-fundraiser) shows how to set one up with a price per square and paid marks.',
        },
      ],
    },
  ],
  cta: { text: 'Try it with your office: a pool takes about a minute, and it is free.', label: 'Create a pool', to: '/games/new' },
};

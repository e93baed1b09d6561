import type { ContentPage } from '../types.js';
import { comparisonTable } from './comparison.js';

// A factual comparison. We found no public page of EasyOfficePools to rely on at the time of
// writing, so this page states only what Sportsball does and what to check on any pool site;
// nothing about EasyOfficePools is claimed. Never disparage.
export const easyofficepoolsAlternative: ContentPage = {
  path: '/easyofficepools-alternative',
  title: 'An EasyOfficePools alternative | Sportsball',
  description:
    'Looking at EasyOfficePools? What to compare in any office pool site, and what Sportsball offers: free squares and pick’em pools, with no player accounts.',
  heading: 'An EasyOfficePools alternative',
  lead: 'Choosing a site for your office pool? Here is what to compare, what Sportsball offers, and the questions to check on EasyOfficePools before you decide.',
  kind: 'page',
  updated: '2026-11-26',
  sections: [
    {
      heading: 'At a glance',
      blocks: [
        comparisonTable('EasyOfficePools', {
          price: 'Not confirmed; check their site',
          accounts: 'Not confirmed; check their site',
          pools: 'Not confirmed; check their site',
          money: 'Not confirmed; check their site',
        }),
        {
          p: 'We could not confirm EasyOfficePools’ current prices, sign-up rules or list of pools from its public pages, so we do not describe them here. Check their site for what it offers today.',
        },
      ],
    },
    {
      heading: 'What to compare in any pool site',
      blocks: [
        {
          list: [
            'Price: is it free, per pool, per player or per season? Who pays, the host or the players?',
            'Joining: do players need to create an account and a password, or can they join from a link?',
            'Pools: does it run the pools your group plays, such as squares, pick’em, survivor or brackets?',
            'Scoring: are scores and standings updated live, or after the games?',
            'Fairness: for squares, how are the digits drawn, and can players check the draw?',
            'Money: does the site handle entry fees and prizes, or is that left to the host?',
          ],
        },
      ],
    },
    {
      heading: 'What Sportsball offers',
      blocks: [
        {
          list: [
            'Squares on real NFL, college football and MLB games, 10x10 or 5x5, with a provably fair digit draw anyone can verify.',
            'Pick’em on NFL and college football weeks and MLB and NBA days: straight up, against the spread, or with an underdog bonus.',
            'Props pools with your own questions.',
            'Players join by link or QR code with their initials, with no app and no account.',
            'Live scores, winners and standings on every screen, free for hosts and players.',
            'Host tools: claim squares for others, mark who has paid, edit the pool, and a public log of every change.',
          ],
        },
        {
          p: 'Sportsball does not run survivor pools, confidence pools or brackets. If your group plays those, look for a site that does.',
        },
      ],
    },
    {
      heading: 'Getting started',
      blocks: [
        {
          p: 'Try a pool with your office this week: [NFL squares](/squares/nfl) for one game, or an [NFL pick’em](/games/new/football-pickem) for the week. [How to host a pool](/host-pool) covers every step.',
        },
      ],
    },
  ],
  cta: { text: 'Create a pool in a minute and share it by link or QR code.', label: 'Create a pool', to: '/games/new' },
};

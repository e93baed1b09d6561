import type { ContentPage } from '../types.js';

// A host's guide from creation to the last whistle, with the host tools and rules of
// docs/product/squares.md, pickem.md and accounts.md (the host signs in so players can join).
export const hostPool: ContentPage = {
  path: '/host-pool',
  title: 'How to host a sports pool online | Sportsball',
  description:
    'Host a squares or pick’em pool for friends, family or the office: create it in a minute, share a link or QR code, and let live scoring do the rest.',
  heading: 'Host a pool',
  lead: 'Hosting a pool on Sportsball takes about a minute, and after that the app does the scoring. Here is everything a host does, from start to finish.',
  kind: 'page',
  updated: '2026-11-26',
  sections: [
    {
      heading: 'Choose your pool',
      blocks: [
        {
          list: [
            'Squares: a 10x10 or 5x5 grid on one NFL, college football or MLB game. All luck, great for parties and mixed crowds. Start from [NFL squares](/squares/nfl), [college squares](/squares/ncaa) or [MLB squares](/squares/mlb).',
            'Pick’em: everyone picks the winners of a week of NFL or college football, or a day of MLB or NBA games. Some skill, great for a season of weekly pools. Start from [NFL pick’em](/games/new/football-pickem).',
            'Props: write your own questions, each with 2 to 10 answers and its own points. Great for award shows, the halftime show, or anything else. Start from [props](/games/new/props).',
            'Baby shower squares: the grid plays on the birth date and weight. Start from [baby shower squares](/squares/baby-shower).',
          ],
        },
      ],
    },
    {
      heading: 'Create and share',
      blocks: [
        {
          steps: [
            'Pick the game or slate, name your pool and choose its options. The name and description can be changed at any time, and in squares the payout notes and price too.',
            'Sign in when asked, with a link sent to your email (or Google, where offered). The pool exists either way, but players can join only once its host is signed in.',
            'Share: every pool has a link, a short code and a QR code. Send the link to the group chat, or show the QR code at the party.',
          ],
        },
        {
          p: 'Your players need nothing but the link: no app, no account. In squares they join with their initials; in pick’em they get a name, and can sign in later to choose their own.',
        },
      ],
    },
    {
      heading: 'Running a squares pool',
      blocks: [
        {
          list: [
            'Claim squares for someone without a phone, under their initials, and release or reassign any square while the grid is open.',
            'Set a price per square to see who holds what, who has paid and what is still owed; mark squares as paid. Sportsball never handles the money itself.',
            'Change the name, description, payout notes, price and squares per player in Edit game.',
            'Lock the grid when it is full (you will be asked to confirm if squares are empty). The digits are drawn at that moment; an open grid locks itself at kickoff.',
          ],
        },
        {
          p: 'Every change you make is written to the pool’s public activity log, so your players can see what changed, when and by whom. It keeps everyone’s trust in the host.',
        },
      ],
    },
    {
      heading: 'Running a pick’em pool',
      blocks: [
        {
          list: [
            'Choose how picks work: straight up, against the spread, or with an underdog bonus.',
            'Add a tiebreaker, allow late entry (each game then stays open until its own kickoff), limit entries per player, or cap the number of picks.',
            'Choose the prize: the top three (podium), or jelly beans for every point.',
            'Remove an entry while no pick has locked. After the first lock entries stay, since their picks are public and scored.',
            'In a props pool, settle each question yourself once you know the answer.',
          ],
        },
      ],
    },
    {
      heading: 'During and after the game',
      blocks: [
        {
          p: 'Scores arrive on their own. Squares winners are marked after each paying period and pick’em picks are graded as games end, on every player’s screen at once. If a score is corrected after the Final, the pool is settled again and the page says so.',
        },
        {
          p: 'Your pools stay in My Games. Starting a new one each week takes a minute; the [Learning Center](/learning-center) has guides for you and your players.',
        },
      ],
    },
  ],
  cta: { text: 'Pick a pool type and you will be sharing the link in a minute.', label: 'Create a pool', to: '/games/new' },
};

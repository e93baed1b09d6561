import type { ContentPage } from '../types.js';

// What Sportsball is, for someone who just heard of it: the three steps, the pools it runs, and
// why a host might pick it. Every claim here is a rule of the app (docs/product/*.md).
export const about: ContentPage = {
  path: '/about',
  title: 'What is Sportsball',
  description:
    'Sportsball runs squares and pick’em pools for friends, families and offices: create a pool, share a link or QR code, and scores update live.',
  heading: 'What is Sportsball',
  lead: 'A free, friendly way to run a sports pool. You create it, your friends join from their phones with their initials, and the game does the scoring.',
  kind: 'page',
  updated: '2026-11-26',
  sections: [
    {
      heading: 'Pools without the paperwork',
      blocks: [
        {
          p: 'Sportsball runs the two pools people play most: squares, where everyone claims boxes on a grid and the score picks the winner, and pick’em, where everyone picks the winners of a slate of games. It follows real NFL, college football, MLB and NBA games, so nobody has to keep score on a whiteboard or chase a spreadsheet.',
        },
        {
          p: 'It runs in the browser. There is nothing to install, and players do not need an account: a name or a set of initials is enough to join.',
        },
      ],
    },
    {
      heading: 'How it works',
      blocks: [
        {
          steps: [
            'Create a pool. Pick a real upcoming game for squares, or a week or day of games for pick’em, give it a name, and you are done in about a minute.',
            'Share it. Every pool has a link, a short code and a QR code. Send the link to your group chat, or put the QR code on the office fridge.',
            'Players join. They open the link on any phone or computer, type their initials (squares) or take a name (pick’em), and play. No install, no account, no password.',
            'Watch it live. Scores come in while the game is on. Period winners, points and the leaderboard update on everyone’s screen without a refresh.',
          ],
        },
        {
          p: 'As the host, you sign in once (with a link sent to your email, or with Google where it is offered) so that players can join your pool. Players never have to.',
        },
      ],
    },
    {
      heading: 'Popular game types',
      blocks: [
        {
          p: '[NFL squares](/nfl-squares): a 10x10 grid (or a smaller 5x5 one) on one game. Once the grid is locked, digits 0–9 are drawn for the rows and columns, and at the end of each quarter the last digit of each team’s score points to the winning square. No football knowledge needed, which is why it is the classic Super Bowl pool.',
        },
        {
          p: '[NFL pick’em](/nfl-pickem): pick the winner of each game of the week. Play straight up, against the spread, or with an underdog bonus that pays more for picking the team the bookmakers expect to lose. A tiebreaker on one game’s total points settles ties.',
        },
        {
          list: [
            'Squares also run on college football and MLB games, and there is a baby shower version that plays on the birth date and weight.',
            'Pick’em also runs on college football weeks and MLB and NBA days, and props pools let you write your own questions.',
          ],
        },
      ],
    },
    {
      heading: 'Why choose Sportsball',
      blocks: [
        {
          list: [
            'Free: nothing to pay to host or to play.',
            'No app and no account for players: a phone browser and initials are enough.',
            'Live scoring: quarters, innings, winners and standings update as the game goes.',
            'A fair draw: the squares digits are drawn after the grid is locked, in a way anyone can check afterwards with “Verify the draw”.',
            'Tools for the host: claim squares for someone without a phone, mark who has paid, edit the pool, and keep a public log of every change you make.',
            'No money handling: Sportsball keeps score, not cash. If your group plays for stakes, that stays between you.',
          ],
        },
        {
          p: 'New to pools? The [Learning Center](/learning-center) explains squares and pick’em from the start, with real examples.',
        },
      ],
    },
  ],
  cta: { text: 'Pick a game, share the link, and let the scores do the rest.', label: 'Create your first pool', to: '/games/new' },
};

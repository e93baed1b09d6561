import type { ContentPage } from '../types.js';

// The weekly pick'em sheet, on paper and online (docs/product/pickem.md: slates, locks, the
// tiebreaker, grading; docs/decisions/023-football-week-labels.md for week names).
export const weeklyNflPickEmSheet: ContentPage = {
  path: '/weekly-nfl-pick-em-sheet',
  title: 'Weekly NFL pick’em sheet, graded for you | Sportsball',
  description:
    'A weekly NFL pick’em sheet that fills itself in: every game of the week, picks from any phone, a tiebreaker, and automatic grading as games finish.',
  heading: 'Weekly NFL pick’em sheet',
  lead: 'The classic weekly sheet lists every game, a box for each pick and a tiebreaker at the bottom. Here is what goes on one, and how to run it without the paper.',
  kind: 'article',
  updated: '2026-11-26',
  sections: [
    {
      heading: 'What a weekly sheet has',
      blocks: [
        {
          list: [
            'Every game of the week, away team at home team, with the kickoff time.',
            'A pick for each game: the winner, or the team that covers if you play against the spread.',
            'A tiebreaker: the total points of one game, usually the last of the week.',
            'A name, and a deadline: the first kickoff.',
          ],
        },
        {
          p: 'On paper, someone then has to collect the sheets, chase the late ones, check every score and add up the points. That is the part an online sheet takes off your hands.',
        },
      ],
    },
    {
      heading: 'The sheet on Sportsball',
      blocks: [
        {
          p: 'A football pick’em on Sportsball is the weekly sheet, filled in from a phone. The host picks the week (it is named as the NFL names it: Week 12, Wild Card, Super Bowl) and every game of that slate is on it.',
        },
        {
          list: [
            'Straight up, against the spread, or with an underdog bonus that pays more for upsets.',
            'A tiebreaker on one game’s total points: a whole number from 0 to 150, and the closest guess breaks a tie.',
            'Picks save as you tap and can change until they lock at kickoff. Without late entry the whole sheet locks at the first kickoff; with late entry each game locks at its own.',
            'Nobody sees anyone else’s picks until they lock, the host included.',
            'Each pick is graded as its game ends: WON, LOST, PUSH on an exact spread, or VOID if the game is postponed or cancelled.',
          ],
        },
      ],
    },
    {
      heading: 'Running it every week',
      blocks: [
        {
          steps: [
            'Create an [NFL pick’em](/games/new/football-pickem) and choose the week.',
            'Share the link in your group chat or office channel.',
            'Watch the leaderboard fill in on Sunday. Ranks 1 to 3 get medals, and ties share a rank.',
            'Next week, create the next sheet in a minute and share the new link.',
          ],
        },
        {
          p: 'College football fans can run the same sheet on a college week. Want a season-long game against everyone else too? Try the public [NFL pick’em](/nfl-pickem).',
        },
      ],
    },
  ],
  cta: { text: 'This week’s sheet is one minute away.', label: 'Create this week’s sheet', to: '/games/new/football-pickem' },
};

import type { ContentPage } from '../types.js';

// Pick'em from the start (docs/product/pickem.md): the three ways to pick, what the underdog
// bonus pays (figures checked against underdogPointsFromOdds in pages.test.ts), the tiebreaker,
// locks, scoring and jelly beans.
export const pickemBasics: ContentPage = {
  path: '/learning-center/pickem-basics',
  title: 'Pick’em basics: rules, points and tiebreakers | Sportsball',
  description:
    'How a pick’em pool works: pick winners straight up, against the spread or with an underdog bonus, answer the tiebreaker, and climb the leaderboard.',
  heading: 'Pick’em basics',
  lead: 'In a pick’em pool everyone picks the winners of a set of games, and the most points wins. Here are the rules Sportsball plays by, with real numbers.',
  kind: 'article',
  updated: '2026-11-26',
  sections: [
    {
      heading: 'How a pick’em pool works',
      blocks: [
        {
          p: 'The host chooses a slate: an NFL or college football week, or a day of MLB or NBA games, up to 40 games. Players join from the link, make one pick per game, and earn points for each pick that comes true. Picks save the moment you tap them, and you can change them until they lock.',
        },
        {
          p: 'Every entry counts whether or not you press Submit Entry: its saved picks are scored and ranked. Submitting tells the host you are done.',
        },
      ],
    },
    {
      heading: 'Three ways to pick',
      blocks: [
        {
          list: [
            'Straight up: pick the team that wins the game. Each correct pick is worth 10 points.',
            'Against the spread: pick the team that covers the line. A line of −3.5 means the home team is favoured by 3.5 points.',
            'Underdog bonus: pick the winner, but the team the bookmakers expect to lose is worth more, in proportion to how unlikely its win is.',
          ],
        },
        {
          p: 'Against the spread, add the line to the home team’s margin. With the home team at −3.5: a 24–20 home win is 4 − 3.5 = 0.5, so the home team covers; a 23–20 home win is 3 − 3.5 = −0.5, so the away team covers. A line of −3 and a 3-point home win lands exactly on 0: that is a push, worth 0 to everyone.',
        },
      ],
    },
    {
      heading: 'What the underdog bonus pays',
      blocks: [
        {
          p: 'Sportsball turns the bookmakers’ odds into each team’s chance of winning, then makes the favourite worth 10 points and the underdog 10 × (the favourite’s chance ÷ the underdog’s chance), rounded to hundredths. At decimal odds of 1.5 and 2.7 (−200 and +170), the underdog is worth 18 points and the favourite 10. An even game is 10 points either way.',
        },
        {
          table: {
            caption: 'What the underdog bonus pays at given odds',
            head: ['Favourite’s odds', 'Underdog’s odds', 'Favourite pick', 'Underdog pick'],
            rows: [
              ['1.91 (−110)', '1.91 (−110)', '10 points', '10 points'],
              ['1.8 (−125)', '2.05 (+105)', '10 points', '11.39 points'],
              ['1.5 (−200)', '2.7 (+170)', '10 points', '18 points'],
              ['1.25 (−400)', '4 (+300)', '10 points', '32 points'],
              ['1.1 (−1000)', '7.5 (+650)', '10 points', '68.18 points'],
            ],
          },
        },
        {
          p: 'Odds are read before the game. If a game has no usable odds, both sides are worth 10.',
        },
      ],
    },
    {
      heading: 'The tiebreaker',
      blocks: [
        {
          p: 'A pool may have a tiebreaker: guess the total points of one game of the slate (or answer a number question the host sets). Answers are whole numbers from 0 to 150. When two entries have the same score, the closer guess ranks higher once the result is known. If the pool has a tiebreaker, an entry can be submitted only once it is answered.',
        },
      ],
    },
    {
      heading: 'When picks lock',
      blocks: [
        {
          p: 'Picks lock at kickoff, by the server’s clock. Without late entry, every pick locks when the first game of the slate starts. With late entry, each game stays open until its own kickoff, so you can still pick the late games after the early ones have started. Once locked, a pick cannot change.',
        },
        {
          p: 'Your picks are private until they lock: nobody else sees them before, not even the host. After the lock, everyone can see every entry and how many players picked each side.',
        },
      ],
    },
    {
      heading: 'Results, ranking and jelly beans',
      blocks: [
        {
          list: [
            'Each pick shows WON with its points, LOST, PUSH (a tie, or exactly on the spread), VOID (a postponed or cancelled game: 0 for everyone) or NO PICK.',
            'Entries rank by points, then by the tiebreaker. Entries level on both share a rank.',
            'Each entry also shows its chance of finishing in the top 3, updated as games finish.',
          ],
        },
        {
          p: 'The host picks how the pool pays. In a podium pool the top three win. In a jelly-bean pool, points become jelly beans when the pool is over: a correct favourite pick worth 10 points earns 10 beans, an underdog worth 18 earns 18, plus any bonus the host sets for submitting an entry. Jelly beans are a points currency, not money, and your balance is shown in whole beans, rounded down: 68.18 beans show as 68.',
        },
        {
          p: 'Ready for the next step? [Pick’em strategy](/learning-center/pickem-strategy) looks at when the underdog is worth taking.',
        },
      ],
    },
  ],
  cta: { text: 'Set up a pick’em for this week’s games in a minute.', label: 'Create an NFL pick’em', to: '/games/new/football-pickem' },
};

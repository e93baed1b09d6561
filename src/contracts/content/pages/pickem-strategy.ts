import type { ContentPage } from '../types.js';

// Strategy that follows from the app's own scoring (docs/product/pickem.md). The underdog figures
// are checked against underdogPointsFromOdds in pages.test.ts; the chances are the odds'
// implied probabilities (inverse odds, normalised).
export const pickemStrategy: ContentPage = {
  path: '/learning-center/pickem-strategy',
  title: 'Pick’em strategy: favourites, underdogs, ties | Sportsball',
  description:
    'When an underdog pick is worth it, how to stand out in a top-3 pool, and how to answer the tiebreaker, using the way Sportsball scores pick’em.',
  heading: 'Pick’em strategy',
  lead: 'Picking winners is half the game. The other half is knowing what each pick is worth and what everyone else in your pool is likely to do.',
  kind: 'article',
  updated: '2026-11-26',
  sections: [
    {
      heading: 'The underdog bonus is fair on purpose',
      blocks: [
        {
          p: 'In an underdog bonus pool, the favourite is worth 10 points and the underdog more. At decimal odds of 1.5 and 2.7 (−200 and +170), the underdog is worth 18 points, and the odds give the favourite about a 64% chance and the underdog about 36%.',
        },
        {
          p: 'Multiply each side’s points by its chance and you get the same answer, about 6.4 points either way. That is by design: the bonus is set so that, by the bookmakers’ numbers, neither side is a better pick on average. Your edge comes only from games where you think the odds are wrong.',
        },
        {
          table: {
            caption: 'What the underdog bonus pays at these odds',
            head: ['Favourite’s odds', 'Underdog’s odds', 'Favourite pick', 'Underdog pick'],
            rows: [
              ['1.5 (−200)', '2.7 (+170)', '10 points', '18 points'],
              ['1.4 (−250)', '3 (+200)', '10 points', '21.43 points'],
              ['1.25 (−400)', '4 (+300)', '10 points', '32 points'],
            ],
          },
        },
        {
          p: 'So take an underdog when you have a reason: a key injury the line has not caught up with, a team that travels badly, a rivalry game. At decimal odds of 1.25 and 4 (−400 and +300), the underdog is worth 32 points: one such upset is worth more than three correct favourites.',
        },
      ],
    },
    {
      heading: 'Play for the podium, not just for points',
      blocks: [
        {
          p: 'In a podium pool only the top three win. If you pick every favourite, so will many others, and you will finish among them. To finish ahead of a crowd you need some picks that differ from it, ideally on close games, where being different costs you little.',
        },
        {
          list: [
            'Once a game locks, each side shows the share of players who picked it. In a season of weekly pools, that tells you how your group picks.',
            'Every entry shows its chance of finishing in the top 3, updated as games finish. Behind late in the week? A different pick on the last game is your way back.',
            'Against the spread, lines are set to split opinion, so treat each game as close to a coin toss and pick where you know something.',
          ],
        },
      ],
    },
    {
      heading: 'Small things that win pools',
      blocks: [
        {
          list: [
            'Make every pick. A game you leave blank scores nothing, and your saved picks count even if you never press Submit Entry.',
            'In a jelly-bean pool, do submit: the host’s bonus for entering goes only to submitted entries.',
            'If the pool allows late entry, each game stays open until its own kickoff. Leave the late games for last and check the news first.',
            'Answer the tiebreaker with care. It is the total points of one game, a whole number from 0 to 150, and between entries level on points the closest guess ranks higher, over or under. The game’s over/under line is a sensible starting point.',
            'Your picks are private until they lock, so nobody can copy you, and you cannot copy them.',
          ],
        },
      ],
    },
    {
      heading: 'Keep it fun',
      blocks: [
        {
          p: 'Pick’em is a game among friends: jelly beans are points, not money, and Sportsball never handles money. If your group plays for stakes, agree the rules before the first kickoff. New to the format? Start with [Pick’em basics](/learning-center/pickem-basics).',
        },
      ],
    },
  ],
  cta: { text: 'Put your picks to the test: start a pool for this week’s games.', label: 'Create an NFL pick’em', to: '/games/new/football-pickem' },
};

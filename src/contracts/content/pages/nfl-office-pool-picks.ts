import type { ContentPage } from '../types.js';

// For people searching for office pool picks: how to make them and how to run the pool, with the
// app's pick'em rules (docs/product/pickem.md). We publish no predictions.
export const nflOfficePoolPicks: ContentPage = {
  path: '/nfl-office-pool-picks',
  title: 'NFL office pool picks: how to make yours | Sportsball',
  description:
    'How to make your NFL office pool picks: favourites or upsets, straight up or against the spread, the tiebreaker, and running the pool online for free.',
  heading: 'NFL office pool picks',
  lead: 'Every week the office pool asks the same question: who wins? Here is how to approach your picks, and how to run the pool without a spreadsheet.',
  kind: 'article',
  updated: '2026-11-26',
  sections: [
    {
      heading: 'First, know your pool’s rules',
      blocks: [
        {
          p: 'The best picks depend on how the pool scores them. Before you pick, find out three things: are you picking straight up or against the spread, are all games worth the same, and does only the winner get paid or the top few?',
        },
        {
          list: [
            'Straight up: pick the team that wins. Favourites win more often than not, so most sheets end up looking alike.',
            'Against the spread: pick the team that beats the line. Lines are set to split opinion, so every game is closer to a coin toss.',
            'Underdog bonus: upsets are worth more. On Sportsball the bonus is set so that, by the odds, neither side is a better pick on average; see [Pick’em strategy](/learning-center/pickem-strategy) for the numbers.',
          ],
        },
      ],
    },
    {
      heading: 'Making your picks',
      blocks: [
        {
          list: [
            'Start with the games you are sure of, then spend your time on the close ones: that is where pools are won and lost.',
            'If only first place pays, you need a few picks that differ from the crowd. Pick the same as everyone and you can only tie.',
            'Check injury news close to kickoff. If your pool allows late entry, each game stays open until its own kickoff.',
            'Answer the tiebreaker. It is usually the total points of one game, often the last of the week; the over/under line is a sensible starting point.',
            'Make every pick. A blank game scores nothing.',
          ],
        },
        {
          p: 'We do not publish picks or predictions: the fun is in making your own.',
        },
      ],
    },
    {
      heading: 'Running the office pool online',
      blocks: [
        {
          p: 'Collecting sheets, checking scores and adding up points every Monday is the part nobody enjoys. A pick’em pool on Sportsball does it for you.',
        },
        {
          steps: [
            'Create an [NFL pick’em](/games/new/football-pickem) for this week’s games. Choose straight up, against the spread or underdog bonus, and add a tiebreaker if you like.',
            'Share the link or QR code in the office chat. Coworkers join from their phones with no app and no account.',
            'Everyone picks. Picks lock at kickoff, and stay private until they do, so nobody can copy anyone.',
            'Sportsball grades every pick as the games finish and keeps the leaderboard up to date, with each entry’s chance of making the top 3.',
          ],
        },
      ],
    },
    {
      heading: 'Keep it friendly',
      blocks: [
        {
          p: 'An office pool is about Monday-morning bragging rights. Sportsball keeps score but never handles money; if your office plays for stakes, keep them small, agree the rules up front, and check your workplace’s policy.',
        },
      ],
    },
  ],
  cta: { text: 'Start this week’s office pool and share it before the first kickoff.', label: 'Create an NFL pick’em', to: '/games/new/football-pickem' },
};

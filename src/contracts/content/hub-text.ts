// The squares hub's words (docs/product/squares.md#squares-hub-and-creation-pages), one copy for the
// app's HubPage and for the page the server writes (decision 047), so the two cannot drift apart.

export const HUB_TITLE = 'Squares pools for football, baseball and baby showers · Sportsball';
export const HUB_DESCRIPTION =
  'Run a free squares pool in under a minute: NFL, college football, MLB and baby showers. Friends claim squares with their initials, digits are drawn fairly, winners light up live.';
export const HUB_EYEBROW = 'Squares';
export const HUB_HEADING = 'Run a squares pool in under a minute';
export const HUB_LEDE =
  'Pick a game, share the link, and friends claim squares from their phones with just their initials. Digits are drawn fairly when you lock the grid, and winners light up as the game is played.';

export interface HubSportCard {
  key: 'nfl' | 'college' | 'mlb';
  title: string;
  text: string;
  season: string;
  path: string;
  cta: string;
}

export const HUB_SPORT_CARDS: readonly HubSportCard[] = [
  {
    key: 'nfl',
    title: 'NFL',
    text: 'Quarters pay Q1, halftime, Q3 and the final score. Sunday, Monday and Thursday games.',
    season: 'September to February',
    path: '/squares/nfl',
    cta: 'Create NFL squares',
  },
  {
    key: 'college',
    title: 'College football',
    text: 'Saturdays, rivalry weeks and bowl season, on every FBS school.',
    season: 'August to January',
    path: '/squares/ncaa',
    cta: 'Create college squares',
  },
  {
    key: 'mlb',
    title: 'MLB',
    text: 'A winner after every inning on the running score, plus the final. Extra innings count in the final.',
    season: 'March to October',
    path: '/squares/mlb',
    cta: 'Create baseball squares',
  },
];

export const HUB_CREATE_LINKS = [
  { path: '/squares/nfl', label: 'Football squares' },
  { path: '/squares/ncaa', label: 'College football squares' },
  { path: '/squares/mlb', label: 'Baseball squares' },
  { path: '/squares/baby-shower', label: 'Baby shower squares' },
] as const;

export const HUB_DEMO_HEADING = 'Watch a pool play out';
export const HUB_DEMO_LEDE = 'From an empty grid to the final whistle in twenty seconds: claims, the lock, the draw and a winner every quarter.';

export const HUB_TOOLS = [
  {
    path: '/squares/templates/printable',
    title: 'Printable squares sheet',
    text: 'A blank 10x10 or 5x5 grid for the office wall, or your game filled in with names, digits and a QR code.',
  },
  {
    path: '/squares/tools/scoring',
    title: 'Squares scoring calculator',
    text: 'Type the score by quarter or inning and see each period’s winning digits, and the winning squares of your game.',
  },
  {
    path: '/squares/tools/payout',
    title: 'Squares payout calculator',
    text: 'Price per square and a split per quarter: see the pot and what each period pays, to the cent.',
  },
] as const;

/** The short guide: each step is a bold lead and its sentence. */
export const HUB_GUIDE = [
  { lead: 'Create the grid.', text: 'Pick a game and a size: 100 squares (10x10) or 25 (5x5).' },
  { lead: 'Friends claim squares.', text: 'They open your link and tap squares under their initials. No app, no account.' },
  {
    lead: 'Lock and draw.',
    text: 'When you lock the grid, the digits 0–9 are drawn at random for the rows (away team) and the columns (home team). Anyone can check the draw was fair.',
  },
  {
    lead: 'Win by the last digit.',
    text: 'At the end of each quarter, the square where the last digit of the away score meets the last digit of the home score wins. Away 17, home 10 after the first quarter: the 7 row, the 0 column.',
  },
] as const;
export const HUB_GUIDE_MORE = { path: '/learning-center/squares-basics', label: 'Read the full guide to squares' } as const;

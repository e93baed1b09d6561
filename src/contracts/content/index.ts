// Every content page (decision 037), in the order the sitemap lists them.
import type { ContentPage } from './types.js';
import { about } from './pages/about.js';
import { privacy } from './pages/privacy.js';
import { learningCenter } from './pages/learning-center.js';
import { squaresBasics } from './pages/squares-basics.js';
import { pickemBasics } from './pages/pickem-basics.js';
import { nflSquares } from './pages/nfl-squares.js';
import { mlbVsNflSquares } from './pages/mlb-vs-nfl-squares.js';
import { squaresScoring } from './pages/squares-scoring.js';
import { pickemStrategy } from './pages/pickem-strategy.js';
import { superBowlFundraiser } from './pages/super-bowl-fundraiser.js';
import { nflOfficePoolPicks } from './pages/nfl-office-pool-picks.js';
import { weeklyNflPickEmSheet } from './pages/weekly-nfl-pick-em-sheet.js';
import { superBowlTemplate } from './pages/super-bowl-template.js';
import { hostPool } from './pages/host-pool.js';
import { runyourpoolAlternative } from './pages/runyourpool-alternative.js';
import { easyofficepoolsAlternative } from './pages/easyofficepools-alternative.js';
import { officepoolstopAlternative } from './pages/officepoolstop-alternative.js';

export type { ContentBlock, ContentPage, ContentQuestion, ContentSection } from './types.js';

export const CONTENT_PAGES: readonly ContentPage[] = [
  about,
  privacy,
  learningCenter,
  squaresBasics,
  pickemBasics,
  nflSquares,
  mlbVsNflSquares,
  squaresScoring,
  pickemStrategy,
  superBowlFundraiser,
  nflOfficePoolPicks,
  weeklyNflPickEmSheet,
  superBowlTemplate,
  hostPool,
  runyourpoolAlternative,
  easyofficepoolsAlternative,
  officepoolstopAlternative,
];

/** The page at a path, or undefined. */
export const contentPageAt = (path: string): ContentPage | undefined => CONTENT_PAGES.find((page) => page.path === path);

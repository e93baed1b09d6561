import type { ContentBlock } from '../types.js';

/** What another pool site does, as its own public pages said when the page was written. */
export interface RivalFacts {
  price: string;
  accounts: string;
  pools: string;
  /** Left out when their pages did not say. */
  install?: string;
  money: string;
}

/**
 * The comparison pages' 'At a glance' table: Sportsball's column is the same on every page (so it
 * cannot drift from one page to the next), the other site's is what its own pages said.
 */
export function comparisonTable(rival: string, facts: RivalFacts): ContentBlock {
  const rows: [string, string, string | undefined][] = [
    ['Price', 'Free to host and to play', facts.price],
    ['Player accounts', 'Not needed: players join with initials or a name; only the host signs in', facts.accounts],
    ['Pools offered', 'Squares (NFL, college football, MLB, baby showers), pick’em (NFL, college football, MLB, NBA) and props', facts.pools],
    ['Install', 'Nothing to install: any phone browser', facts.install],
    ['Money', 'Never handled: the host keeps track with a price per square and paid marks', facts.money],
  ];
  return {
    table: {
      caption: `Sportsball and ${rival}, at the time of writing`,
      head: ['', 'Sportsball', rival],
      rows: rows.flatMap(([label, ours, theirs]) => (theirs === undefined ? [] : [[label, ours, theirs]])),
    },
  };
}

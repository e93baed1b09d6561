// Odds are a pre-game fact (docs/product/live-data.md): API-Sports serves them apart from games and only
// before kickoff, and ESPN drops them once a game is live. A feed version without odds
// keeps the odds we stored, so against-the-spread and underdog picks can still be scored.

export function carryOverOdds<G extends { odds: unknown }>(stored: G | undefined, incoming: G): G {
  if (incoming.odds !== null || stored === undefined || stored.odds === null) return incoming;
  return { ...incoming, odds: stored.odds };
}

// A small seeded PRNG for the podium Monte Carlo (docs/product/pickem.md): the same input and seed give the
// same probabilities, so a recompute with nothing new does not make the leaderboard flicker.

/** mulberry32: 32-bit state, uniform floats in [0, 1); plenty for sampling game outcomes. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

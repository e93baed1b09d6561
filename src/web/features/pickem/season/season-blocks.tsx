// The public page's three explainers (docs/product/seasons.md#the-public-page): how to play, the
// upset bonus and last-minute changes, in words for the season's cadence (a week of NFL games, a
// day of MLB games).
import type { SeasonCadence } from '../../../../contracts/seasons.js';

export function SeasonBlocks({ cadence, baseball }: { cadence: SeasonCadence; baseball: boolean }) {
  const period = cadence === 'weekly' ? 'week' : 'day';
  const start = baseball ? 'first pitch' : 'kickoff';
  return (
    <div className="season-blocks">
      <section className="game-panel" aria-labelledby="season-how-title">
        <h2 id="season-how-title" className="game-panel__title">
          How to play
        </h2>
        <p>
          Pick the winner of every game on this {period}&apos;s slate. It is free and anyone can play. Every correct pick earns jelly beans, and
          whoever has the most beans when the {period}&apos;s last game ends wins the {period}.
        </p>
      </section>
      <section className="game-panel" aria-labelledby="season-upset-title">
        <h2 id="season-upset-title" className="game-panel__title">
          Upset bonus
        </h2>
        <p>
          A correct pick of the favourite earns 10 beans. Back the underdog and get it right, and you earn more: the longer the odds against
          your team, the bigger the reward.
        </p>
      </section>
      <section className="game-panel" aria-labelledby="season-late-title">
        <h2 id="season-late-title" className="game-panel__title">
          Last-minute heroics
        </h2>
        <p>
          Change any pick right up to that game&apos;s {start}. Each game locks on its own, so a late injury or a rainout never catches you
          out on the games still to come.
        </p>
      </section>
    </div>
  );
}

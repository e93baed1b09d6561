// The live demo on the squares hub (docs/product/squares.md#the-live-demo): a 10x10 pool that plays
// itself, drawn from demoStateAt (src/domain/squares/demo.ts), which says what shows at each instant
// of playing time. A chunk of its own, loaded once the hub has rendered, so the page never waits for
// it. It plays only while on screen and not paused; a reader who prefers reduced motion sees a
// still, filled grid with its winners instead. The grid is a picture: screen readers get its caption.
import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { demoOverAtMs, demoStateAt, type DemoState } from '../../../../domain/squares/index.js';
import { track } from '../../../lib/analytics.js';
import './squares-demo.css';

const SEED = 'sportsball-hub';
const SIZE = 100;

const STEPS: readonly { key: DemoState['step']; label: string }[] = [
  { key: 'created', label: 'Created' },
  { key: 'filling', label: 'Filling' },
  { key: 'locked', label: 'Locked' },
  { key: 'playing', label: 'Playing' },
  { key: 'over', label: 'Over' },
];

/** The caption: what is happening now, in a host's words. */
export function demoCaption(state: DemoState): string {
  const latest = state.winners.at(-1);
  switch (state.step) {
    case 'created':
      return 'Game created. Share the link with your group.';
    case 'filling':
      return `Friends claim squares: ${state.filled} of ${state.size} taken.`;
    case 'locked':
      return 'Grid locked. The digits are drawn at random.';
    case 'playing':
      return latest ? `${latest.label}: Away ${latest.scores.away}, Home ${latest.scores.home}. ${latest.name} wins ${latest.label}.` : '';
    case 'over':
      return latest ? `Game over. ${latest.name} wins the Final, ${latest.scores.away}–${latest.scores.home}.` : 'Game over.';
  }
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(change: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
}

function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

function useOnScreen(target: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return onScreen;
}

/**
 * Playing time, advanced only while `running`: one timer for the next change the timeline
 * announces (no animation frame loop), and the time is kept across pauses.
 */
function useDemoState(running: boolean): DemoState {
  const elapsed = useRef(0);
  const [state, setState] = useState(() => demoStateAt(0, SEED, SIZE));
  useEffect(() => {
    if (!running) return;
    const from = elapsed.current;
    const start = performance.now();
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      elapsed.current = from + (performance.now() - start);
      const next = demoStateAt(elapsed.current, SEED, SIZE);
      setState(next);
      timer = setTimeout(tick, next.nextChangeInMs);
    };
    timer = setTimeout(tick, demoStateAt(from, SEED, SIZE).nextChangeInMs);
    return () => {
      clearTimeout(timer);
      elapsed.current = from + (performance.now() - start);
    };
  }, [running]);
  return state;
}

export function SquaresDemo() {
  const figure = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(figure);
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const playing = useDemoState(onScreen && !reduced && !paused);
  const state = reduced ? demoStateAt(demoOverAtMs(SIZE), SEED, SIZE) : playing;
  const winners = new Map(state.winners.map((w, i) => [w.square, i === state.winners.length - 1 ? 'latest' : 'earlier']));
  const caption = demoCaption(state);
  // docs/product/site.md#analytics: the demo was seen (once it came on screen).
  const seen = useRef(false);
  useEffect(() => {
    if (onScreen && !seen.current) {
      seen.current = true;
      track({ name: 'demo_view', props: { demo: 'squares' } });
    }
  }, [onScreen]);

  return (
    <figure ref={figure} className="sq-demo" data-step={state.step} data-testid="squares-demo">
      <ol className="sq-demo__steps" aria-hidden="true">
        {STEPS.map((step) => (
          <li key={step.key} className={`sq-demo__step${step.key === state.step ? ' sq-demo__step--on' : ''}`}>
            {step.label}
          </li>
        ))}
      </ol>
      <div className="sq-demo__board" aria-hidden="true">
        <span className="sq-demo__corner" />
        {Array.from({ length: 10 }, (_, col) => (
          <span key={`c${col}`} className="sq-demo__digit sq-demo__digit--home">
            {state.digits?.cols[col]?.join('') ?? '?'}
          </span>
        ))}
        {Array.from({ length: 10 }, (_, row) => (
          <DemoRow key={row} row={row} state={state} winners={winners} />
        ))}
      </div>
      <figcaption className="sq-demo__caption">
        <span className="sq-demo__axes">Rows: Away · Columns: Home</span>
        <span className="sq-demo__now">{caption}</span>
      </figcaption>
      {!reduced && (
        <button type="button" className="sq-demo__pause" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
          {paused ? 'Play the demo' : 'Pause the demo'}
        </button>
      )}
    </figure>
  );
}

function DemoRow({ row, state, winners }: { row: number; state: DemoState; winners: Map<number, string> }) {
  return (
    <>
      <span className="sq-demo__digit sq-demo__digit--away">{state.digits?.rows[row]?.join('') ?? '?'}</span>
      {Array.from({ length: 10 }, (_, col) => {
        const square = row * 10 + col;
        const name = state.squares[square];
        const won = winners.get(square);
        return (
          <span key={col} className={`sq-demo__cell${name ? ' sq-demo__cell--taken' : ''}${won ? ` sq-demo__cell--won-${won}` : ''}`}>
            {name}
          </span>
        );
      })}
    </>
  );
}

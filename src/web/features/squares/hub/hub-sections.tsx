// The squares hub's demo slot, tool cards and short guide (docs/product/squares.md#squares-hub-and-creation-pages).
// The demo's code is a chunk of its own, fetched only once its place on the page comes near the
// screen, so the hub is readable and usable before (and without) it.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons.js';

const SquaresDemo = lazy(() => import('./squares-demo.js').then((m) => ({ default: m.SquaresDemo })));

export function DemoSection() {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) setNear(true);
    }, { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <section className="hub-section" aria-labelledby="hub-demo">
      <h2 id="hub-demo" className="hub-section__title">
        Watch a pool play out
      </h2>
      <p className="hub-section__lede">From an empty grid to the final whistle in twenty seconds: claims, the lock, the draw and a winner every quarter.</p>
      <div ref={slot} className="hub-demo-slot">
        {near && (
          <Suspense fallback={null}>
            <SquaresDemo />
          </Suspense>
        )}
      </div>
    </section>
  );
}

const TOOLS = [
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

export function ToolsSection() {
  return (
    <section className="hub-section" aria-labelledby="hub-tools">
      <h2 id="hub-tools" className="hub-section__title">
        Free squares tools
      </h2>
      <ul className="hub-tools">
        {TOOLS.map((tool) => (
          <li key={tool.path} className="tool-card">
            <Link className="tool-card__link" to={tool.path}>
              <span className="tool-card__title">
                {tool.title} <ChevronRightIcon />
              </span>
              <span className="tool-card__text">{tool.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function GuideSection() {
  return (
    <section className="hub-section" aria-labelledby="hub-guide">
      <h2 id="hub-guide" className="hub-section__title">
        How squares work
      </h2>
      <ol className="hub-guide">
        <li>
          <strong>Create the grid.</strong> Pick a game and a size: 100 squares (10x10) or 25 (5x5).
        </li>
        <li>
          <strong>Friends claim squares.</strong> They open your link and tap squares under their initials. No app, no account.
        </li>
        <li>
          <strong>Lock and draw.</strong> When you lock the grid, the digits 0–9 are drawn at random for the rows (away team) and
          the columns (home team). Anyone can check the draw was fair.
        </li>
        <li>
          <strong>Win by the last digit.</strong> At the end of each quarter, the square where the last digit of the away score
          meets the last digit of the home score wins. Away 17, home 10 after the first quarter: the 7 row, the 0 column.
        </li>
      </ol>
      <Link className="hub-guide__more" to="/learning-center/squares-basics">
        Read the full guide to squares <ChevronRightIcon />
      </Link>
    </section>
  );
}

// The squares hub's demo slot, tool cards and short guide (docs/product/squares.md#squares-hub-and-creation-pages).
// The demo's code is a chunk of its own, fetched only once its place on the page comes near the
// screen, so the hub is readable and usable before (and without) it.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { HUB_DEMO_HEADING, HUB_DEMO_LEDE, HUB_GUIDE, HUB_GUIDE_MORE, HUB_TOOLS } from '../../../../contracts/content/hub-text.js';
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
        {HUB_DEMO_HEADING}
      </h2>
      <p className="hub-section__lede">{HUB_DEMO_LEDE}</p>
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

export function ToolsSection() {
  return (
    <section className="hub-section" aria-labelledby="hub-tools">
      <h2 id="hub-tools" className="hub-section__title">
        Free squares tools
      </h2>
      <ul className="hub-tools">
        {HUB_TOOLS.map((tool) => (
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
        {HUB_GUIDE.map((step) => (
          <li key={step.lead}>
            <strong>{step.lead}</strong> {step.text}
          </li>
        ))}
      </ol>
      <Link className="hub-guide__more" to={HUB_GUIDE_MORE.path}>
        {HUB_GUIDE_MORE.label} <ChevronRightIcon />
      </Link>
    </section>
  );
}

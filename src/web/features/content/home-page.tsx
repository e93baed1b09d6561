// docs/product/site.md#home: logo, hero text with 'Create a pool' (every kind of pool one tap from
// here: decision 031), horizontal cards for NFL and NCAA games, feedback link, what-is section whose
// chips lead to each kind's creation page, and community counter.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HOME_HERO_CTA, HOME_HERO_LEDE, HOME_HERO_MORE, HOME_HERO_TITLE } from '../../../contracts/content/home-text.js';
import { Logo } from '../../components/logo.js';
import { PlusIcon } from '../../components/icons.js';
import { useClientConfig } from '../../lib/client-config.js';
import { GameCards } from './game-cards.js';
import '../../components/button.css';
import './home-page.css';

const STEPS = [
  { title: 'Create a pool', text: 'Pick a real game and a pool type. It takes about a minute.' },
  { title: 'Share the link or QR code', text: 'Friends join from any phone browser with just their initials.' },
  { title: 'Watch it play out', text: 'Scores, period winners and the leaderboard update live. Nobody has to refresh.' },
] as const;

const PROMISES = [
  { title: 'Free', text: 'Nothing to pay to host or to play.' },
  { title: 'No app', text: 'Runs in the browser of any phone.' },
  { title: 'No account', text: 'Initials are enough to join a pool.' },
  { title: 'Live', text: 'Scores come in while the game is on.' },
] as const;

/** A chip of 'Two ways to play': the pool it names, and the page that creates one. */
interface PoolChip {
  readonly label: string;
  /** What a screen reader hears, since the chip's word alone ('MLB') does not say it creates. */
  readonly name: string;
  readonly to: string;
}

const SQUARES_CHIPS: readonly PoolChip[] = [
  { label: 'NFL', name: 'Create NFL squares', to: '/squares/nfl' },
  { label: 'College football', name: 'Create college football squares', to: '/squares/ncaa' },
  { label: 'MLB', name: 'Create MLB squares', to: '/squares/mlb' },
  { label: 'Baby showers', name: 'Create squares for baby showers', to: '/squares/baby-shower' },
];

const PICKEM_CHIPS: readonly PoolChip[] = [
  { label: 'NFL', name: "Create an NFL pick'em", to: '/games/new/football-pickem' },
  { label: 'College football', name: "Create a college football pick'em", to: '/games/new/football-pickem?league=ncaa' },
  { label: 'MLB', name: "Create an MLB pick'em", to: '/games/new/baseball-pickem' },
  { label: 'NBA', name: "Create an NBA pick'em", to: '/games/new/basketball-pickem' },
  { label: 'Props', name: 'Create a props pool', to: '/games/new/props' },
];

function ChipLinks({ chips, label }: { chips: readonly PoolChip[]; label: string }) {
  return (
    <ul className="tag-list" aria-label={label}>
      {chips.map((chip) => (
        <li key={chip.to}>
          <Link className="tag-list__link" to={chip.to} aria-label={chip.name}>
            {chip.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const CommunityCounter = lazy(() => import('./community-counter.js'));
// Decorative and below the first screen: drawn once near, like the counter.
const SquaresArt = lazy(() => import('./home-art.js').then(({ SquaresArt }) => ({ default: SquaresArt })));
const PickemArt = lazy(() => import('./home-art.js').then(({ PickemArt }) => ({ default: PickemArt })));

/**
 * A place further down the page whose content (its code, its data) is fetched once the place
 * comes within a screen of view, so a first visit downloads nothing for it: the community
 * counter at the end of the page, the pool cards' illustrations.
 */
function WhenNear({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '400px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} className={className}>
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}

/**
 * docs/product/site.md#home: the feedback link. It goes to the Discord community when one is configured
 * (DISCORD_URL): that is where ideas and bugs are talked over. Without one there is no address
 * to send feedback to, so there is no link.
 */
function FeedbackLink() {
  // Read here, not in HomePage: the config arriving re-renders this link, not the whole page.
  const discordUrl = useClientConfig()?.discordUrl;
  if (!discordUrl) return null;
  return (
    <p className="feedback">
      <span>Got an idea, or found a bug?</span>
      <a className="feedback__link" href={discordUrl} target="_blank" rel="noopener noreferrer">
        Send us feedback on Discord
      </a>
    </p>
  );
}

export function HomePage() {
  return (
    <div className="home">
      <title>Sportsball · Sports pools with your friends</title>
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__inner">
          <Logo size="lg" tone="night" />
          {/* The server writes the same hero into the home page (decision 047): keep the two alike. */}
          <h1 id="home-title" className="home-hero__title">
            {HOME_HERO_TITLE}
          </h1>
          <p className="home-hero__lede">{HOME_HERO_LEDE}</p>
          <div className="home-hero__actions">
            <Link className="button button--primary home-hero__cta" to="/games/new">
              <PlusIcon /> {HOME_HERO_CTA}
            </Link>
            <a className="button button--on-night" href="#what-is">
              {HOME_HERO_MORE}
            </a>
          </div>
        </div>
      </section>

      {/* The public challenges anyone can play, one tap below the hero (docs/product/seasons.md). */}
      <nav className="home-challenges" aria-label="Public challenges">
        <Link className="home-challenges__link" to="/football-pool">
          Play the weekly NFL challenge
        </Link>
        <Link className="home-challenges__link" to="/baseball-pool">
          Daily MLB challenge
        </Link>
      </nav>

      <GameCards />
      <FeedbackLink />

      <section id="what-is" className="home-section" aria-labelledby="what-is-title">
        <p className="home-section__eyebrow">Two ways to play</p>
        <h2 id="what-is-title" className="home-section__title">
          What is Sportsball?
        </h2>
        <p className="home-section__lede">
          Sportsball runs the pool for your office, your family or your group chat. Pick a real game, share the link,
          and the scoring takes care of itself.
        </p>
        <div className="pool-cards">
          <article className="pool-card" aria-labelledby="squares-title">
            <WhenNear className="pool-card__art pool-card__art--squares">
              <SquaresArt />
            </WhenNear>
            <h3 id="squares-title" className="pool-card__title">
              Squares
            </h3>
            <p>
              A 10×10 or 5×5 grid on a real game. Everyone claims squares with their initials. When the grid locks,
              the digits 0–9 are drawn for each team, and whoever holds the last digits of the score at the end of a
              period wins it.
            </p>
            <ChipLinks chips={SQUARES_CHIPS} label="Create squares for" />
          </article>
          <article className="pool-card" aria-labelledby="pickem-title">
            <WhenNear className="pool-card__art pool-card__art--pickem">
              <PickemArt />
            </WhenNear>
            <h3 id="pickem-title" className="pool-card__title">
              Pick&apos;em
            </h3>
            <p>
              Pick the winners of a slate of games: straight up, against the spread, or with an underdog bonus. Change
              your picks until kickoff or first pitch; correct picks earn jelly beans, and upsets earn more.
            </p>
            <ChipLinks chips={PICKEM_CHIPS} label="Create a pick'em for" />
          </article>
        </div>
      </section>

      <section className="home-section" aria-labelledby="live-title">
        <p className="home-section__eyebrow">How it works</p>
        <h2 id="live-title" className="home-section__title">
          Scored live, automatically
        </h2>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="steps__item">
              <span className="steps__number tabular" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className="steps__title">{step.title}</h3>
                <p className="steps__text">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className="home-section" aria-labelledby="promises-title">
        <h2 id="promises-title" className="visually-hidden">
          Why Sportsball
        </h2>
        <ul className="promises">
          {PROMISES.map((item) => (
            <li key={item.title} className="promises__item">
              <strong className="promises__title">{item.title}</strong>
              <span className="promises__text">{item.text}</span>
            </li>
          ))}
        </ul>
      </section>

      <WhenNear className="community-place">
        <CommunityCounter />
      </WhenNear>

      <footer className="home-footer">
        <Logo size="sm" />
        <p>Free sports pools: squares and pick&apos;em, scored live.</p>
      </footer>
    </div>
  );
}

// docs/product/site.md#home: "horizontal cards for NFL and NCAA games". One scroll-snapping row per league of
// upcoming and live games, live over `sports-league:{league}` (bots read it once over HTTP).
// A card of a game that has not started links to creating squares on it; once the game is under
// way or over, a pool on it is no longer possible and the card only shows it. While loading, skeleton cards hold the
// row's exact space, so nothing moves when the games arrive (docs/product/site.md#look-and-feel).
import { lazy, memo, Suspense, useDeferredValue, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { SportsFeedStatus, SportsTeam, StoredSportsGame } from '../../../contracts/sports.js';
import { statusStateOf, totalScore, type SportsLeague } from '../../../domain/sports/index.js';
import { ChevronRightIcon, RefreshIcon, SignalIcon } from '../../components/icons.js';
import {
  describeGame,
  formatAge,
  formatSpread,
  formatTimeOfDay,
  gameStatusView,
  type TimeOptions,
} from '../../components/scoreboard/game-text.js';
import { StateBadge } from '../../components/scoreboard/state-badge.js';
import { TeamChip } from '../../components/scoreboard/team-chip.js';
import { useLeagueGames, type LeagueGames } from '../../lib/sports-league.js';
import { useNow } from '../../lib/use-now.js';
import '../../components/button.css';
import './game-cards.css';

interface LeagueInfo {
  league: SportsLeague;
  /** The row's heading. */
  title: string;
  /** How a sentence names the league's games: "NFL", "college football". */
  noun: string;
  /** The squares creation page for this league (docs/product/site.md#routes). */
  createPath: string;
}

const LEAGUES: readonly LeagueInfo[] = [
  { league: 'NFL', title: 'NFL', noun: 'NFL', createPath: '/squares/nfl' },
  { league: 'NcaaFootball', title: 'College football', noun: 'college football', createPath: '/squares/ncaa' },
];

/** Cards per row; the rest are one tap away on the league's squares page. */
const MAX_CARDS = 12;
const SKELETON_CARDS = 3;
const SIDES = ['away', 'home'] as const;

/**
 * The last score each card showed, so a score that changes while the page is open flashes once
 * (docs/product/site.md#look-and-feel: motion only where it tells something). Written after render, read during it.
 */
const shownScores = new Map<string, string>();

/** Previous / next buttons for mouse and keyboard users, fetched when one of them comes near (components/scroll-row.tsx). */
const ScrollButtons = lazy(() => import('../../components/scroll-row.js'));

export function GameCards() {
  // Ticks twice a minute: kickoff labels, "n min ago", and finished games leaving the row.
  const now = useNow(true, 30_000);
  // A mouse moving over the rows, or focus arriving in them, asks for the rows' scroll buttons; a finger never does.
  const [buttons, setButtons] = useState(false);
  return (
    <section
      className="home-games"
      aria-labelledby="home-games-title"
      onPointerMove={(event) => event.pointerType === 'mouse' && setButtons(true)}
      onFocus={() => setButtons(true)}
    >
      <p className="home-section__eyebrow">This week</p>
      <h2 id="home-games-title" className="home-section__title">
        Pick a game, start a pool
      </h2>
      <p className="home-section__lede">Tap a game to run a squares pool on it. Scores update here as they happen.</p>
      {LEAGUES.map((info) => (
        <LeagueRow key={info.league} info={info} now={now} buttons={buttons} />
      ))}
    </section>
  );
}

function LeagueRow({ info, now, buttons }: { info: LeagueInfo; now: number; buttons: boolean }) {
  const result = useLeagueGames(info.league, now);
  // New games and scores arrive from a live store, which React renders at once, in one task. The row
  // is drawn from deferred copies instead: the store's render only schedules the row's, which React
  // does in slices that yield to the browser (a league's first snapshot is a dozen cards).
  return <LeagueRowView info={info} result={useDeferredValue(result)} now={useDeferredValue(now)} buttons={buttons} />;
}

const LeagueRowView = memo(function LeagueRowView({ info, result, now, buttons }: { info: LeagueInfo; result: LeagueGames; now: number; buttons: boolean }) {
  const headingId = useId();
  // The row element itself (a callback ref), for its scroll buttons: it appears once the games have loaded.
  const [row, attachRow] = useState<HTMLUListElement | null>(null);
  // Live is the in-play state (gameStatusView's 'live' tone), read without writing every game's kickoff
  // time: a league's list holds the whole week, and formatting each kickoff in the viewer's zone made
  // this count the costliest part of the home page's render.
  const live = result.status === 'ready' ? result.games.filter((s) => statusStateOf(s.game) === 'InPlay').length : 0;

  return (
    <section className="league-row" aria-labelledby={headingId} data-testid={`league-${info.league}`}>
      <div className="league-row__head">
        <h3 id={headingId} className="league-row__title">
          {info.title}
        </h3>
        {result.status === 'ready' && result.games.length > 0 && (
          <span className="league-row__count">
            {live > 0 && <span className="league-row__live">{live} live · </span>}
            {result.games.length} {result.games.length === 1 ? 'game' : 'games'}
          </span>
        )}
        {buttons && row && (
          <Suspense fallback={null}>
            <ScrollButtons row={row} what={`${info.title} games`} />
          </Suspense>
        )}
      </div>
      {result.status === 'ready' && result.feed.failingSince !== null && <StaleScores feed={result.feed} now={now} />}
      {result.status === 'loading' && <SkeletonRow label={`Loading ${info.noun} games`} />}
      {result.status === 'error' && (
        <div className="league-note league-note--error" role="alert">
          <SignalIcon className="league-note__icon" />
          <p className="league-note__title">Couldn&apos;t load {info.noun} games</p>
          <p className="league-note__text">Check your connection, then try again.</p>
          <button type="button" className="button button--secondary league-note__action" onClick={result.retry}>
            <RefreshIcon /> Try again
          </button>
        </div>
      )}
      {result.status === 'ready' && result.games.length === 0 && (
        <div className="league-note">
          <p className="league-note__title">No {info.noun} games this week</p>
          <p className="league-note__text">New games show up here as soon as they&apos;re on the schedule.</p>
          <Link className="button button--secondary league-note__action" to={info.createPath}>
            Plan a squares pool
          </Link>
        </div>
      )}
      {result.status === 'ready' && result.games.length > 0 && (
        <ul ref={attachRow} className="game-row" aria-label={`${info.title} games`}>
          {result.games.slice(0, MAX_CARDS).map((stored) => (
            <li key={stored.game.id} className="game-row__item">
              <GameCard stored={stored} createPath={info.createPath} time={{ now }} />
            </li>
          ))}
          {result.games.length > MAX_CARDS && (
            <li className="game-row__item">
              <Link className="game-card game-card--more" to={info.createPath}>
                <span className="game-card__more-count tabular">+{result.games.length - MAX_CARDS}</span>
                <span className="game-card__more-text">More {info.noun} games</span>
                <span className="game-card__cta">
                  See them all <ChevronRightIcon />
                </span>
              </Link>
            </li>
          )}
        </ul>
      )}
    </section>
  );
});

function GameCard({ stored, createPath, time }: { stored: StoredSportsGame; createPath: string; time: TimeOptions }) {
  const { game, correctedAt } = stored;
  const view = gameStatusView(game, time);
  const hasScore = (view.state === 'InPlay' || view.state === 'Done' || view.state === 'Delayed') && game.periodScores.away.length > 0;
  const totals = { away: totalScore(game.periodScores.away), home: totalScore(game.periodScores.home) };
  const leader = !hasScore || totals.away === totals.home ? null : totals.away > totals.home ? 'away' : 'home';
  const scoreKey = hasScore ? `${totals.away}-${totals.home}` : '';
  const shown = shownScores.get(game.id);
  const previous = shown?.split('-');
  useEffect(() => {
    shownScores.set(game.id, scoreKey);
  }, [game.id, scoreKey]);
  const spread = formatSpread(game);
  const overUnder = game.odds?.overUnder ?? null;
  const simulated = game.provider === 'simulator';
  const over = view.state === 'Done';
  // The creation pages' rule (squares/create/leagues.ts canStartPool): only a game not started by
  // its status, with its start still ahead, can take a pool; at kickoff a pool locks itself.
  const open = view.state === 'Pending' && Date.parse(game.gameTime) > time.now;
  // A card that only shows the game is a group, its name the game in words (a live score with
  // its quarter spelled out) for people who move through a page by its groups.
  const summary = [describeGame(game, time), correctedAt ? 'Score corrected' : null, simulated ? 'Simulated scores' : null].filter(Boolean).join('. ');
  // A card that links is named by what it shows, in the order it shows it (a voice user says the words on
  // screen, and a screen reader hears no second version of them); a few hidden words join the
  // parts into phrases and finish the call to action.
  const body = (
    <>
      <span className="game-card__top">
        <StateBadge tone={view.tone} label={view.label} />
        {view.tone === 'live' && view.period && <span className="game-card__period tabular">{view.period}</span>}
        <Spoken>.</Spoken>
      </span>
      <span className="game-card__teams">
        {SIDES.map((side) => (
          <span key={side} className={`game-card__team${leader !== null && leader !== side && over ? ' game-card__team--trailing' : ''}`}>
            {side === 'home' && <Spoken>at</Spoken>}
            <TeamChip team={game.teams[side]} size="sm" />
            <TeamName team={game.teams[side]} />
            {hasScore && <Spoken>,</Spoken>}
            {hasScore && (
              <span
                className={`game-card__score tabular${shown !== undefined && previous?.[side === 'away' ? 0 : 1] !== String(totals[side]) ? ' game-card__score--changed' : ''}`}
              >
                {totals[side]}
              </span>
            )}
          </span>
        ))}
        <Spoken>.</Spoken>
      </span>
      <span className="game-card__meta tabular">
        {spread && (
          <span>
            {spread}
            <Spoken>.</Spoken>
          </span>
        )}
        {overUnder !== null && <span>O/U {overUnder}<Spoken>.</Spoken></span>}
        {correctedAt && <span className="game-card__corrected">Score corrected<Spoken>.</Spoken></span>}
      </span>
      <span className="game-card__foot">
        {simulated && <span className="game-card__sim">Simulated scores<Spoken>.</Spoken></span>}
        {open ? (
          <span className="game-card__cta">
            Create squares<Spoken> on this game</Spoken> <ChevronRightIcon />
          </span>
        ) : (
          <span className="game-card__over">{over ? 'Game over' : 'Under way'}</span>
        )}
      </span>
    </>
  );

  // A game under way, or finished (it stays a little while so people see the result), can no
  // longer take a pool: it is shown, not linked.
  if (!open) {
    return (
      <div className={`game-card game-card--${view.tone}`} role="group" aria-label={summary} data-game-id={game.id}>
        {body}
      </div>
    );
  }
  return (
    <Link
      className={`game-card game-card--${view.tone}`}
      to={`${createPath}?game=${encodeURIComponent(game.id)}`}
      data-game-id={game.id}
    >
      {body}
    </Link>
  );
}

/** Words for screen readers only, between the card's visible parts. */
function Spoken({ children }: { children: string }) {
  return <span className="visually-hidden">{children}</span>;
}

function TeamName({ team }: { team: SportsTeam }) {
  return (
    <span className="game-card__name">
      <span className="game-card__team-name">
        {team.rank !== null && <span className="game-card__rank">#{team.rank} </span>}
        {team.name}
      </span>
      {team.record && <Spoken>,</Spoken>}
      {team.record && <span className="game-card__record tabular">{team.record}</span>}
    </span>
  );
}

function SkeletonRow({ label }: { label: string }) {
  return (
    <div className="game-row game-row--loading" role="status">
      <span className="visually-hidden">{label}…</span>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <div key={index} className="game-row__item" aria-hidden="true">
          <div className="game-card game-card--skeleton">
            <span className="skeleton skeleton--badge" />
            <span className="skeleton skeleton--team" />
            <span className="skeleton skeleton--team" />
            <span className="skeleton skeleton--line" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A failing feed: the scores shown are as of its last success (docs/product/live-data.md: never silently stale). */
function StaleScores({ feed, now }: { feed: SportsFeedStatus; now: number }) {
  return (
    <p className="league-row__stale" data-testid="stale-scores">
      <SignalIcon className="league-row__stale-icon" />
      {feed.lastSuccessAt
        ? `Scores as of ${formatTimeOfDay(feed.lastSuccessAt)} (${formatAge(feed.lastSuccessAt, now)})`
        : 'Live scores are delayed'}
    </p>
  );
}

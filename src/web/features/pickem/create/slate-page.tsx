// docs/product/pickem.md /games/new/football-pickem (NFL or college week), /games/new/baseball-pickem (MLB
// day), /games/new/basketball-pickem (NBA day) and the app's /webview/new/football-pickem. The
// games are the live `sports-league:{league}` topic: a game that starts while the page is open
// leaves the slate (picks on it would open locked), and a new line or odds shows as it moves.
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SportsGame } from '../../../../contracts/sports.js';
import { LoadFailedNotice, Notice } from '../../../components/notice.js';
import { formatKickoff, formatSpread } from '../../../components/scoreboard/game-text.js';
import { TeamChip } from '../../../components/scoreboard/team-chip.js';
import { useLeagueGames } from '../../../lib/sports-league.js';
import { useNow } from '../../../lib/use-now.js';
import type { SlateSport } from './create-paths.js';
import { formatPoints, GAME_MARK_CHOICES, QUESTION_TYPE_CHOICES, underdogPoints, type GameMark, type SlateQuestionType } from './create-choices.js';
import { slatePayload } from './create-payloads.js';
import { validateSlate } from './create-validation.js';
import { initialSlateValues, markOf, poolGames, tiebreakerGame, type SlateValues } from './create-values.js';
import { ChoiceGroup, NameFields, Pill, SettingsFields, SubmitBlock, Switch, useCreatePool, useTouched } from './fields.js';
import { defaultSlateName, LEAGUE_TITLES, slatesOf, SPORT_LEAGUES, type Slate, type SlateLeague } from './slates.js';
import '../../../components/button.css';
import './create.css';

const SPORT_TITLES: Readonly<Record<SlateSport, string>> = { football: 'Football', baseball: 'Baseball', basketball: 'Basketball' };

/** ?league=ncaa picks college football on the football page; anything else is the sport's first league. */
function leagueOf(sport: SlateSport, search: string): SlateLeague {
  const leagues = SPORT_LEAGUES[sport];
  const wanted = new URLSearchParams(search).get('league');
  return (sport === 'football' && wanted === 'ncaa' ? 'NcaaFootball' : leagues[0]) ?? 'NFL';
}

export function SlatePage({ sport }: { sport: SlateSport }) {
  const id = useId();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const league = leagueOf(sport, search);
  // Twice a minute: kickoff labels, and games leaving the slate as they start.
  const now = useNow(true, 30_000);
  const result = useLeagueGames(league, now);
  const slates = result.status === 'ready' ? slatesOf(result.games, now) : [];
  const title = LEAGUE_TITLES[league];
  const unit = sport === 'football' ? 'week' : 'day';

  return (
    <div className="pc-page">
      <title>{`Create a ${SPORT_TITLES[sport].toLowerCase()} pick'em · Sportsball`}</title>
      <header className="pc-header">
        <p className="pc-header__eyebrow">{SPORT_TITLES[sport]} pick&apos;em</p>
        <h1 className="pc-header__title">Set up your pick&apos;em</h1>
        <p className="pc-header__lede">
          Players pick the winner of each game on their phones; picks lock when each game starts. Everything below is ready: change what
          you like, then create.
        </p>
      </header>

      {sport === 'football' && (
        <fieldset className="pc-choice">
          <legend className="form-field__label">League</legend>
          <div className="pc-choice__options">
            {(['NFL', 'NcaaFootball'] as const).map((option) => (
              <Pill
                key={option}
                name={`${id}-league`}
                checked={league === option}
                onSelect={() => void navigate({ pathname, search: option === 'NcaaFootball' ? '?league=ncaa' : '' }, { replace: true })}
              >
                {option === 'NFL' ? 'NFL' : 'College'}
              </Pill>
            ))}
          </div>
        </fieldset>
      )}

      {result.status === 'loading' && (
        <div className="pc-games" role="status">
          <span className="visually-hidden">Loading {title} games…</span>
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="pc-game pc-game--skeleton" aria-hidden="true" />
          ))}
        </div>
      )}
      {result.status === 'error' && <LoadFailedNotice title={`Couldn't load ${title} games`} retry={result.retry} />}
      {result.status === 'ready' && slates.length === 0 && (
        <Notice title={`No upcoming ${title} games right now`}>
          Games show up here as soon as they&apos;re on the schedule; a pick&apos;em opens until its first game starts.
        </Notice>
      )}
      {slates.length > 0 && <SlateForm key={league} league={league} sport={sport} slates={slates} unit={unit} now={now} />}
    </div>
  );
}

interface SlateFormProps {
  league: SlateLeague;
  sport: SlateSport;
  slates: readonly Slate[];
  /** What a slate is called: "week" (football) or "day". */
  unit: string;
  now: number;
}

function SlateForm({ league, sport, slates, unit, now }: SlateFormProps) {
  const id = useId();
  const [slateKey, setSlateKey] = useState<string | null>(null);
  const [values, setValues] = useState<SlateValues>(initialSlateValues);
  const { touched, touch } = useTouched();
  const { create, submitting, serverError } = useCreatePool();

  // The slate the host chose while it still has open games, else the soonest.
  const slate = slates.find((candidate) => candidate.key === slateKey) ?? slates[0] ?? null;
  const errors = validateSlate(values, league, slate);
  const update = (patch: Partial<SlateValues>) => setValues((current) => ({ ...current, ...patch }));
  const setMark = (gameId: string, mark: GameMark) => setValues((current) => ({ ...current, marks: { ...current.marks, [gameId]: mark } }));
  const pool = slate ? poolGames(values, slate) : [];
  const inPlay = pool.filter((game) => markOf(values, game.id) === 'pick').length;
  const tiebreak = slate ? tiebreakerGame(values, slate) : null;
  const scoreNoun = sport === 'baseball' ? 'runs' : 'points';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (Object.keys(errors).length > 0 || !slate) return;
    void create(() => slatePayload(values, league, slate));
  }

  return (
    <form className="pc-form" onSubmit={submit} noValidate aria-label="Pick'em settings">
      {slates.length > 1 && (
        <fieldset className="pc-choice">
          <legend className="form-field__label">{unit === 'week' ? 'Week' : 'Day'}</legend>
          <div className="pc-choice__options pc-choice__options--scroll">
            {slates.map((candidate) => (
              <Pill key={candidate.key} name={`${id}-slate`} checked={candidate.key === slate?.key} onSelect={() => setSlateKey(candidate.key)}>
                {candidate.label}
              </Pill>
            ))}
          </div>
        </fieldset>
      )}

      <NameFields id={id} values={values} defaultName={defaultSlateName(league, slate)} errors={errors} touched={touched} touch={touch} update={update} />

      <ChoiceGroup<SlateQuestionType>
        legend="Question type"
        name={`${id}-type`}
        choices={QUESTION_TYPE_CHOICES}
        value={values.questionType}
        onChange={(questionType) => update({ questionType })}
      />

      <section className="pc-section" aria-labelledby={`${id}-games-title`}>
        <div className="pc-section__head">
          <h2 id={`${id}-games-title`} className="pc-section__title">
            Games
          </h2>
          <p className="pc-section__count" aria-live="polite">
            {inPlay} of {slate?.games.length ?? 0} in play
          </p>
        </div>
        <p className="form-field__hint">Off the board: shown to players, not pickable, worth 0. Drop: left out of the pool.</p>
        {/* A big college Saturday: start from none and keep the few games the group cares about. */}
        <div className="pc-games__bulk">
          <button type="button" className="text-button" onClick={() => update({ marks: {} })}>
            All in play
          </button>
          <button
            type="button"
            className="text-button"
            onClick={() => update({ marks: Object.fromEntries((slate?.games ?? []).map((game): [string, GameMark] => [game.id, 'drop'])) })}
          >
            Drop all
          </button>
        </div>
        {errors.games && (
          <p className="form-field__error" role="alert">
            {errors.games}
          </p>
        )}
        <ul className="pc-games">
          {slate?.games.map((game) => (
            <GameRow
              key={game.id}
              id={id}
              game={game}
              mark={markOf(values, game.id)}
              questionType={values.questionType}
              error={errors[`game:${game.id}`]}
              now={now}
              onMark={(mark) => setMark(game.id, mark)}
            />
          ))}
        </ul>
      </section>

      <section className="pc-section" aria-labelledby={`${id}-tiebreaker-title`}>
        <h2 id={`${id}-tiebreaker-title`} className="pc-section__title">
          Tiebreaker
        </h2>
        <Switch
          id={`${id}-tiebreaker`}
          label="Guess the total"
          hint={`Players guess the total ${scoreNoun} in one game; the closest guess breaks a tie.`}
          checked={values.tiebreaker}
          onChange={(tiebreaker) => update({ tiebreaker })}
        />
        {values.tiebreaker && pool.length > 0 && (
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${id}-tiebreaker-game`}>
              Total {scoreNoun} in
            </label>
            <select
              id={`${id}-tiebreaker-game`}
              className="form-field__input pc-input--select"
              value={tiebreak?.id ?? ''}
              onChange={(event) => update({ tiebreakerGameId: event.target.value })}
            >
              {pool.map((game) => (
                <option key={game.id} value={game.id}>
                  {`${game.teams.away.name} at ${game.teams.home.name} · ${formatKickoff(game.gameTime, { now })}`}
                </option>
              ))}
            </select>
          </div>
        )}
      </section>

      <SettingsFields id={id} values={values} errors={errors} touched={touched} touch={touch} update={update} questions={inPlay} noun="games" />

      <SubmitBlock id={id} errors={errors} submitting={submitting} serverError={serverError} />
    </form>
  );
}

interface GameRowProps {
  id: string;
  game: SportsGame;
  mark: GameMark;
  questionType: SlateQuestionType;
  error: string | undefined;
  now: number;
  onMark: (mark: GameMark) => void;
}

/** One game: its teams and start, the line that matters for the question type, and In play / Off the board / Drop. */
function GameRow({ id, game, mark, questionType, error, now, onMark }: GameRowProps) {
  const { away, home } = game.teams;
  const kickoff = formatKickoff(game.gameTime, { now });
  const name = `${id}-mark-${game.id}`;
  return (
    <li className={`pc-game pc-game--${mark}`} data-game-id={game.id}>
      <fieldset className="pc-game__set" aria-describedby={error ? `${name}-error` : undefined}>
        <legend className="visually-hidden">{`${away.name} at ${home.name}, ${kickoff}`}</legend>
        <div className="pc-game__teams" aria-hidden="true">
          <span className="pc-game__team">
            <TeamChip team={away} size="sm" />
            <span className="pc-game__name">{away.name}</span>
          </span>
          <span className="pc-game__team">
            <TeamChip team={home} size="sm" />
            <span className="pc-game__name">
              <span className="pc-game__at">at </span>
              {home.name}
            </span>
          </span>
        </div>
        <p className="pc-game__when tabular" aria-hidden="true">
          <KickoffLines kickoff={kickoff} />
        </p>
        {questionType !== 'StraightUp' && (
          <p className="pc-game__line tabular">
            <GameLine game={game} questionType={questionType} />
          </p>
        )}
        <div className="pc-game__marks">
          {GAME_MARK_CHOICES.map((choice) => (
            <Pill key={choice.value} name={name} checked={mark === choice.value} onSelect={() => onMark(choice.value)}>
              {choice.label}
            </Pill>
          ))}
        </div>
        {error && (
          <p id={`${name}-error`} className="form-field__error">
            {error}
          </p>
        )}
      </fieldset>
    </li>
  );
}

/**
 * "Tomorrow 1:00 AM EST" as two short lines, the day above the time, so the kickoff never
 * squeezes the team names; a game today shows the time alone.
 */
function KickoffLines({ kickoff }: { kickoff: string }) {
  const match = /^(.*?),?\s+(\d{1,2}:\d{2}\s.*)$/.exec(kickoff);
  if (!match) return <>{kickoff}</>;
  return (
    <>
      <span className="pc-game__day">{match[1]}</span>
      {match[2]}
    </>
  );
}

/** Against the spread: the line; underdog bonus: each side's points (straight up is 10 a side, said once above). */
function GameLine({ game, questionType }: { game: SportsGame; questionType: Exclude<SlateQuestionType, 'StraightUp'> }) {
  const { away, home } = game.teams;
  if (questionType === 'VsSpread') {
    const spread = formatSpread(game);
    return <>{spread === null ? 'No spread yet' : `Spread: ${spread}`}</>;
  }
  const points = underdogPoints(game);
  if (!points) return <>No odds yet: 10 points each</>;
  return <>{`${away.teamCode} ${formatPoints(points.away)} pts · ${home.teamCode} ${formatPoints(points.home)} pts`}</>;
}

// One question of a pick'em slate (docs/product/pickem.md): its teams on their colours, the spread
// for games against the spread, the points of each choice, and each choice a toggle button
// (aria-pressed) named by its team or text and points. The chip says OPEN / SENDING / CONFIRMED
// while picks are open; once the question locks the result reads WON +points, LOST +0, LIVE or
// NO PICK, and each choice shows its '% picked'. Words carry every state, never colour alone.
import { useId } from 'react';
import type { Question, SportsQuestion } from '../../../../contracts/pickem.js';
import type { SportsGame } from '../../../../contracts/sports.js';
import { totalScore } from '../../../../domain/sports/index.js';
import { gameStatusView } from '../../../components/scoreboard/game-text.js';
import { TeamChip } from '../../../components/scoreboard/team-chip.js';
import type { ChipText } from './pick-sync.js';
import { choiceName, pickedShare, pickOutcome, pointsText, questionLabel, spreadFor, teamsOf } from './pickem-model.js';

export interface QuestionCardProps {
  readonly question: Question;
  /** The choice key shown as picked (the tap on its way, else the saved pick). */
  readonly picked: string | null;
  /** Taps go through: the viewer's own entry and the question still open. */
  readonly editable: boolean;
  /** The save chip while editable; null for read-only views. */
  readonly chip: ChipText | null;
  readonly onPick?: (choice: string | null) => void;
  readonly now: number;
  /** False for the slate itself (no entry's picks): no WON / LOST / NO PICK. */
  readonly outcome?: boolean;
  /** A line under the choices: the viewer's own pick on the game page's slate. */
  readonly note?: string | null;
}

const TYPE_WORDS: Record<Question['type'], string> = {
  StraightUpPick: 'Pick the winner',
  VsSpreadPick: 'Against the spread',
  UnderdogBonusPick: 'Underdog bonus',
  OffPick: 'Off the board',
  PropsQuestion: 'Prop',
};

export function QuestionCard({ question, picked, editable, chip, onPick, now, outcome: showOutcome = true, note = null }: QuestionCardProps) {
  const outcome = showOutcome ? pickOutcome(question, picked) : null;
  const off = question.type === 'OffPick';
  const sportsGame = question.type === 'PropsQuestion' ? null : question.sportsGame;
  const status = sportsGame ? gameStatusView(sportsGame, { now }) : null;
  const titleId = useId();

  return (
    <li className={`pk-question${off ? ' pk-question--off' : ''}`} aria-labelledby={titleId} data-testid="pickem-question">
      <div className="pk-question__head">
        <h3 id={titleId} className="pk-question__title">
          <span className="pk-question__number">{questionLabel(question)}</span>
          <span className="pk-question__type">{TYPE_WORDS[question.type]}</span>
        </h3>
        {status && <span className={`pk-question__status pk-tone--${status.tone}`}>{status.tone === 'live' ? (status.period ?? status.label) : status.label}</span>}
        {chip && !off && <span className={`pk-chip pk-chip--${chip.toLowerCase()}`}>{chip}</span>}
        {!chip && outcome?.text && <span className={`pk-chip pk-result--${outcome.kind}`}>{outcome.text}</span>}
      </div>
      {question.type === 'PropsQuestion' && <p className="pk-question__prompt">{question.prompt}</p>}
      {off && <p className="pk-question__note">This game is off the board: not pickable, worth 0.</p>}
      <div className={`pk-choices${question.type === 'PropsQuestion' ? ' pk-choices--props' : ''}`} role="group" aria-labelledby={titleId}>
        {question.choices.map((choice) => (
          <Choice
            key={choice.key}
            question={question}
            choiceKey={choice.key}
            points={choice.points}
            on={picked === choice.key}
            editable={editable && !off}
            score={sportsGame ? sideScore(sportsGame, choice.key) : null}
            onTap={() => onPick?.(picked === choice.key ? null : choice.key)}
          />
        ))}
      </div>
      {note && (
        <p className="pk-question__yours" data-testid="pickem-your-pick">
          {note}
        </p>
      )}
    </li>
  );
}

function sideScore(game: SportsGame, key: string): number | null {
  const side = key === 'Home' ? game.periodScores.home : game.periodScores.away;
  const played = game.periodScores.away.length > 0 || game.periodScores.home.length > 0;
  return played ? totalScore(side) : null;
}

interface ChoiceProps {
  readonly question: Question;
  readonly choiceKey: string;
  readonly points: number;
  readonly on: boolean;
  readonly editable: boolean;
  readonly score: number | null;
  readonly onTap: () => void;
}

function Choice({ question, choiceKey, points, on, editable, score, onTap }: ChoiceProps) {
  const name = choiceName(question, choiceKey);
  const spread = question.type === 'VsSpreadPick' && question.vsSpread !== null ? spreadFor(question.vsSpread, choiceKey === 'Home' ? 'Home' : 'Away') : null;
  const share = pickedShare(question, choiceKey);
  const result = question.choices.find((c) => c.key === choiceKey)?.result ?? null;
  const label = [name, spread, pointsText(points)].filter(Boolean).join(', ');
  const body = (
    <>
      {question.type !== 'PropsQuestion' && <SportsSide question={question} choiceKey={choiceKey} />}
      <span className="pk-choice__name">{question.type === 'PropsQuestion' ? name : shortName(question, choiceKey)}</span>
      {score !== null && <span className="pk-choice__score tabular">{score}</span>}
      <span className="pk-choice__meta tabular">
        {spread && <span className="pk-choice__spread">{spread}</span>}
        <span>{pointsText(points)}</span>
        {share !== null && <span className="pk-choice__share">{share}% picked</span>}
        {result === 'W' && <span className="pk-choice__won">Winner</span>}
      </span>
    </>
  );
  const className = `pk-choice${on ? ' pk-choice--on' : ''}${result === 'W' ? ' pk-choice--winner' : ''}`;
  if (!editable) {
    return (
      <div className={className}>
        {body}
        {on && <span className="visually-hidden">, picked</span>}
      </div>
    );
  }
  return (
    <button type="button" className={className} aria-pressed={on} aria-label={label} onClick={onTap}>
      {body}
    </button>
  );
}

function SportsSide({ question, choiceKey }: { question: SportsQuestion; choiceKey: string }) {
  const teams = teamsOf(question);
  if (!teams) return null;
  return <TeamChip team={choiceKey === 'Home' ? teams.home : teams.away} size="sm" />;
}

/** The nickname on the button ("Chiefs"); the full name is in its accessible name. */
function shortName(question: SportsQuestion, key: string): string {
  const teams = teamsOf(question);
  if (!teams) return key;
  const team = key === 'Home' ? teams.home : teams.away;
  return `${key === 'Home' ? '@ ' : ''}${team.name}`;
}

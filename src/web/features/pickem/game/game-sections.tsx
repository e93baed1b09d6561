// Sections of the pick'em game page (docs/product/pickem.md#the-game-page): the viewer's own entries with
// Edit Picks and Add Entry while the join page is of use, the questions themselves with the viewer's
// own picks on them, and how scoring works — in the words of the pool's kind (games for a sports
// slate, questions for props).
import { Link } from 'react-router';
import type { OwnEntry, QuestionsGame } from '../../../../contracts/pickem.js';
import { PlusIcon } from '../../../components/icons.js';
import { PencilIcon } from '../../../components/more-icons.js';
import { canAddEntry, NEW_ENTRY } from '../join/join-rules.js';
import { answerOf, askedWord, choiceName } from './pickem-model.js';
import { tiebreakerPrompt } from './picks-form.js';
import { QuestionCard } from './question-card.js';

/** What an entry that was never submitted is (decision 033): its saved picks count all the same. */
export const UNSUBMITTED_COUNTS = 'Every pick is saved as you tap it and counts, submitted or not.';

export function YourEntries({ game, entries }: { game: QuestionsGame; entries: readonly OwnEntry[] }) {
  const open = game.questions.filter((q) => q.type !== 'OffPick').length;
  const anyUnsubmitted = entries.some((e) => !e.submitted);
  return (
    <section className="game-panel" aria-labelledby="pk-yours-title">
      <h2 id="pk-yours-title" className="game-panel__title">
        {entries.length === 1 ? 'Your entry' : 'Your entries'}
      </h2>
      <ul className="pk-yours">
        {entries.map((entry) => (
          <li key={entry.id} className="pk-yours__item">
            <span className="pk-yours__name">{entry.entryName}</span>
            <span className="pk-muted">
              {entry.answers.length} of {game.maxAnswers ?? open} picks{game.tiebreaker && (entry.tiebreakerAnswer === null ? ' · no tiebreaker' : ` · tiebreaker ${entry.tiebreakerAnswer}`)} ·{' '}
              {entry.submitted ? 'Submitted' : 'Not submitted'}
            </span>
            <Link className="button button--secondary pk-yours__edit" to={`/games/${game.id}/join?entry=${encodeURIComponent(entry.id)}`}>
              <PencilIcon /> Edit Picks
            </Link>
          </li>
        ))}
      </ul>
      {anyUnsubmitted && (
        <p className="pk-muted" data-testid="pickem-unsubmitted">
          {UNSUBMITTED_COUNTS}
          {game.scoring.type === 'PointsToBeans' && game.scoring.entryIncentiveJellyBeans > 0 ? ` Only a submitted entry earns the ${game.scoring.entryIncentiveJellyBeans} bonus jelly beans.` : ''}
        </p>
      )}
      {canAddEntry(entries, game) && (
        <Link className="button button--secondary" to={`/games/${game.id}/join?entry=${NEW_ENTRY}`}>
          <PlusIcon /> Add Entry
        </Link>
      )}
    </section>
  );
}

/** 'Your pick: Miami Dolphins', or one line per entry when the viewer holds several. */
function yourPicksLine(question: QuestionsGame['questions'][number], entries: readonly OwnEntry[]): string | null {
  if (entries.length === 0 || question.type === 'OffPick') return null;
  const named = (entry: OwnEntry) => {
    const choice = answerOf(entry.answers, question.index);
    return choice === null ? 'no pick' : choiceName(question, choice);
  };
  const [only] = entries;
  if (entries.length === 1 && only) return `Your pick: ${named(only)}`;
  return `Your picks: ${entries.map((entry) => `${entry.entryName} — ${named(entry)}`).join(' · ')}`;
}

/**
 * The questions themselves, for everyone: teams, scores as they come, results and '% picked' once
 * locked; and, for a player with entries, their own picks on each (from their private topic, so
 * before lock nobody else's ever shows here).
 */
export function Slate({ game, now, own }: { game: QuestionsGame; now: number; own: readonly OwnEntry[] }) {
  const [single] = own.length === 1 ? own : [];
  return (
    <section className="game-panel" aria-labelledby="pk-slate-title" data-testid="pickem-slate">
      <h2 id="pk-slate-title" className="game-panel__title">
        {game.pickemQuestionType === 'Props' ? 'Questions' : 'Games'}
      </h2>
      <ol className="pk-questions">
        {game.questions.map((question) => (
          <QuestionCard
            key={question.index}
            question={question}
            picked={single ? answerOf(single.answers, question.index) : null}
            editable={false}
            chip={null}
            now={now}
            outcome={single !== undefined}
            note={yourPicksLine(question, own)}
          />
        ))}
      </ol>
      {game.tiebreaker && (
        <p className="pk-muted">
          Tiebreaker: {tiebreakerPrompt(game, game.tiebreaker)}
          {game.tiebreaker.result !== null && ` · result ${game.tiebreaker.result}`}
          {single && ` · your answer: ${single.tiebreakerAnswer ?? 'none'}`}
        </p>
      )}
    </section>
  );
}

/** How points are won here (docs/product/pickem.md: the underdog formula documented on the page). */
export function Rules({ game }: { game: QuestionsGame }) {
  const props = game.pickemQuestionType === 'Props';
  const underdog = game.pickemQuestionType === 'UnderdogBonus';
  const beans = game.scoring.type === 'PointsToBeans';
  return (
    <section className="game-panel" aria-labelledby="pk-rules-title">
      <h2 id="pk-rules-title" className="game-panel__title">
        How scoring works
      </h2>
      <ul className="pk-rules">
        {props ? (
          <li>
            A winning pick adds its points; a losing pick adds 0. Each question locks at its own time
            {game.allowLateEntry ? '' : ', and new picks stop once the first question locks'}; the host then settles it, and every result shows in the host activity log.
          </li>
        ) : (
          <li>A winning pick adds its points; a losing pick adds 0. Picks lock when each game starts{game.allowLateEntry ? '' : ' — all of them at the first kickoff'}.</li>
        )}
        {game.pickemQuestionType === 'VsSpread' && <li>Against the spread: the pick wins when its team covers the line; landing exactly on it is a push worth 0.</li>}
        {underdog && (
          <li>
            Underdog bonus: a correct favourite pick earns 10; each side earns 10 × p(favourite) ÷ p(that side), with p from the bookmaker odds, so
            a bigger underdog pays more.
          </li>
        )}
        <li>{props ? 'A question the host voids is worth 0 for everyone.' : 'Postponed, cancelled or abandoned games are void: 0 for everyone.'}</li>
        <li>Every entry is ranked, submitted or not: its saved picks count.</li>
        <li>Ranking: points, then the tiebreaker closest to the result, then the chance of finishing in the top 3, then the entry name.</li>
        {beans && (
          <li>
            Points become jelly beans when the pool is over{game.scoring.type === 'PointsToBeans' && game.scoring.entryIncentiveJellyBeans > 0 ? `, plus ${game.scoring.entryIncentiveJellyBeans} for each submitted entry` : ''}.
          </li>
        )}
        {game.maxAnswers !== null && <li>Each entry picks at most {game.maxAnswers} {askedWord(game, game.maxAnswers)}.</li>}
      </ul>
    </section>
  );
}

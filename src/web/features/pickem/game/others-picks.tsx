// Another entry's picks on the leaderboard, read-only (docs/product/pickem.md): only answers to locked
// questions ever arrive, so before a question locks nobody sees another's pick on it.
import type { PublicEntry, QuestionsGame } from '../../../../contracts/pickem.js';
import { answerOf } from './pickem-model.js';
import { tiebreakerPrompt } from './picks-form.js';
import { QuestionCard } from './question-card.js';

/** Another entry's picks: read-only, and only answers to locked questions ever arrive (docs/product/pickem.md). */
export function OthersPicks({ game, entry, now }: { game: QuestionsGame; entry: PublicEntry; now: number }) {
  return (
    <>
      <ol className="pk-questions">
        {game.questions.map((question) => (
          <QuestionCard key={question.index} question={question} picked={answerOf(entry.answers, question.index)} editable={false} chip={null} now={now} />
        ))}
      </ol>
      {game.tiebreaker && (
        <p className="pk-muted">
          {tiebreakerPrompt(game, game.tiebreaker)}: {entry.tiebreakerAnswer ?? (game.tiebreaker.locked ? 'no answer' : 'hidden until it locks')}
        </p>
      )}
    </>
  );
}

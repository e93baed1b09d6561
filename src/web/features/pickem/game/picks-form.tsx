// The viewer's own picks (docs/product/pickem.md#entries join page picks form, game page inline editing):
// one card per question, every tap saved at once through the entry's PickSync, and the
// tiebreaker — an integer clamped to 0–150, empty clears it (docs/product/pickem.md), saved 500 ms after the
// last keystroke or when the field is left.
import { useEffect, useRef, useState } from 'react';
import type { OwnEntry, QuestionsGame, Tiebreaker } from '../../../../contracts/pickem.js';
import type { Refused } from '../../../lib/error-message.js';
import { chipOf, shownValue, type PickSync, type SyncKey, type SyncValue } from './pick-sync.js';
import { TIEBREAKER_MAX, TIEBREAKER_MIN } from '../../../../domain/pickem/index.js';
import { RENAME_DEBOUNCE_MS } from '../timings.js';
import { choiceName, questionOpen, tiebreakerFromInput, tiebreakerOpen } from './pickem-model.js';
import { QuestionCard } from './question-card.js';

export interface PicksFormProps {
  readonly game: QuestionsGame;
  readonly entry: OwnEntry | null;
  readonly sync: PickSync;
  readonly now: number;
  /** A save the server refused: the page raises a toast or opens the matching dialog. */
  readonly onRefused: (refused: Refused) => void;
  /** Called after a pick is saved (the join page's tiebreaker reminder). */
  readonly onSaved?: (key: SyncKey) => void;
}

export function PicksForm({ game, entry, sync, now, onRefused, onSaved }: PicksFormProps) {
  const { pending } = sync.store.use();
  const save = (key: SyncKey, value: SyncValue) => {
    void sync.save(key, value).then((refusal) => {
      if (refusal) onRefused(refusal);
      else onSaved?.(key);
    });
  };
  return (
    <>
      <ol className="pk-questions">
        {game.questions.map((question) => {
          const editable = questionOpen(question, now);
          const value = shownValue(question.index, pending, entry);
          return (
            <QuestionCard
              key={question.index}
              question={question}
              picked={typeof value === 'string' ? value : null}
              editable={editable}
              chip={editable ? chipOf(question.index, pending, entry) : null}
              onPick={(choice) => save(question.index, choice)}
              now={now}
            />
          );
        })}
      </ol>
      {game.tiebreaker && (
        <TiebreakerField
          game={game}
          tiebreaker={game.tiebreaker}
          value={shownValue('tiebreaker', pending, entry)}
          chip={chipOf('tiebreaker', pending, entry)}
          open={tiebreakerOpen(game.tiebreaker, now)}
          onSave={(value) => save('tiebreaker', value)}
        />
      )}
    </>
  );
}

/** "Total points: Dolphins at Packers" or the host's prompt. */
export function tiebreakerPrompt(game: QuestionsGame, tiebreaker: Tiebreaker): string {
  if (tiebreaker.type === 'PropsTiebreaker') return tiebreaker.prompt;
  const question = game.questions.find((q) => q.type !== 'PropsQuestion' && q.sportsGameId === tiebreaker.sportsGameId);
  if (!question) return 'Total points scored in the tiebreaker game';
  return `Total points scored: ${choiceName(question, 'Away')} at ${choiceName(question, 'Home')}`;
}

interface TiebreakerFieldProps {
  readonly game: QuestionsGame;
  readonly tiebreaker: Tiebreaker;
  readonly value: SyncValue;
  readonly chip: ReturnType<typeof chipOf>;
  readonly open: boolean;
  readonly onSave: (value: number | null) => void;
}

/** The same pause as the entry name's (docs/product/pickem.md: 500 ms). */
const SAVE_AFTER_MS = RENAME_DEBOUNCE_MS;

function TiebreakerField({ game, tiebreaker, value, chip, open, onSave }: TiebreakerFieldProps) {
  const saved = typeof value === 'number' ? value : null;
  const [text, setText] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const shown = text ?? (saved === null ? '' : String(saved));

  const flush = (typed: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = tiebreakerFromInput(typed);
    setText(null);
    if (next !== saved) onSave(next);
  };

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return (
    <section className="game-panel pk-tiebreaker" aria-labelledby="pk-tiebreaker-title" data-testid="pickem-tiebreaker">
      <div className="pk-question__head">
        <h3 id="pk-tiebreaker-title" className="pk-question__title">
          <span className="pk-question__number">Tiebreaker</span>
        </h3>
        {open ? (
          <span className={`pk-chip pk-chip--${chip.toLowerCase()}`}>{chip}</span>
        ) : (
          tiebreaker.result !== null && <span className="pk-chip pk-result--waiting">Result {tiebreaker.result}</span>
        )}
      </div>
      <label className="pk-tiebreaker__label" htmlFor="pk-tiebreaker-input">
        {tiebreakerPrompt(game, tiebreaker)}
      </label>
      <input
        id="pk-tiebreaker-input"
        className="pk-tiebreaker__input tabular"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        placeholder={`${TIEBREAKER_MIN}–${TIEBREAKER_MAX}`}
        aria-describedby="pk-tiebreaker-hint"
        disabled={!open}
        value={shown}
        onChange={(event) => {
          // Digits only, clamped as typed (docs/product/pickem.md): "200" reads 150 at once.
          const clamped = tiebreakerFromInput(event.target.value);
          const typed = clamped === null ? '' : String(clamped);
          setText(typed);
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => flush(typed), SAVE_AFTER_MS);
        }}
        onBlur={() => {
          if (text !== null) flush(text);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && text !== null) flush(text);
        }}
      />
      <p id="pk-tiebreaker-hint" className="pk-hint">
        A whole number from {TIEBREAKER_MIN} to {TIEBREAKER_MAX}. Closest wins a tie; clear the field to remove it.
      </p>
    </section>
  );
}

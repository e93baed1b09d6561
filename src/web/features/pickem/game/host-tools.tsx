// The host's part of the pick'em game page: settling Props questions and a PropsTiebreaker once
// they lock, and the activity log of every settlement, correction and host change, which every player sees.
// Settings with Delete Game (owner only, non-season games) is shared with squares (components/host-dialogs.tsx).
import { useState } from 'react';
import type { AuditRecord, PropsQuestion, QuestionsGame } from '../../../../contracts/pickem.js';
import { formatTimeOfDay } from '../../../components/scoreboard/game-text.js';
import { useCommand } from '../../../lib/use-command.js';

export interface SettleActions {
  readonly settleProp: (question: number, body: { winners: string[]; void?: boolean }) => Promise<void>;
  readonly settleTiebreaker: (result: number) => Promise<void>;
}

/** Props questions and a PropsTiebreaker the host settles once they lock (a later change is a correction). */
export function SettleProps({ game, actions }: { game: QuestionsGame; actions: SettleActions }) {
  const props = game.questions.filter((q): q is PropsQuestion => q.type === 'PropsQuestion' && q.locked);
  const tiebreaker = game.tiebreaker?.type === 'PropsTiebreaker' && game.tiebreaker.locked ? game.tiebreaker : null;
  if (props.length === 0 && !tiebreaker) return null;
  return (
    <section className="game-panel" aria-labelledby="pk-settle-title">
      <h2 id="pk-settle-title" className="game-panel__title">
        Settle props
      </h2>
      <p className="pk-muted">Only you see this. Every result you enter or correct is written to the log players see.</p>
      <ul className="pk-settle">
        {props.map((question) => (
          <SettleQuestion key={question.index} question={question} actions={actions} />
        ))}
        {tiebreaker && <SettleTiebreaker prompt={tiebreaker.prompt} result={tiebreaker.result} actions={actions} />}
      </ul>
    </section>
  );
}

function settledText(question: PropsQuestion): string {
  if (question.choices.every((c) => c.result === null)) return 'Not settled yet';
  if (question.choices.every((c) => c.result === 'Void')) return 'Settled: void';
  const winners = question.choices.filter((c) => c.result === 'W').map((c) => c.choiceText);
  return `Settled: ${winners.join(', ') || 'no winner'}`;
}

function SettleQuestion({ question, actions }: { question: PropsQuestion; actions: SettleActions }) {
  const { busy, run } = useCommand();
  const current = question.choices.filter((c) => c.result === 'W').map((c) => c.key);
  const [winners, setWinners] = useState<string[]>(current);
  const id = `pk-settle-${question.index}`;
  return (
    <li className="pk-settle__item">
      <fieldset className="pk-settle__fieldset" aria-describedby={`${id}-state`}>
        <legend className="pk-settle__prompt">
          Question {question.index + 1}. {question.prompt}
        </legend>
        <p id={`${id}-state`} className="pk-muted">
          {settledText(question)}
        </p>
        <div className="pk-settle__choices">
          {question.choices.map((choice) => (
            <label key={choice.key} className="pk-settle__choice">
              <input
                type="checkbox"
                checked={winners.includes(choice.key)}
                onChange={(event) =>
                  setWinners((list) => (event.target.checked ? [...list, choice.key] : list.filter((key) => key !== choice.key)))
                }
              />
              {choice.choiceText}
            </label>
          ))}
        </div>
        <div className="pk-settle__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy || winners.length === 0}
            onClick={() => void run(() => actions.settleProp(question.index, { winners }))}
          >
            Settle
          </button>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void run(() => actions.settleProp(question.index, { winners: [], void: true }))}>
            Void
          </button>
        </div>
      </fieldset>
    </li>
  );
}

function SettleTiebreaker({ prompt, result, actions }: { prompt: string; result: number | null; actions: SettleActions }) {
  const { busy, run } = useCommand();
  const [text, setText] = useState(result === null ? '' : String(result));
  const value = text === '' ? null : Number.parseInt(text, 10);
  return (
    <li className="pk-settle__item">
      <label className="pk-settle__prompt" htmlFor="pk-settle-tiebreaker">
        Tiebreaker: {prompt}
      </label>
      <p className="pk-muted">{result === null ? 'Not settled yet' : `Result: ${result}`}</p>
      <div className="pk-settle__actions">
        <input
          id="pk-settle-tiebreaker"
          className="pk-tiebreaker__input tabular"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          value={text}
          onChange={(event) => setText(event.target.value.replace(/[^\d]/g, '').slice(0, 6))}
        />
        <button type="button" className="button button--primary" disabled={busy || value === null} onClick={() => value !== null && void run(() => actions.settleTiebreaker(value))}>
          Save result
        </button>
      </div>
    </li>
  );
}

/** Everything the host changed — settlements, corrections, the pool's name, removed entries — newest first, for every player (docs/product/pickem.md#host-tools). */
export function AuditLog({ records }: { records: readonly AuditRecord[] }) {
  if (records.length === 0) return null;
  return (
    <section className="game-panel" aria-labelledby="pk-audit-title" data-testid="pickem-audit">
      <h2 id="pk-audit-title" className="game-panel__title">
        Host activity
      </h2>
      <ol className="pk-audit">
        {[...records].reverse().map((record, i) => (
          <li key={`${record.at}-${i}`} className="pk-audit__item">
            <span className="pk-audit__what">
              <strong>{record.subject}</strong> · {record.change}
            </span>
            <span className="pk-muted">
              {formatTimeOfDay(record.at)} · {record.by}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

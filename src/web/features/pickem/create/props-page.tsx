// docs/product/pickem.md /games/new/props: a pool of the host's own questions (docs/product/pickem.md PropsQuestion). Each
// question has a prompt, a lock time and 2 to 10 choices, each worth its points (10 unless
// changed, docs/product/pickem.md); an optional tiebreaker asks for a number the host enters afterwards. The
// host settles every question on the game page.
import { useId, useRef, useState, type FormEvent } from 'react';
import { CHOICE_TEXT_MAX, CHOICES_MAX, CHOICES_MIN, PROMPT_MAX, QUESTIONS_MAX } from '../../../../domain/games/limits.js';
import { TextField } from '../../../components/form-field.js';
import { CloseIcon, PlusIcon } from '../../../components/icons.js';
import { useNow } from '../../../lib/use-now.js';
import { propsPayload } from './create-payloads.js';
import { validateProps, type FormErrors } from './create-validation.js';
import {
  DEFAULT_PROPS_NAME,
  defaultLockTime,
  initialPropsValues,
  newPropsChoice,
  newPropsQuestion,
  type PropsQuestionValues,
  type PropsValues,
} from './create-values.js';
import { NameFields, SettingsFields, SubmitBlock, Switch, useCreatePool, useTouched } from './fields.js';
import '../../../components/button.css';
import './create.css';

export function PropsPage() {
  return (
    <div className="pc-page">
      <title>Create a props pool · Sportsball</title>
      <header className="pc-header">
        <p className="pc-header__eyebrow">Props</p>
        <h1 className="pc-header__title">Ask your own questions</h1>
        <p className="pc-header__lede">
          First touchdown, coin toss, longest anthem: write each question and its answers. Picks on a question lock at its time, and you
          settle each one on the game page.
        </p>
      </header>
      <PropsForm />
    </div>
  );
}

function PropsForm() {
  const id = useId();
  // Lock times must stay ahead of the clock: checked again twice a minute.
  const now = useNow(true, 30_000);
  const [values, setValues] = useState<PropsValues>(() => initialPropsValues(Date.now()));
  // New questions and choices need keys no earlier one used (the first question's are below 1000).
  const nextId = useRef(1000);
  const { touched, touch } = useTouched();
  const { create, submitting, serverError } = useCreatePool();
  const errors = validateProps(values, now);

  const update = (patch: Partial<PropsValues>) => setValues((current) => ({ ...current, ...patch }));
  const updateQuestion = (questionId: number, change: (question: PropsQuestionValues) => PropsQuestionValues) =>
    setValues((current) => ({ ...current, questions: current.questions.map((question) => (question.id === questionId ? change(question) : question)) }));
  const takeId = () => nextId.current++;

  function addQuestion() {
    const last = values.questions.at(-1);
    const question = newPropsQuestion(takeId(), last?.lockTime ?? defaultLockTime(now));
    setValues((current) => ({ ...current, questions: [...current.questions, question] }));
    // The new question's prompt takes the focus once it is drawn.
    requestAnimationFrame(() => document.getElementById(`${id}-q${question.id}-prompt`)?.focus());
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (Object.keys(errors).length > 0) return;
    void create(() => propsPayload(values));
  }

  return (
    <form className="pc-form" onSubmit={submit} noValidate aria-label="Props pool settings">
      <NameFields id={id} values={values} defaultName={DEFAULT_PROPS_NAME} errors={errors} touched={touched} touch={touch} update={update} />

      <section className="pc-section" aria-labelledby={`${id}-questions-title`}>
        <div className="pc-section__head">
          <h2 id={`${id}-questions-title`} className="pc-section__title">
            Questions
          </h2>
          <p className="pc-section__count">
            {values.questions.length} of {QUESTIONS_MAX}
          </p>
        </div>
        <ol className="pc-props">
          {values.questions.map((question, index) => (
            <QuestionEditor
              key={question.id}
              id={`${id}-q${question.id}`}
              number={index + 1}
              question={question}
              errors={errors}
              touched={touched}
              touch={touch}
              removable={values.questions.length > 1}
              onChange={(change) => updateQuestion(question.id, change)}
              onRemove={() => update({ questions: values.questions.filter((other) => other.id !== question.id) })}
              takeId={takeId}
            />
          ))}
        </ol>
        <button type="button" className="button button--secondary" onClick={addQuestion} disabled={values.questions.length >= QUESTIONS_MAX}>
          <PlusIcon /> Add a question
        </button>
      </section>

      <section className="pc-section" aria-labelledby={`${id}-tiebreaker-title`}>
        <h2 id={`${id}-tiebreaker-title`} className="pc-section__title">
          Tiebreaker
        </h2>
        <Switch
          id={`${id}-tiebreaker`}
          label="Ask for a number"
          hint="Players guess a number (0 to 150); you enter the answer afterwards and the closest guess breaks a tie."
          checked={values.tiebreaker}
          onChange={(tiebreaker) => update({ tiebreaker })}
        />
        {values.tiebreaker && (
          <>
            <TextField
              id={`${id}-tiebreaker-prompt`}
              label="Tiebreaker question"
              value={values.tiebreakerPrompt}
              maxLength={PROMPT_MAX}
              placeholder="Total points scored?"
              error={touched.has('tiebreakerPrompt') ? errors.tiebreakerPrompt : undefined}
              onChange={(tiebreakerPrompt) => update({ tiebreakerPrompt })}
              onBlur={() => touch('tiebreakerPrompt')}
            />
            <LockTimeField
              id={`${id}-tiebreaker-lock`}
              value={values.tiebreakerLockTime}
              error={touched.has('tiebreakerLockTime') ? errors.tiebreakerLockTime : undefined}
              onChange={(tiebreakerLockTime) => {
                update({ tiebreakerLockTime });
                touch('tiebreakerLockTime');
              }}
            />
          </>
        )}
      </section>

      <SettingsFields id={id} values={values} errors={errors} touched={touched} touch={touch} update={update} questions={values.questions.length} noun="questions" />

      <SubmitBlock id={id} errors={errors} submitting={submitting} serverError={serverError} />
    </form>
  );
}

interface QuestionEditorProps {
  id: string;
  number: number;
  question: PropsQuestionValues;
  errors: FormErrors;
  touched: ReadonlySet<string>;
  touch: (key: string) => void;
  removable: boolean;
  onChange: (change: (question: PropsQuestionValues) => PropsQuestionValues) => void;
  onRemove: () => void;
  takeId: () => number;
}

function QuestionEditor({ id, number, question, errors, touched, touch, removable, onChange, onRemove, takeId }: QuestionEditorProps) {
  const shown = (key: string) => (touched.has(key) ? errors[key] : undefined);
  const choicesError = errors[`q${question.id}.choices`];
  return (
    <li className="pc-prop">
      <fieldset className="pc-prop__set">
        <legend className="pc-prop__legend">Question {number}</legend>
        {removable && (
          <button type="button" className="icon-button pc-prop__remove" aria-label={`Remove question ${number}`} onClick={onRemove}>
            <CloseIcon />
          </button>
        )}
        <TextField
          id={`${id}-prompt`}
          label="Question"
          value={question.prompt}
          maxLength={PROMPT_MAX}
          placeholder="Who scores the first touchdown?"
          error={shown(`q${question.id}.prompt`)}
          onChange={(prompt) => onChange((current) => ({ ...current, prompt }))}
          onBlur={() => touch(`q${question.id}.prompt`)}
        />
        <LockTimeField
          id={`${id}-lock`}
          value={question.lockTime}
          error={shown(`q${question.id}.lockTime`)}
          onChange={(lockTime) => {
            onChange((current) => ({ ...current, lockTime }));
            touch(`q${question.id}.lockTime`);
          }}
        />
        <div className="pc-prop__choices" role="group" aria-labelledby={`${id}-choices-label`}>
          <p id={`${id}-choices-label`} className="form-field__label">
            Answers <span className="form-field__optional">points for a correct pick</span>
          </p>
          {question.choices.map((choice, index) => {
            const textError = shown(`c${choice.id}.text`);
            const pointsError = errors[`c${choice.id}.points`];
            return (
              <div key={choice.id} className="pc-answer">
                <input
                  className="form-field__input pc-answer__text"
                  type="text"
                  aria-label={`Answer ${index + 1}`}
                  value={choice.text}
                  maxLength={CHOICE_TEXT_MAX}
                  autoComplete="off"
                  aria-invalid={textError ? true : undefined}
                  onChange={(event) =>
                    onChange((current) => ({ ...current, choices: current.choices.map((c) => (c.id === choice.id ? { ...c, text: event.target.value } : c)) }))
                  }
                  onBlur={() => touch(`c${choice.id}.text`)}
                />
                <input
                  className="form-field__input pc-answer__points tabular"
                  type="text"
                  inputMode="numeric"
                  aria-label={`Points for answer ${index + 1}`}
                  value={choice.points}
                  maxLength={4}
                  aria-invalid={pointsError ? true : undefined}
                  onChange={(event) =>
                    onChange((current) => ({ ...current, choices: current.choices.map((c) => (c.id === choice.id ? { ...c, points: event.target.value } : c)) }))
                  }
                />
                <button
                  type="button"
                  className="icon-button pc-answer__remove"
                  aria-label={`Remove answer ${index + 1}`}
                  disabled={question.choices.length <= CHOICES_MIN}
                  onClick={() => onChange((current) => ({ ...current, choices: current.choices.filter((c) => c.id !== choice.id) }))}
                >
                  <CloseIcon />
                </button>
                {(textError ?? pointsError) && <p className="form-field__error pc-answer__error">{textError ?? pointsError}</p>}
              </div>
            );
          })}
          {choicesError && <p className="form-field__error">{choicesError}</p>}
          <button
            type="button"
            className="text-button pc-prop__add"
            disabled={question.choices.length >= CHOICES_MAX}
            onClick={() => onChange((current) => ({ ...current, choices: [...current.choices, newPropsChoice(takeId())] }))}
          >
            <PlusIcon /> Add an answer
          </button>
        </div>
      </fieldset>
    </li>
  );
}

function LockTimeField({ id, value, error, onChange }: { id: string; value: string; error: string | undefined; onChange: (value: string) => void }) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        Picks lock at
      </label>
      <input
        id={id}
        className="form-field__input pc-input--time"
        type="datetime-local"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

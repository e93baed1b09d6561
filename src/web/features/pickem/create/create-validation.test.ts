import { describe, expect, it } from 'vitest';
import { isValid, mostPicksHint, validateProps, validateSlate } from './create-validation.js';
import { initialPropsValues, newPropsChoice, newPropsQuestion, toLocalInput } from './create-values.js';
import { NOW, nflGame, propsValues, slateValues, week11 } from './fixtures.js';

describe('the slate form (ready to save as it opens)', () => {
  it('is valid at once', () => {
    expect(isValid(validateSlate(slateValues(), 'NFL', week11))).toBe(true);
  });

  it('needs a game in play, and a spread on every game in play against the spread', () => {
    const allOff = slateValues({ marks: { 'nfl-1': 'off', 'nfl-2': 'drop', 'nfl-3': 'off' } });
    expect(validateSlate(allOff, 'NFL', week11)).toEqual({ games: 'Keep at least one game in play' });
    expect(validateSlate(slateValues(), 'NFL', null).games).toBe('Keep at least one game in play');

    const noLine = { ...week11, games: [nflGame(1, { odds: null }), nflGame(2)] };
    const errors = validateSlate(slateValues({ questionType: 'VsSpread' }), 'NFL', noLine);
    expect(errors).toEqual({ 'game:nfl-1': 'Dolphins at Packers has no spread yet: take it off the board or drop it' });
    expect(isValid(validateSlate(slateValues({ questionType: 'VsSpread', marks: { 'nfl-1': 'off' } }), 'NFL', noLine))).toBe(true);
    expect(isValid(validateSlate(slateValues({ questionType: 'UnderdogBonus' }), 'NFL', noLine))).toBe(true);
  });

  it('holds at most 40 games', () => {
    const many = { ...week11, games: Array.from({ length: 41 }, (_, n) => nflGame(1, { id: `g${n}` })) };
    expect(validateSlate(slateValues(), 'NFL', many).games).toBe('A pool holds at most 40 games: drop 1');
  });

  it('checks the name, beans, entry limit and most picks as typed', () => {
    expect(validateSlate(slateValues({ name: '  ' }), 'NFL', week11)).toEqual({ name: 'Give your pool a name' });
    const typed = slateValues({ scoring: 'PointsToBeans', entryIncentive: 'x', entryLimit: '0', maxAnswers: '4' });
    expect(Object.keys(validateSlate(typed, 'NFL', week11)).sort()).toEqual(['entryIncentive', 'entryLimit', 'maxAnswers']);
    // One entry per player: the per-player limit is not asked for.
    const ok = slateValues({ scoring: 'PointsToBeans', entryIncentive: '25', oneEntryPerUser: true, entryLimit: '0', maxAnswers: '2', allowLateEntry: true, name: ' Office ', description: ' Pay Ann ' });
    expect(isValid(validateSlate(ok, 'NFL', week11))).toBe(true);
  });
});

describe('the props form', () => {
  it('needs only the question as it opens', () => {
    expect(Object.values(validateProps(initialPropsValues(NOW), NOW))).toEqual(['Question 1: write the question']);
    expect(isValid(validateProps(propsValues(), NOW))).toBe(true);
  });

  it('refuses empty and duplicate choices, bad points, past lock times and an unfinished tiebreaker', () => {
    const question = { ...newPropsQuestion(2, toLocalInput(NOW - 60_000)), prompt: 'MVP?' };
    question.choices = [{ ...newPropsChoice(1, 'Mahomes'), points: '0' }, newPropsChoice(2, ' mahomes '), newPropsChoice(3, '')];
    const errors = validateProps(propsValues({ questions: [question], tiebreaker: true }), NOW);
    expect(errors).toEqual({
      'q2.lockTime': 'Question 1: the lock time has to be in the future',
      'c1.points': 'Question 1: points from 1 to 1000',
      'c3.text': 'Question 1: name choice 3',
      'q2.choices': 'Question 1: each choice needs its own text',
      tiebreakerPrompt: 'Tiebreaker: write the question',
    });
    expect(validateProps(propsValues({ questions: [] }), NOW).questions).toBe('Add at least one question');
  });

  it('allows no more picks than questions', () => {
    expect(isValid(validateProps(propsValues({ maxAnswers: '2' }), NOW))).toBe(false);
  });
});

describe('most picks per entry, said of what the pool picks', () => {
  it('the hint counts the games or questions, in words that fit one and none too', () => {
    expect(mostPicksHint(16, 'games')).toBe('Leave empty to pick all 16 games.');
    expect(mostPicksHint(1, 'questions')).toBe('Leave empty to pick the one question.');
    expect(mostPicksHint(0, 'games')).toBe('Leave empty to pick every game.');
  });

  it('a slate refuses too many picks in games, a props pool in questions', () => {
    expect(validateSlate(slateValues({ maxAnswers: '40' }), 'NFL', week11).maxAnswers).toMatch(/^Leave empty to pick every game, or enter a whole number from 1 to \d+$/);
    expect(validateProps(propsValues({ maxAnswers: '2' }), NOW).maxAnswers).toMatch(/^Leave empty to pick every question, /);
  });
});

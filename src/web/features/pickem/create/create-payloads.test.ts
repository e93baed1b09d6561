import { describe, expect, it } from 'vitest';
import { CreateQuestionsGameSchema } from '../../../../contracts/pickem.js';
import { propsPayload, slatePayload } from './create-payloads.js';
import { propsValues, slateValues, week11 } from './fixtures.js';

describe('the slate form’s body', () => {
  it('as it opens: straight up, every game in play, tiebreaker on the last game', () => {
    const payload = slatePayload(slateValues(), 'NFL', week11);
    expect(CreateQuestionsGameSchema.parse(payload)).toEqual({
      name: "NFL Week 11 Pick'em",
      description: '',
      pickemQuestionType: 'StraightUp',
      sportsLeague: 'NFL',
      questions: ['nfl-1', 'nfl-2', 'nfl-3'].map((id) => ({ type: 'StraightUpPick', sportsGameId: id })),
      tiebreaker: { type: 'TotalPointsPick', sportsGameId: 'nfl-3' },
      scoring: { type: 'Podium' },
      oneEntryPerUser: false,
      entryLimit: null,
      allowLateEntry: false,
      maxAnswers: null,
    });
  });

  it('drops games, sends off-the-board ones as OffPick, and moves the tiebreaker off a dropped game', () => {
    const values = slateValues({ questionType: 'VsSpread', marks: { 'nfl-3': 'drop', 'nfl-1': 'off' }, tiebreakerGameId: 'nfl-3' });
    const payload = CreateQuestionsGameSchema.parse(slatePayload(values, 'NFL', week11));
    expect(payload.questions).toEqual([
      { type: 'OffPick', sportsGameId: 'nfl-1' },
      { type: 'VsSpreadPick', sportsGameId: 'nfl-2' },
    ]);
    expect(payload.tiebreaker).toEqual({ type: 'TotalPointsPick', sportsGameId: 'nfl-2' });
    expect(slatePayload(slateValues({ tiebreakerGameId: 'nfl-1' }), 'NFL', week11).tiebreaker).toEqual({ type: 'TotalPointsPick', sportsGameId: 'nfl-1' });
    expect(slatePayload(slateValues({ tiebreaker: false }), 'NFL', week11).tiebreaker).toBeNull();
  });

  it('sends the settings trimmed, with numbers as typed', () => {
    // One entry per player: the per-player limit is not sent.
    const ok = slateValues({ scoring: 'PointsToBeans', entryIncentive: '25', oneEntryPerUser: true, entryLimit: '0', maxAnswers: '2', allowLateEntry: true, name: ' Office ', description: ' Pay Ann ' });
    const payload = CreateQuestionsGameSchema.parse(slatePayload(ok, 'NFL', week11));
    expect(payload).toMatchObject({
      name: 'Office',
      description: 'Pay Ann',
      scoring: { type: 'PointsToBeans', entryIncentiveJellyBeans: 25 },
      oneEntryPerUser: true,
      entryLimit: null,
      allowLateEntry: true,
      maxAnswers: 2,
    });
    expect(slatePayload(slateValues({ entryLimit: '3' }), 'NFL', week11).entryLimit).toBe(3);
  });
});

describe('the props form’s body', () => {
  it('sends trimmed questions with ISO lock times and the props tiebreaker', () => {
    const values = propsValues({ tiebreaker: true, tiebreakerPrompt: ' Total points? ', maxAnswers: '1' });
    const payload = CreateQuestionsGameSchema.parse(propsPayload(values));
    expect(payload).toMatchObject({
      name: "Props Pick'em",
      pickemQuestionType: 'Props',
      sportsLeague: null,
      questions: [
        {
          type: 'PropsQuestion',
          prompt: 'Who scores first?',
          lockTime: '2026-11-22T17:00:00.000Z',
          choices: [
            { choiceText: 'Yes', points: 10 },
            { choiceText: 'No', points: 10 },
          ],
        },
      ],
      tiebreaker: { type: 'PropsTiebreaker', prompt: 'Total points?', lockTime: '2026-11-22T17:00:00.000Z' },
      maxAnswers: 1,
    });
  });
});

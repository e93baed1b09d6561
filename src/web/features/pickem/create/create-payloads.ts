// The POST /api/pickem/games body from a pick'em creation form's values, once they are valid
// (create-validation.ts): trimmed and cut to the domain's limits, numbers as numbers.
import type { CreateQuestionsGame, SportsQuestionType } from '../../../../contracts/pickem.js';
import { CHOICE_TEXT_MAX, GAME_DESCRIPTION_MAX as DESCRIPTION_MAX, GAME_NAME_MAX as NAME_MAX, PROMPT_MAX } from '../../../../domain/games/limits.js';
import type { SlateQuestionType } from './create-choices.js';
import { DEFAULT_PROPS_NAME, fromLocalInput, markOf, poolGames, tiebreakerGame, type PropsValues, type SettingsValues, type SlateValues } from './create-values.js';
import { defaultSlateName, type Slate, type SlateLeague } from './slates.js';

const QUESTION_TYPE: Readonly<Record<SlateQuestionType, SportsQuestionType>> = {
  StraightUp: 'StraightUpPick',
  VsSpread: 'VsSpreadPick',
  UnderdogBonus: 'UnderdogBonusPick',
};

function settingsPayload(values: SettingsValues, defaultName: string) {
  const limit = values.entryLimit.trim();
  const most = values.maxAnswers.trim();
  return {
    name: (values.name ?? defaultName).trim().slice(0, NAME_MAX),
    description: values.description.trim().slice(0, DESCRIPTION_MAX),
    scoring:
      values.scoring === 'PointsToBeans'
        ? ({ type: 'PointsToBeans', entryIncentiveJellyBeans: Number(values.entryIncentive.trim()) } as const)
        : ({ type: 'Podium' } as const),
    oneEntryPerUser: values.oneEntryPerUser,
    // One entry per player makes a per-player limit moot.
    entryLimit: values.oneEntryPerUser || limit === '' ? null : Number(limit),
    allowLateEntry: values.allowLateEntry,
    maxAnswers: most === '' ? null : Number(most),
  };
}

/**
 * A slate pool: one question per game kept, in slate order (off-the-board games as OffPick).
 * Points are left to the server: 10 a side, or from the odds for the underdog bonus (the same
 * function underdogPoints previews, on the odds it holds).
 */
export function slatePayload(values: SlateValues, league: SlateLeague, slate: Slate): CreateQuestionsGame {
  const games = poolGames(values, slate);
  const tiebreak = values.tiebreaker ? tiebreakerGame(values, slate) : null;
  return {
    ...settingsPayload(values, defaultSlateName(league, slate)),
    pickemQuestionType: values.questionType,
    sportsLeague: league,
    questions: games.map((game) => ({
      type: markOf(values, game.id) === 'off' ? 'OffPick' : QUESTION_TYPE[values.questionType],
      sportsGameId: game.id,
    })),
    tiebreaker: tiebreak ? { type: 'TotalPointsPick', sportsGameId: tiebreak.id } : null,
  };
}

const lockIso = (value: string): string => {
  const iso = fromLocalInput(value);
  if (iso === null) throw new Error('A props lock time must be valid before the pool is created');
  return iso;
};

export function propsPayload(values: PropsValues): CreateQuestionsGame {
  return {
    ...settingsPayload(values, DEFAULT_PROPS_NAME),
    pickemQuestionType: 'Props',
    sportsLeague: null,
    questions: values.questions.map((question) => ({
      type: 'PropsQuestion',
      prompt: question.prompt.trim().slice(0, PROMPT_MAX),
      lockTime: lockIso(question.lockTime),
      choices: question.choices.map((choice) => ({ choiceText: choice.text.trim().slice(0, CHOICE_TEXT_MAX), points: Number(choice.points.trim()) })),
    })),
    tiebreaker: values.tiebreaker
      ? { type: 'PropsTiebreaker', prompt: values.tiebreakerPrompt.trim().slice(0, PROMPT_MAX), lockTime: lockIso(values.tiebreakerLockTime) }
      : null,
  };
}

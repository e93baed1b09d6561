import { describe, expect, it } from 'vitest';
import { LOCK, propsQuestion, publicEntry, questionsGame, sportsQuestion } from './fixtures.js';
import {
  anyQuestionLocked,
  askedWord,
  choiceName,
  entryOpen,
  questionLabel,
  gameStarted,
  leaderboardRows,
  percentText,
  leaderboardPoints,
  pointsText,
  pickOutcome,
  pickedShare,
  questionOpen,
  rankedEntries,
  spreadFor,
  startBanner,
  tiebreakerFromInput,
} from './pickem-model.js';

const lock = Date.parse(LOCK);
const MIN = 60_000;

describe('tiebreaker input (integer clamped 0–150, empty clears)', () => {
  it('keeps digits, clamps with the domain, clears when empty', () => {
    expect(tiebreakerFromInput('')).toBeNull();
    expect(tiebreakerFromInput('42')).toBe(42);
    expect(tiebreakerFromInput('0')).toBe(0);
    expect(tiebreakerFromInput('151')).toBe(150);
    expect(tiebreakerFromInput('9999')).toBe(150);
    expect(tiebreakerFromInput('-5')).toBe(5);
    expect(tiebreakerFromInput('abc')).toBeNull();
  });
});

describe('banner and countdown', () => {
  it("'Upcoming' over 24 hours away, else 'Starting Soon'", () => {
    expect(startBanner(LOCK, lock - 25 * 60 * MIN).title).toBe('Upcoming');
    expect(startBanner(LOCK, lock - 24 * 60 * MIN).title).toBe('Starting Soon');
  });

  it('days over a day, hh:mm:ss above 60 minutes, mm:ss below, pulsing under 5 minutes', () => {
    expect(startBanner(LOCK, lock - (3 * 24 * 60 + 4 * 60) * MIN)).toMatchObject({ text: '3d 04h 00m', pulse: false });
    expect(startBanner(LOCK, lock - (2 * 60 + 5) * MIN - 9000)).toMatchObject({ text: '02:05:09', pulse: false });
    expect(startBanner(LOCK, lock - 45 * MIN)).toMatchObject({ text: '45:00', pulse: false });
    expect(startBanner(LOCK, lock - 4 * MIN - 30_000)).toMatchObject({ text: '04:30', pulse: true });
  });
});

describe('picks: open questions and results in words', () => {
  it('a question takes picks until it locks; OffPick never', () => {
    expect(questionOpen(sportsQuestion(0), lock - MIN)).toBe(true);
    expect(questionOpen(sportsQuestion(0), lock)).toBe(false);
    expect(questionOpen(sportsQuestion(0, { locked: true }), lock - MIN)).toBe(false);
    expect(questionOpen(sportsQuestion(0, { type: 'OffPick' }), lock - MIN)).toBe(false);
  });

  it('WON +points, LOST +0, LIVE, NO PICK, push and void', () => {
    const settled = sportsQuestion(0, {
      locked: true,
      phase: 'Over',
      choices: [
        { key: 'Away', points: 14.5, result: 'W' },
        { key: 'Home', points: 10, result: 'L' },
      ],
    });
    expect(pickOutcome(settled, 'Away')).toEqual({ kind: 'won', text: 'WON +14.5' });
    expect(pickOutcome(settled, 'Home')).toEqual({ kind: 'lost', text: 'LOST +0' });
    expect(pickOutcome(settled, null)).toEqual({ kind: 'no-pick', text: 'NO PICK' });
    const live = sportsQuestion(0, { locked: true, phase: 'Live' });
    expect(pickOutcome(live, 'Home').text).toBe('LIVE');
    expect(pickOutcome(live, null).text).toBe('NO PICK');
    expect(pickOutcome(sportsQuestion(0), 'Home').kind).toBe('waiting');
    expect(pickOutcome(sportsQuestion(0), null).kind).toBe('waiting');
    const push = sportsQuestion(0, { locked: true, phase: 'Over', choices: [{ key: 'Away', points: 10, result: 'Push' }, { key: 'Home', points: 10, result: 'Push' }] });
    expect(pickOutcome(push, 'Home').text).toBe('PUSH +0');
  });

  it('names choices by team or text; the spread per side; % picked once locked', () => {
    expect(choiceName(sportsQuestion(0), 'Home')).toBe('Green Bay Packers');
    expect(choiceName(sportsQuestion(0), 'Away')).toBe('Miami Dolphins');
    expect(choiceName(propsQuestion(0), 'Hill')).toBe('Hill');
    expect(spreadFor(-3.5, 'Home')).toBe('\u22123.5');
    expect(spreadFor(-3.5, 'Away')).toBe('+3.5');
    expect(spreadFor(0, 'Home')).toBe('PK');
    expect(pickedShare(sportsQuestion(0), 'Home')).toBeNull();
    const shared = sportsQuestion(0, { locked: true, pickShares: [{ key: 'Home', share: 0.666 }] });
    expect(pickedShare(shared, 'Home')).toBe(67);
    expect(pickedShare(shared, 'Away')).toBe(0);
  });

  it('Game Started: the game left Pending and late entry does not apply', () => {
    expect(gameStarted(questionsGame(), lock - MIN)).toBe(false);
    expect(gameStarted(questionsGame({ gamePhase: 'Live' }), lock + MIN)).toBe(true);
    const late = questionsGame({ gamePhase: 'Live', allowLateEntry: true, questions: [sportsQuestion(0, { locked: true }), sportsQuestion(1, { lockTime: '2026-11-22T21:00:00.000Z' })] });
    expect(gameStarted(late, lock + MIN)).toBe(false);
    expect(gameStarted({ ...late, allowLateEntry: false }, lock + MIN)).toBe(true);
  });
});

describe('leaderboard rows', () => {
  const entries = (n: number) => Array.from({ length: n }, (_, i) => publicEntry(String(i), i + 1));

  it('all entries when 7 or fewer, no expand control', () => {
    expect(leaderboardRows(entries(7), null, false)).toEqual({ rows: entries(7), showExpand: false, hidden: 0 });
  });

  it('from 8: the top 5 plus the viewer’s own entries outside them, with an expand control', () => {
    const all = entries(12);
    const shown = leaderboardRows(all, 'uid-9', false);
    expect(shown.rows.map((e) => e.id)).toEqual(['0', '1', '2', '3', '4', '9']);
    expect(shown.showExpand).toBe(true);
    expect(shown.hidden).toBe(6);
    expect(leaderboardRows(entries(8), null, false).rows).toHaveLength(5);
    expect(leaderboardRows(all, 'uid-9', true).rows).toHaveLength(12);
  });

  it('rank order; a shared rank keeps the server’s order (podium probability, then name)', () => {
    const ranked = rankedEntries([publicEntry('c', 2, { entryName: 'carol' }), publicEntry('b', 1, { entryName: 'Bob' }), publicEntry('a', 1, { entryName: 'alice' })]);
    expect(ranked.map((e) => `${e.rank} ${e.entryName}`)).toEqual(['1 Bob', '1 alice', '2 carol']);
  });

  it('podium probability in words', () => {
    expect(percentText(null)).toBe('–');
    expect(percentText(0.004)).toBe('<1%');
    expect(percentText(0.4567)).toBe('46%');
    expect(percentText(1)).toBe('100%');
    expect(percentText(0.995)).toBe('>99%');
    expect(percentText(0)).toBe('0%');
  });

  it('points to hundredths as kept, without trailing zeros', () => {
    expect(leaderboardPoints(127.71)).toBe('127.71');
    expect(leaderboardPoints(12.5)).toBe('12.5');
    expect(leaderboardPoints(10)).toBe('10');
    expect(leaderboardPoints(0.1 + 0.2)).toBe('0.3');
    expect(pointsText(127.71)).toBe('127.71 pts');
    expect(pointsText(1)).toBe('1 pt');
  });
});

describe('question labels: a matchup or Game N, a props Question N, never Q1 (a quarter in football)', () => {
  it('names a game by its teams, a lost game by its number, a prop by its number', () => {
    const question = sportsQuestion(0);
    const teams = question.sportsGame!.teams;
    expect(questionLabel(question)).toBe(`${teams.away.name} at ${teams.home.name}`);
    expect(questionLabel(sportsQuestion(2, { sportsGame: null }))).toBe('Game 3');
    expect(questionLabel(propsQuestion(1))).toBe('Question 2');
    expect(askedWord(questionsGame({ pickemQuestionType: 'Props' }), 2)).toBe('questions');
    expect(askedWord(questionsGame(), 1)).toBe('game');
  });
});

describe('Edit Picks and Add Entry: only while the join page is of use', () => {
  const later = new Date(lock + 60 * MIN).toISOString();
  it('a props pool without late entry is closed once its first question locks, though a later one is open', () => {
    const props = questionsGame({
      pickemQuestionType: 'Props',
      allowLateEntry: false,
      gamePhase: 'Live',
      questions: [propsQuestion(0, { locked: true, phase: 'Live' }), propsQuestion(1, { lockTime: later })],
    });
    expect(entryOpen(props, lock + MIN)).toBe(false);
    expect(entryOpen({ ...props, allowLateEntry: true }, lock + MIN)).toBe(true);
    expect(anyQuestionLocked(props, lock + MIN)).toBe(true);
  });

  it('a pool whose questions are all locked is closed even while its tiebreaker is open', () => {
    const game = questionsGame({
      questions: [sportsQuestion(0, { locked: true })],
      tiebreaker: { type: 'PropsTiebreaker', prompt: 'Guests?', lockTime: later, locked: false, result: null },
    });
    expect(entryOpen(game, lock + MIN)).toBe(false);
  });

  it('a pending pool is open and nothing has locked', () => {
    const game = questionsGame({ questions: [sportsQuestion(0)] });
    expect(entryOpen(game, lock - MIN)).toBe(true);
    expect(anyQuestionLocked(game, lock - MIN)).toBe(false);
  });
});

// What the pick'em pages derive from a game (docs/product/pickem.md#entries pick'em game and join pages Pick'em
// entry and Ranking, §5, §9): whether a question takes picks, how a choice is named, the result
// of a pick in words, the banner and countdown, the leaderboard rows shown, and the tiebreaker
// input. Pure and tested; the components only lay it out.
import type { Answer, OwnEntry, PublicEntry, Question, QuestionsGame, SportsQuestion, Tiebreaker } from '../../../../contracts/pickem.js';
import type { SportsTeam } from '../../../../contracts/sports.js';
import { banner, clampTiebreaker, formatCountdown, pickOutcome as domainOutcome, visibleRows } from '../../../../domain/pickem/index.js';

// ---- Picks ---------------------------------------------------------------------------------

/**
 * A question takes picks while the server has not locked it and its lock time is still ahead on
 * this clock (the server's lock is the truth: docs/product/pickem.md; the clock only stops taps a moment
 * early). OffPick is shown but never pickable (plan: OffPick).
 */
export function questionOpen(question: Question, now: number): boolean {
  return question.type !== 'OffPick' && !question.locked && Date.parse(question.lockTime) > now;
}

export function tiebreakerOpen(tiebreaker: Tiebreaker | null, now: number): boolean {
  return tiebreaker !== null && !tiebreaker.locked && Date.parse(tiebreaker.lockTime) > now;
}

/** Anything on the entry can still change: the join page is useful (docs/product/pickem.md). */
export function entryEditable(game: Pick<QuestionsGame, 'questions' | 'tiebreaker'>, now: number): boolean {
  return game.questions.some((q) => questionOpen(q, now)) || tiebreakerOpen(game.tiebreaker, now);
}

/**
 * docs/product/pickem.md: if the game leaves Pending while a player is on the join page, and late entry does not
 * apply (no question still open under allowLateEntry), the Game Started dialog sends them to the
 * leaderboard.
 */
export function gameStarted(game: Pick<QuestionsGame, 'gamePhase' | 'allowLateEntry' | 'questions' | 'tiebreaker'>, now: number): boolean {
  if (game.gamePhase === 'Pending') return false;
  return !(game.allowLateEntry && entryEditable(game, now));
}

/**
 * Where Edit Picks and Add Entry lead: the join page is of use only while a question takes picks
 * and the game has not started for this pool (a props pool without late entry is locked once its
 * first question locks, even if a later one or its tiebreaker is still open: the join page would
 * only say 'Game Started').
 */
export function entryOpen(game: Pick<QuestionsGame, 'gamePhase' | 'allowLateEntry' | 'questions' | 'tiebreaker'>, now: number): boolean {
  return game.questions.some((q) => questionOpen(q, now)) && !gameStarted(game, now);
}

/** Some question has locked: entries are public and scored from here on, so the host may no longer remove one. */
export function anyQuestionLocked(game: Pick<QuestionsGame, 'questions'>, now: number): boolean {
  return game.questions.some((q) => q.locked || Date.parse(q.lockTime) <= now);
}

/**
 * A question's name on its card (docs/product/pickem.md#questions-on-the-page): a game by its matchup
 * ('Dolphins at Packers'), or 'Game 2' while the feed has lost it; a props question 'Question 2'.
 * Never 'Q2', which reads as a quarter in football.
 */
export function questionLabel(question: Question): string {
  if (question.type === 'PropsQuestion') return `Question ${question.index + 1}`;
  const teams = teamsOf(question);
  return teams ? `${teams.away.name} at ${teams.home.name}` : `Game ${question.index + 1}`;
}

/** 'games' or 'questions', as the pool speaks of what it asks. */
export function askedWord(game: Pick<QuestionsGame, 'pickemQuestionType'>, count: number): string {
  const props = game.pickemQuestionType === 'Props';
  return count === 1 ? (props ? 'question' : 'game') : props ? 'questions' : 'games';
}

export function teamsOf(question: SportsQuestion): { away: SportsTeam; home: SportsTeam } | null {
  return question.sportsGame?.teams ?? null;
}

/** The words for a choice: the team ("Chiefs") or the props text. */
export function choiceName(question: Question, key: string): string {
  if (question.type === 'PropsQuestion') return question.choices.find((c) => c.key === key)?.choiceText ?? key;
  const teams = teamsOf(question);
  if (!teams) return key === 'Home' ? 'Home team' : 'Away team';
  const team = key === 'Home' ? teams.home : teams.away;
  return `${team.city} ${team.name}`.trim();
}

/** A choice's points as kept, to hundredths (docs/product/pickem.md): '127.71 pts', '10 pts', '1 pt'. */
export function pointsText(points: number): string {
  const rounded = Math.round(points * 100) / 100;
  return `${rounded} ${rounded === 1 ? 'pt' : 'pts'}`;
}

/**
 * The spread as the pick'em card writes it for one side (vsSpread is the home line: −3.5 = home
 * favoured by 3.5): "+3.5", "−3.5", "PK".
 */
export function spreadFor(vsSpread: number, key: 'Away' | 'Home'): string {
  if (vsSpread === 0) return 'PK';
  const line = key === 'Home' ? vsSpread : -vsSpread;
  return `${line > 0 ? '+' : '\u2212'}${Math.abs(line)}`;
}

export type PickOutcomeKind = 'won' | 'lost' | 'push' | 'void' | 'live' | 'no-pick' | 'waiting';

/**
 * docs/product/pickem.md in words (docs/product/pickem.md: text, never colour alone): WON +points, LOST +0 (and PUSH / VOID
 * +0) once settled, LIVE while in play, NO PICK on a locked question without one. A pick on a
 * question not played yet shows nothing; nor does an open question without a pick.
 */
export function pickOutcome(question: Question, choice: string | null): { kind: PickOutcomeKind; text: string } {
  const picked = choice === null ? null : (question.choices.find((c) => c.key === choice) ?? null);
  if (picked === null && !question.locked) return { kind: 'waiting', text: '' };
  const { label, points } = domainOutcome({ choice: picked, phase: question.phase });
  switch (label) {
    case 'WON':
      return { kind: 'won', text: `WON +${Math.round(points * 10) / 10}` };
    case 'LOST':
    case 'PUSH':
    case 'VOID':
      return { kind: label === 'LOST' ? 'lost' : label === 'PUSH' ? 'push' : 'void', text: `${label} +0` };
    case 'LIVE':
      return { kind: 'live', text: 'LIVE' };
    case 'NO PICK':
      return { kind: 'no-pick', text: 'NO PICK' };
    case 'PENDING':
      return { kind: 'waiting', text: '' };
  }
}

export function answerOf(answers: readonly Answer[], question: number): string | null {
  return answers.find((a) => a.question === question)?.choice ?? null;
}

/** '% picked' after a question locks (docs/product/pickem.md), as a whole percentage; null before. */
export function pickedShare(question: Question, key: string): number | null {
  const share = question.pickShares?.find((s) => s.key === key);
  return share ? Math.round(share.share * 100) : question.pickShares ? 0 : null;
}

// ---- Tiebreaker ------------------------------------------------------------------------------

/**
 * The tiebreaker field as typed (docs/product/pickem.md: an integer clamped to 0–150, empty clears): the field
 * keeps digits only, so a stray sign or point never clears what was typed; the domain clamps.
 */
export function tiebreakerFromInput(text: string): number | null {
  return clampTiebreaker(text.replace(/[^\d]/g, ''));
}

// ---- Banner and countdown ----------------------------------------------------------------------

/** docs/product/pickem.md banner and countdown to the first lock (domain/pickem countdown). */
export function startBanner(firstLockTime: string, now: number): { title: 'Upcoming' | 'Starting Soon'; text: string; pulse: boolean } {
  const at = Date.parse(firstLockTime);
  return { title: banner(new Date(at), new Date(now)), ...formatCountdown(at - now) };
}

// ---- Leaderboard ---------------------------------------------------------------------------------

/**
 * Entries in rank order. The server ranks (score, tiebreaker closeness, podium probability, entry
 * name — docs/product/pickem.md) and sends them in that order; the sort is stable, so a shared rank keeps it.
 */
export function rankedEntries(entries: readonly PublicEntry[]): PublicEntry[] {
  return [...entries].sort((a, b) => a.rank - b.rank);
}

/**
 * A public challenge sends only the top of its leaderboard (decision 046): the viewer's own
 * entries below it join the rows from their own topic's standing, after the top. Only their
 * public part: their answers stay on the own-picks panel, which reads the own topic itself.
 */
export function withOwnStandings(ranked: readonly PublicEntry[], own: readonly OwnEntry[], viewerUid: string | null): PublicEntry[] {
  if (viewerUid === null) return [...ranked];
  const shown = new Set(ranked.map((e) => e.id));
  const below = own.flatMap((e): PublicEntry[] =>
    e.standing === undefined || shown.has(e.id)
      ? []
      : [{ id: e.id, uid: viewerUid, entryName: e.entryName, entryOwner: null, created: e.created, submitted: e.submitted, answers: [], tiebreakerAnswer: null, ...e.standing }],
  );
  return [...ranked, ...below.sort((a, b) => a.rank - b.rank)];
}

/** docs/product/pickem.md rows shown: all up to 7, else the top 5 plus the viewer's own (domain visibleRows). */
export function leaderboardRows(ranked: readonly PublicEntry[], viewerUid: string | null, expanded: boolean) {
  const viewerEntryIds = ranked.filter((entry) => viewerUid !== null && entry.uid === viewerUid).map((entry) => entry.id);
  return visibleRows({ rows: ranked, viewerEntryIds, expanded });
}

/**
 * Points as kept (to hundredths, docs/product/pickem.md), without trailing zeros: 127.71, 12.5, 10.
 * Rounding further could show two entries ranked apart on the same-looking score.
 */
export function leaderboardPoints(score: number): string {
  return String(Math.round(score * 100) / 100);
}

/**
 * A podium probability (0–1, never more) as a whole percent. Never '0%' for a chance that is
 * not nil nor '100%' for one that is not certain: '<1%' and '>99%' say so.
 */
export function percentText(probability: number | null): string {
  if (probability === null) return '–';
  const percent = probability * 100;
  if (percent > 0 && percent < 1) return '<1%';
  if (percent < 100 && percent > 99) return '>99%';
  return `${Math.round(percent)}%`;
}

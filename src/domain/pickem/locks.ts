// When picks stop, on the server's clock (docs/product/pickem.md).

/**
 * A sports question's own lock (docs/product/pickem.md): the earlier of its game's scheduled start and the
 * first time the server saw the game leave NS. While the game is still NS, firstNonPendingAt is
 * null and a rescheduled gameTime moves the lock with it.
 */
export function questionLockTime(input: { gameTime: Date; firstNonPendingAt: Date | null }): Date {
  const { gameTime, firstNonPendingAt } = input;
  return firstNonPendingAt !== null && firstNonPendingAt.getTime() < gameTime.getTime() ? firstNonPendingAt : gameTime;
}

/**
 * Whether picks on a question are closed: once it was locked (lockedAt stored) nothing reopens it,
 * not even a game rescheduled to later (docs/product/pickem.md); otherwise it locks at lockTime.
 */
export function isQuestionLocked(input: { lockTime: Date; lockedAt: Date | null; now: Date }): boolean {
  return input.lockedAt !== null || input.now.getTime() >= input.lockTime.getTime();
}

/** The game's first lock (its first kickoff), which the countdown and banner count to; null for none. */
export function firstLockTime(lockTimes: readonly Date[]): Date | null {
  let first: Date | null = null;
  for (const time of lockTimes) if (first === null || time.getTime() < first.getTime()) first = time;
  return first;
}

/**
 * When a question really locks (docs/product/pickem.md): at the game's first lock unless allowLateEntry, in which
 * case each question stays open until its own lock. Props questions lock at their own lockTime
 * whatever the setting (pass allowLateEntry true for them, or use their lockTime directly).
 */
export function effectiveLockTime(input: { questionLockTime: Date; firstLockTime: Date; allowLateEntry: boolean }): Date {
  if (input.allowLateEntry) return input.questionLockTime;
  return input.firstLockTime.getTime() < input.questionLockTime.getTime() ? input.firstLockTime : input.questionLockTime;
}

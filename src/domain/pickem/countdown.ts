// The pick'em game page's banner and countdown to the first lock (docs/product/pickem.md pick'em game page).

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Under this the countdown pulses (docs/product/pickem.md). */
const COUNTDOWN_PULSE_MS = 5 * MINUTE;

/** 'Upcoming' when the first game is more than 24 h away, else 'Starting Soon' (docs/product/pickem.md). */
export function banner(firstLockTime: Date, now: Date): 'Upcoming' | 'Starting Soon' {
  return firstLockTime.getTime() - now.getTime() > DAY ? 'Upcoming' : 'Starting Soon';
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Time left until the first lock (docs/product/pickem.md): '2d 03h 04m' above a day, 'hh:mm:ss' above 60
 * minutes, 'mm:ss' below, pulsing under 5 minutes. Rounded up to the second, so the display
 * reaches 00:00 only when the lock is due; a past time shows 00:00.
 */
export function formatCountdown(ms: number): { text: string; pulse: boolean } {
  const left = Math.max(0, Math.ceil(ms / SECOND) * SECOND);
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const seconds = Math.floor((left % MINUTE) / SECOND);
  const pulse = left < COUNTDOWN_PULSE_MS;
  if (left > DAY) return { text: `${days}d ${two(hours)}h ${two(minutes)}m`, pulse };
  if (left > HOUR) return { text: `${two(Math.floor(left / HOUR))}:${two(minutes)}:${two(seconds)}`, pulse };
  return { text: `${two(Math.floor(left / MINUTE))}:${two(seconds)}`, pulse };
}

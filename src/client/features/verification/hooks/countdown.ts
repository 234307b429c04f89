/** Whole seconds as m:ss, the way the verification card counts down (10:00, 9:59 … 0:00). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Seconds left until `deadline` (ms since the epoch), rounded up so a fresh code shows 10:00. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

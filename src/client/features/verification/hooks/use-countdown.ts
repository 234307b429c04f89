import { useEffect, useState } from 'react';
import { secondsLeft } from './countdown.ts';

const TICK_MS = 500;

/**
 * Seconds left until `deadline` (ms since the epoch), or null without one. It reads the clock on
 * every tick rather than counting ticks, so a throttled background tab still shows the truth.
 */
export function useCountdown(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? null : secondsLeft(deadline, now);
}

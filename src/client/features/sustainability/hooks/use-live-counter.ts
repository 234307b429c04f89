import { useEffect, useState } from 'react';
import {
  LIVE_COUNTER_START_KWH,
  LIVE_COUNTER_TICK_MS,
  nextCounterValue,
} from '#shared/live-counter.ts';

/**
 * The clean-energy counter: the same start value on the server and at hydration, then a random
 * 10–49 kWh more every second once mounted, while `running`.
 */
export function useLiveCounter(running: boolean): number {
  const [kWh, setKWh] = useState(LIVE_COUNTER_START_KWH);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(
      () => setKWh((current) => nextCounterValue(current)),
      LIVE_COUNTER_TICK_MS,
    );
    return () => clearInterval(timer);
  }, [running]);
  return kWh;
}

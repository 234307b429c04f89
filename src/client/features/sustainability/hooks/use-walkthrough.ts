import { useCallback, useEffect, useReducer } from 'react';
import { usePrefersReducedMotion } from '#client/lib/use-reduced-motion.ts';
import { AUTOPLAY_INTERVAL_MS } from '#shared/ui-timings.ts';
import {
  initialWalkthroughState,
  type WalkthroughAction,
  walkthroughReducer,
} from '../lib/walkthrough.ts';

/**
 * The walkthrough's state with its autoplay timer. It plays from the start, except for visitors
 * who prefer reduced motion: for them it waits until they press play. The timer runs only while
 * the walkthrough is `visible`, so it has not finished before the visitor scrolls to it.
 */
export function useWalkthrough(stepCount: number, visible: boolean) {
  const [state, dispatchAction] = useReducer(
    (current: typeof initialWalkthroughState, action: WalkthroughAction) =>
      walkthroughReducer(current, action, stepCount),
    initialWalkthroughState,
  );
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (reducedMotion) dispatchAction({ type: 'pause' });
  }, [reducedMotion]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step, however reached, gets a fresh 5 s
  useEffect(() => {
    if (!state.playing || !visible) return;
    const timer = setTimeout(() => dispatchAction({ type: 'tick' }), AUTOPLAY_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [state.playing, state.step, visible]);

  const dispatch = useCallback((action: WalkthroughAction) => dispatchAction(action), []);
  return { ...state, isLast: state.step >= stepCount - 1, dispatch };
}

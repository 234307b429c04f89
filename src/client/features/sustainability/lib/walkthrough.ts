/**
 * The installation walkthrough's state: which step shows and whether it advances by itself.
 * Autoplay stops at the last step; playing again from there starts over.
 */

export interface WalkthroughState {
  /** Zero-based index of the step on show. */
  step: number;
  playing: boolean;
}

export type WalkthroughAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'jump'; step: number }
  /** The autoplay timer fired. */
  | { type: 'tick' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'restart' };

export const initialWalkthroughState: WalkthroughState = { step: 0, playing: true };

export function walkthroughReducer(
  state: WalkthroughState,
  action: WalkthroughAction,
  stepCount: number,
): WalkthroughState {
  const last = Math.max(0, stepCount - 1);
  const clampStep = (step: number) => Math.min(last, Math.max(0, Math.trunc(step) || 0));
  switch (action.type) {
    case 'next':
      return {
        ...state,
        step: clampStep(state.step + 1),
        playing: state.playing && state.step + 1 < last,
      };
    case 'previous':
      return { ...state, step: clampStep(state.step - 1) };
    case 'jump': {
      const step = clampStep(action.step);
      return { step, playing: state.playing && step < last };
    }
    case 'tick': {
      if (!state.playing) return state;
      const step = clampStep(state.step + 1);
      return { step, playing: step < last };
    }
    case 'play':
      return state.step >= last ? { step: 0, playing: true } : { ...state, playing: true };
    case 'pause':
      return { ...state, playing: false };
    case 'restart':
      return { step: 0, playing: true };
  }
}

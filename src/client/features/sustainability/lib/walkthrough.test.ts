import { describe, expect, it } from 'vitest';
import {
  initialWalkthroughState,
  type WalkthroughAction,
  type WalkthroughState,
  walkthroughReducer,
} from './walkthrough.ts';

const STEPS = 8;
const run = (state: WalkthroughState, ...actions: WalkthroughAction[]) =>
  actions.reduce((current, action) => walkthroughReducer(current, action, STEPS), state);
const ticks = (n: number): WalkthroughAction[] =>
  Array.from({ length: n }, () => ({ type: 'tick' }));

describe('installation walkthrough', () => {
  it('starts on the first step, playing', () => {
    expect(initialWalkthroughState).toEqual({ step: 0, playing: true });
  });

  it('advances on each tick and stops playing when it reaches the last step', () => {
    expect(run(initialWalkthroughState, ...ticks(3))).toEqual({ step: 3, playing: true });
    expect(run(initialWalkthroughState, ...ticks(7))).toEqual({ step: 7, playing: false });
    expect(run(initialWalkthroughState, ...ticks(20))).toEqual({ step: 7, playing: false });
  });

  it('ignores ticks while paused', () => {
    expect(run(initialWalkthroughState, { type: 'pause' }, ...ticks(3))).toEqual({
      step: 0,
      playing: false,
    });
  });

  it('moves by hand within the first and last steps', () => {
    const paused = { step: 0, playing: false };
    expect(run(paused, { type: 'previous' })).toEqual(paused);
    expect(run(paused, { type: 'next' }, { type: 'next' }, { type: 'previous' })).toEqual({
      step: 1,
      playing: false,
    });
    expect(run({ step: 7, playing: false }, { type: 'next' })).toEqual({ step: 7, playing: false });
  });

  it('jumps to a step, clamping one out of range', () => {
    expect(run(initialWalkthroughState, { type: 'jump', step: 4 })).toEqual({
      step: 4,
      playing: true,
    });
    expect(run(initialWalkthroughState, { type: 'jump', step: 99 })).toEqual({
      step: 7,
      playing: false,
    });
    expect(run(initialWalkthroughState, { type: 'jump', step: -3 }).step).toBe(0);
  });

  it('stops playing when a manual move lands on the last step', () => {
    expect(run({ step: 6, playing: true }, { type: 'next' })).toEqual({ step: 7, playing: false });
  });

  it('resumes where it was, or from the start after the last step', () => {
    expect(run({ step: 3, playing: false }, { type: 'play' })).toEqual({ step: 3, playing: true });
    expect(run({ step: 7, playing: false }, { type: 'play' })).toEqual({ step: 0, playing: true });
  });

  it('restarts from the first step, playing', () => {
    expect(run({ step: 5, playing: false }, { type: 'restart' })).toEqual({
      step: 0,
      playing: true,
    });
  });
});

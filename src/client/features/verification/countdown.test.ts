import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './hooks/countdown.ts';

describe('verification countdown', () => {
  it('shows m:ss from 10:00 down to 0:00', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(599)).toBe('9:59');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('rounds the time left up, so a fresh code reads 10:00 and an expired one 0', () => {
    const sentAt = 1_000_000;
    const deadline = sentAt + 600_000;
    expect(secondsLeft(deadline, sentAt)).toBe(600);
    expect(secondsLeft(deadline, sentAt + 1)).toBe(600);
    expect(secondsLeft(deadline, sentAt + 1000)).toBe(599);
    expect(secondsLeft(deadline, deadline - 1)).toBe(1);
    expect(secondsLeft(deadline, deadline)).toBe(0);
    expect(secondsLeft(deadline, deadline + 5000)).toBe(0);
  });
});

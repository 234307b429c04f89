import { describe, expect, it } from 'vitest';
import type { ReactionSummary } from '#shared/schemas/feedback.ts';
import { withReaction } from './reactions.ts';

const empty: ReactionSummary = {
  entityType: 'project',
  entityId: 1,
  counts: { thumbs_up: 0, heart: 0, fire: 0, star: 0, clap: 0 },
  total: 0,
  totalPoints: 0,
  userReaction: null,
};

describe('the optimistic reaction', () => {
  it('adds a first reaction with its points', () => {
    expect(withReaction(empty, 'fire')).toMatchObject({
      counts: { fire: 1 },
      total: 1,
      totalPoints: 3,
      userReaction: 'fire',
    });
  });

  it('moves the user’s reaction instead of adding one', () => {
    const before = { ...empty, counts: { ...empty.counts, heart: 2 }, total: 2, totalPoints: 4 };
    const mine = withReaction(before, 'heart');
    const changed = withReaction(mine, 'clap');
    expect(changed).toMatchObject({
      counts: { heart: 2, clap: 1 },
      total: 3,
      totalPoints: 9,
      userReaction: 'clap',
    });
  });
});

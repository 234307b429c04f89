import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, held, json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import { publicUser } from '#client/test/users.ts';
import type { ReactionSummary } from '#shared/schemas/feedback.ts';
import { ReactionBar } from '../reaction-bar.tsx';

const kavya = publicUser({ id: 'u3', name: 'Kavya Rathore', firstName: 'Kavya' });
const summary = (changes: Partial<ReactionSummary> = {}): ReactionSummary => ({
  entityType: 'project',
  entityId: 4,
  counts: { thumbs_up: 0, heart: 2, fire: 0, star: 0, clap: 0 },
  total: 2,
  totalPoints: 4,
  userReaction: null,
  ...changes,
});
const group = () => screen.getByRole('group', { name: 'Reactions' });
const button = (name: RegExp) => within(group()).getByRole('button', { name });

describe('the reaction bar', () => {
  it('asks a visitor to log in and sends nothing', async () => {
    const server = serverStandIn({ 'GET /api/feedback': () => json(200, summary()) });
    const { user } = await renderWithApp(<ReactionBar entityType="project" entityId={4} />);
    await user.click(await screen.findByRole('button', { name: 'Heart (2)' }));
    expect(await screen.findByText('Please login to react to this item')).toBeVisible();
    expect(server.to('POST /api/feedback')).toHaveLength(0);
  });

  it('shows the reaction at once, before the server answers, then keeps the server’s count', async () => {
    const pending = held(() =>
      json(
        200,
        summary({
          counts: { thumbs_up: 0, heart: 2, fire: 1, star: 0, clap: 0 },
          total: 3,
          totalPoints: 7,
          userReaction: 'fire',
        }),
      ),
    );
    const server = serverStandIn({
      'GET /api/auth/session': () => json(200, { user: kavya }),
      'GET /api/feedback': () => json(200, summary()),
      'POST /api/feedback': () => pending.answer,
    });
    const { user } = await renderWithApp(<ReactionBar entityType="project" entityId={4} />);
    await user.click(await screen.findByRole('button', { name: 'Fire (0)' }));

    // Optimistic: pressed and counted while the request is still out.
    expect(button(/^Fire/)).toHaveAttribute('aria-pressed', 'true');
    expect(button(/^Fire/)).toHaveAccessibleName('Fire (1)');
    expect(server.to('POST /api/feedback')[0]?.body).toEqual({
      entityType: 'project',
      entityId: 4,
      reaction: 'fire',
    });
    pending.release();
    await waitFor(() => expect(server.to('POST /api/feedback')).toHaveLength(1));
    expect(button(/^Fire/)).toHaveAccessibleName('Fire (1)');
    expect(button(/^Heart/)).toHaveAccessibleName('Heart (2)');
  });

  it('moves the user’s reaction, and rolls it back with a message when the server refuses', async () => {
    const pending = held(() => apiError(500, 'An unexpected error occurred.'));
    serverStandIn({
      'GET /api/auth/session': () => json(200, { user: kavya }),
      'GET /api/feedback': () =>
        json(
          200,
          summary({
            counts: { thumbs_up: 0, heart: 2, fire: 0, star: 0, clap: 0 },
            userReaction: 'heart',
          }),
        ),
      'POST /api/feedback': () => pending.answer,
    });
    const { user } = await renderWithApp(<ReactionBar entityType="project" entityId={4} />);
    await user.click(await screen.findByRole('button', { name: 'Clap (0)' }));
    expect(button(/^Clap/)).toHaveAccessibleName('Clap (1)');
    expect(button(/^Clap/)).toHaveAttribute('aria-pressed', 'true');
    expect(button(/^Heart/)).toHaveAccessibleName('Heart (1)');
    expect(button(/^Heart/)).toHaveAttribute('aria-pressed', 'false');

    pending.release();
    expect(await screen.findByText('Failed to add reaction')).toBeVisible();
    expect(button(/^Clap/)).toHaveAccessibleName('Clap (0)');
    expect(button(/^Heart/)).toHaveAccessibleName('Heart (2)');
    expect(button(/^Heart/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when the counts cannot be fetched', async () => {
    serverStandIn({ 'GET /api/feedback': () => apiError(500, 'An unexpected error occurred.') });
    await renderWithApp(<ReactionBar entityType="service" entityId={1} />);
    expect(await screen.findByText('Failed to fetch reactions')).toBeVisible();
  });
});

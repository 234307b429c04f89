import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#client/test/render.tsx';
import FloatingContact from '../floating-contact.tsx';

// The tooltips' code arrives with the first hover or focus, not with the page; these check that the
// visitor still gets them, and that a focused button keeps its focus when they arrive.
describe('floating contact buttons', () => {
  it('show their tooltip after one hover, the one that loads it', async () => {
    const { user } = await renderWithApp(<FloatingContact />);
    await user.hover(screen.getByRole('link', { name: 'Chat on WhatsApp' }));
    // No second hover: the pointer stays where it is.
    expect(await screen.findByRole('tooltip', {}, { timeout: 3_000 })).toHaveTextContent(
      'Chat on WhatsApp',
    );
  });

  it('keep the focus and show the tooltip when tabbed to', async () => {
    const { user } = await renderWithApp(<FloatingContact />);
    await user.tab();
    expect(await screen.findByRole('tooltip', {}, { timeout: 3_000 })).toHaveTextContent(
      'Chat on WhatsApp',
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveFocus(),
    );
  });
});

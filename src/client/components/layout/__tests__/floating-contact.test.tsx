import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import FloatingContact from '../floating-contact.tsx';

// The tooltips' code arrives with the first hover or focus, not with the page; these check that the
// visitor still gets them, and that a focused button keeps its focus when they arrive.
describe('floating contact buttons', () => {
  it('show their tooltip on hover', async () => {
    const { user } = await renderWithApp(<FloatingContact />);
    const whatsapp = () => screen.getByRole('link', { name: 'Chat on WhatsApp' });
    await user.hover(whatsapp());
    // A mouse keeps moving: Radix opens on the first move over the link once it is there.
    await waitFor(
      async () => {
        await user.hover(whatsapp());
        expect(screen.getByRole('tooltip')).toHaveTextContent('Chat on WhatsApp');
      },
      { timeout: 3_000 },
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

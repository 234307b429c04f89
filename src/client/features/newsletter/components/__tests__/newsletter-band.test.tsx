import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, held, json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import { NewsletterBand } from '../newsletter-band.tsx';

const band = () => screen.getByRole('region', { name: /^(Stay Updated|अपडेट रहें)$/ });
const toasts = () => screen.getByRole('region', { name: /Notifications/ });

describe('the newsletter band', () => {
  it('posts, and refuses an address that is not one without sending it', async () => {
    const server = serverStandIn();
    const { user } = await renderWithApp(<NewsletterBand />);
    expect(within(band()).getByRole('form')).toHaveAttribute('method', 'post');
    await user.type(within(band()).getByLabelText('Email address'), 'not-an-address');
    await user.click(within(band()).getByRole('button', { name: 'Subscribe' }));
    expect(await within(band()).findByText('Please enter a valid email address')).toBeVisible();
    expect(within(band()).getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(server.to('POST /api/newsletter')).toHaveLength(0);
  });

  it('sends the address in the interface language, says Subscribing... meanwhile, then thanks', async () => {
    const pending = held(() => json(200, { subscribed: true, message: 'Subscribed' }));
    const server = serverStandIn({ 'POST /api/newsletter': () => pending.answer });
    const { user } = await renderWithApp(<NewsletterBand />, { language: 'hi' });
    await user.type(within(band()).getByRole('textbox'), 'asha@factory.example');
    await user.click(within(band()).getByRole('button', { name: 'सदस्यता लें' }));
    expect(
      await within(band()).findByRole('button', { name: 'सदस्यता ली जा रही है...' }),
    ).toBeDisabled();
    pending.release();
    expect(await within(band()).findByText('सदस्यता लेने के लिए धन्यवाद!')).toBeVisible();
    expect(within(band()).getByRole('textbox')).toHaveValue('');
    expect(server.to('POST /api/newsletter')[0]?.body).toEqual({
      email: 'asha@factory.example',
      language: 'hi',
    });
  });

  it.each([
    ['en', 'Subscribe', 'Subscribed Successfully!', "You've been subscribed to our newsletter!"],
    ['hi', 'सदस्यता लें', 'सदस्यता सफल रही!', 'आपने हमारे न्यूज़लेटर की सदस्यता ले ली है!'],
  ] as const)(
    'counts an answer it cannot read as a subscription (%s)',
    async (language, button, title, description) => {
      serverStandIn({
        'POST /api/newsletter': () =>
          new Response('<p>OK</p>', { headers: { 'content-type': 'text/html' } }),
      });
      const { user } = await renderWithApp(<NewsletterBand />, { language });
      await user.type(within(band()).getByRole('textbox'), 'asha@factory.example');
      await user.click(within(band()).getByRole('button', { name: button }));
      expect(await within(toasts()).findByText(title)).toBeVisible();
      expect(within(toasts()).getByText(description)).toBeVisible();
      expect(within(band()).getByRole('textbox')).toHaveValue('');
    },
  );

  it('shows the server’s refusal and keeps the address', async () => {
    serverStandIn({
      'POST /api/newsletter': () => apiError(429, 'Too many requests. Please try again later.'),
    });
    const { user } = await renderWithApp(<NewsletterBand />);
    await user.type(within(band()).getByLabelText('Email address'), 'asha@factory.example');
    await user.click(within(band()).getByRole('button', { name: 'Subscribe' }));
    expect(await within(toasts()).findByText('Subscription Failed')).toBeVisible();
    expect(within(toasts()).getByText('Too many requests. Please try again later.')).toBeVisible();
    expect(within(band()).getByLabelText('Email address')).toHaveValue('asha@factory.example');
    expect(within(band()).getByRole('status')).toHaveTextContent('');
  });
});

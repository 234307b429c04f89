import { useMutation } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api } from '#client/lib/api.ts';
import { apiError, held, json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import { Form, useAppForm } from '../form.tsx';

const schema = z.object({ note: z.string() });

function NoteForm() {
  const save = useMutation({
    mutationFn: (input: { note: string }) => api('/api/notes', { method: 'POST', body: input }),
  });
  const form = useAppForm({ schema, defaultValues: { note: 'hello' } });
  const onSubmit = form.submitWith(save, {
    success: () => ({ title: 'Note saved' }),
    failure: () => ({ title: 'Note not saved' }),
  });
  return (
    <Form onSubmit={onSubmit} aria-label="Note">
      <button type="submit">Save</button>
    </Form>
  );
}

/** The form, until "Leave" takes it off the screen (a dialog closing, a page changing). */
function LeavableNoteForm() {
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && <NoteForm />}
      <button type="button" onClick={() => setShown(false)}>
        Leave
      </button>
    </>
  );
}

const toasts = () => screen.getByRole('region', { name: /Notifications/ });

describe('a form’s outcome toast', () => {
  it.each([
    ['success', () => json(200, {}), 'Note saved'],
    ['failure', () => apiError(500, 'Something unexpected happened.'), 'Note not saved'],
  ])('is shown on %s even when the form left the screen meanwhile', async (_, answer, title) => {
    const pending = held(answer);
    serverStandIn({ 'POST /api/notes': () => pending.answer });
    const { user } = await renderWithApp(<LeavableNoteForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.queryByRole('form', { name: 'Note' })).toBeNull();
    pending.release();
    expect(await within(toasts()).findByText(title)).toBeVisible();
  });
});

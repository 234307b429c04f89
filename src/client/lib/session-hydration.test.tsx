import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { RequireSession } from '../components/layout/require-session.tsx';
import { publicUser } from '../test/users.ts';
import { sessionQueryKey, useSession } from './auth.ts';
import { createQueryClient } from './query-client.ts';

/** What every reader of the session renders from it: the user's name, or that there is none. */
function SessionReader() {
  const { data: user, isPending } = useSession();
  if (isPending) return <p>Asking</p>;
  return <p>{user ? user.firstName : 'Visitor'}</p>;
}

/**
 * The layout hydrates before the page (a Suspense boundary of its own) and asks for the session;
 * when the answer comes first, the page still hydrates against its prerendered HTML, which was
 * written with the session not yet known, and shows the answer right after.
 */
it.each([
  ['a signed-in user', publicUser({ firstName: 'Meera' }), 'Meera'],
  ['a visitor', null, 'Visitor'],
])(
  'a page hydrates as prerendered when the session of %s is known first',
  async (_, user, shown) => {
    const page = (client: QueryClient) => (
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <SessionReader />
          <RequireSession redirectTo="/auth">
            {(who) => <p>Dashboard of {who.firstName}</p>}
          </RequireSession>
        </QueryClientProvider>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(createQueryClient()));
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, user);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(client), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(container.textContent).toContain(shown);
  },
);

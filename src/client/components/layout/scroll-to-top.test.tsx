import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return { router, scrollTo };
}

it('leaves the page the browser loaded where the visitor scrolled it, with or without an anchor', () => {
  for (const path of ['/', '/projects', '/contact#form']) {
    const { scrollTo } = renderAt(path);
    expect(scrollTo, path).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  }
});

it('starts a page reached by a link at the top, but not one whose link names an anchor', async () => {
  const { router, scrollTo } = renderAt('/');
  await act(() => router.navigate('/projects'));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  await act(() => router.navigate('/contact#form'));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  await act(() => router.navigate('/contact'));
  expect(scrollTo).toHaveBeenCalledTimes(2);
});

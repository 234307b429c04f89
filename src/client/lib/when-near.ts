/**
 * Resolves when the element with `id` comes within about a screen of the viewport or has been
 * scrolled past, or when it is touched or focused first; at once where there is nothing to wait
 * for (prerendering, a browser without IntersectionObserver, or an element not in the page, as
 * after a client navigation).
 *
 * The home page's forms and its sections below the fold load their code this way (decisions 030
 * and 034):
 * their HTML is prerendered, and their code is fetched and hydrated only before a visitor can
 * reach them, not with the first screen.
 */
export function whenNear(id: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') {
    return Promise.resolve();
  }
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const events = ['pointerdown', 'focusin'] as const;
    const done = () => {
      observer.disconnect();
      for (const type of events) element.removeEventListener(type, done, true);
      window.removeEventListener('scroll', onScroll);
      resolve();
    };
    // A jump past the element (End, a link to a later section) never makes it intersect: what is
    // above the viewport counts as near too.
    const onScroll = () => {
      if (element.getBoundingClientRect().top < 2 * window.innerHeight) done();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    for (const type of events) element.addEventListener(type, done, true);
  });
}

/** The elements `app.css` leaves undrawn (`content-visibility: auto`) until they are `drawn`. */
const SKIPPED =
  '.drawn-when-near:not(.drawn), .sections-drawn-when-near > section:not(:first-child, .drawn)';

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run, 50);

/**
 * Draws the sections the page skipped at load, one per idle moment (decision 034): each costs a
 * short task instead of all of them one long one after the first paint, and once drawn their
 * geometry is real (for assistive technology, audits and scrolling).
 */
export function drawSkippedSectionsWhenIdle(): void {
  const next = () => {
    const section = document.querySelector(SKIPPED);
    if (!section) return;
    section.classList.add('drawn');
    whenIdle(next);
  };
  whenIdle(next);
}

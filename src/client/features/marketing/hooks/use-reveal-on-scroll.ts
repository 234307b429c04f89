import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * - `static`: shown as rendered (the prerendered HTML, reduced motion, no IntersectionObserver,
 *   or already on screen when the page hydrated);
 * - `waiting`: below the fold, hidden until it scrolls into view;
 * - `revealed`: scrolled into view once; stays so.
 */
export type RevealPhase = 'static' | 'waiting' | 'revealed';

/**
 * Animates an element in the first time it scrolls into view. It starts visible, so the page
 * reads fine without JavaScript and hydration matches the prerendered HTML; only an element
 * that is still off screen after hydration is hidden, waiting for its entrance.
 */
export function useRevealOnScroll<T extends Element>(
  enabled = true,
): [RefObject<T | null>, RevealPhase] {
  const ref = useRef<T>(null);
  const [phase, setPhase] = useState<RevealPhase>('static');

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;

    setPhase('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setPhase('revealed');
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return [ref, phase];
}

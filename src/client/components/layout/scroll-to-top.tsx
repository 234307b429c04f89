import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A page reached by a link starts at the top, unless the link names an anchor. The page the
 * browser loaded stays where it is: a visitor may have scrolled its prerendered HTML before the
 * code arrived, and a reload keeps the place the browser restored.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname + hash);
  useEffect(() => {
    if (shown.current === pathname + hash) return;
    shown.current = pathname + hash;
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';

/**
 * The one box every table of the site sits in. A table wider than the screen scrolls sideways
 * inside it, and then says so above it (and the box becomes a named, focusable region, so a
 * keyboard can scroll it too): no column is ever hidden without a word.
 */
export function TableScroll({
  label,
  children,
  className,
}: {
  /** What the table is, for the scrolling region's name. */
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('lists');
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div className={className}>
      {scrolls && (
        <p
          data-scroll-hint
          className="icon-end i-arrow-right mb-2 flex items-center gap-1 text-xs font-medium text-slate-700 after:size-3.5"
        >
          {t('table.scrollHint')}
        </p>
      )}
      <div
        ref={box}
        data-table-scroll
        data-scrolls={scrolls}
        className={cn('overflow-x-auto', scrolls && 'rounded-sm focus-visible:outline-2')}
        {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      >
        {children}
      </div>
    </div>
  );
}

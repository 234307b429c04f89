import type { ReactNode } from 'react';
import { cn } from '#client/components/ui/cn.ts';

type SectionProps = {
  id?: string;
  /** The id of the heading that names the section for assistive technology. */
  labelledBy: string;
  tone?: 'white' | 'cream' | 'navy';
  className?: string;
  children: ReactNode;
};

const tones = {
  white: 'bg-white',
  cream: 'bg-cream',
  navy: 'bg-navy-900 text-white',
} as const;

/** A full-width page band with the site's content width and vertical rhythm. */
export function Section({ id, labelledBy, tone = 'white', className, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={tones[tone]}>
      <div className={cn('mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24', className)}>
        {children}
      </div>
    </section>
  );
}

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  align?: 'center' | 'start';
  /** On a navy band the colours flip to stay readable. */
  onDark?: boolean;
};

/** Eyebrow, h2 and subtitle, as every section opens. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  align = 'center',
  onDark = false,
}: SectionHeadingProps) {
  return (
    <div className={cn('mb-10 max-w-3xl lg:mb-14', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && (
        <p
          className={cn(
            'mb-3 text-sm font-semibold tracking-wider uppercase',
            onDark ? 'text-sun-300' : 'text-sun-700',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          'text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          onDark ? 'text-white' : 'text-navy-900',
        )}
      >
        {title}
      </h2>
      {subtitle && (
        <p className={cn('mt-4 text-lg text-pretty', onDark ? 'text-slate-300' : 'text-slate-600')}>
          {subtitle}
        </p>
      )}
    </div>
  );
}

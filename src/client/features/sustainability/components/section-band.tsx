import type { ReactNode } from 'react';

type SectionBandProps = {
  id?: string;
  /** Ids must be unique on the page: the heading's id is `${name}-title`. */
  name: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
  tone?: 'white' | 'cream';
  children: ReactNode;
};

/** A full-width band of the page with its eyebrow, h2 and subtitle. */
export function SectionBand({
  id,
  name,
  eyebrow,
  title,
  subtitle,
  tone = 'white',
  children,
}: SectionBandProps) {
  const headingId = `${name}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tone === 'cream' ? 'bg-cream' : 'bg-white'}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <div className="mx-auto mb-10 max-w-3xl text-center lg:mb-14">
          <p className="mb-3 text-sm font-semibold tracking-wider text-sun-700 uppercase">
            {eyebrow}
          </p>
          <h2
            id={headingId}
            className="text-3xl font-bold tracking-tight text-balance text-navy-900 sm:text-4xl"
          >
            {title}
          </h2>
          {subtitle && <p className="mt-4 text-lg text-pretty text-slate-600">{subtitle}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

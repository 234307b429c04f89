import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '#client/components/ui/button.tsx';
import { paths } from '#shared/paths.ts';

type CtaBandProps = {
  id: string;
  heading: string;
  text: string;
  action: string;
  /** Where the action leads; /contact unless given (e.g. with its subject filled in). */
  to?: string;
  /** A second link beside the main one. */
  secondary?: ReactNode;
};

/** The closing call to action of an inner page, leading to /contact. */
export function CtaBand({
  id,
  heading,
  text,
  action,
  to = paths.contact,
  secondary,
}: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="px-4 pb-16 sm:px-6 lg:pb-24">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 rounded-3xl bg-sun-500 px-6 py-10 sm:px-12 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="text-2xl font-bold text-balance text-navy-900 sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-3 text-navy-900">{text}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link
            to={to}
            className={`${buttonClass('secondary', 'lg')} icon-end i-arrow-right after:size-5`}
          >
            {action}
          </Link>
          {secondary}
        </div>
      </div>
    </section>
  );
}

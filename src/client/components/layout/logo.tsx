import { useTranslation } from 'react-i18next';
import { company } from '../../../shared/company.ts';

/** The brand mark: a rising sun over panel rows. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className} width="40" height="40">
      <rect width="40" height="40" rx="9" fill="#0B2545" />
      <circle cx="20" cy="19" r="7" fill="#FBBF24" />
      <path
        d="M20 6v3M9.4 10.4l2.1 2.1M30.6 10.4l-2.1 2.1M5 19h3M32 19h3"
        stroke="#FBBF24"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d="M6 27h28l-3 7H9z" fill="#1D4A85" />
      <path d="M13 27l-1.5 7M20 27v7M27 27l1.5 7M7.5 30.5h25" stroke="#AEC3E1" strokeWidth="1" />
    </svg>
  );
}

export function Logo({ light = false }: { light?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2.5">
      <BrandMark className="size-10 shrink-0" />
      <span className="leading-tight">
        <span className={`block text-lg font-bold ${light ? 'text-white' : 'text-navy-900'}`}>
          {company.shortName}
        </span>
        <span
          className={`block text-[11px] font-medium tracking-wide uppercase ${light ? 'text-sun-300' : 'text-sun-700'}`}
        >
          {t('brand.tagline')}
        </span>
      </span>
    </span>
  );
}

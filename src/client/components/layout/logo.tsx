import { useTranslation } from 'react-i18next';
import { company } from '#shared/company.ts';

export function Logo({ light = false }: { light?: boolean }) {
  const { t } = useTranslation();
  return (
    // The brand mark (a rising sun over panel rows) is the class's background picture.
    <span className="brand-mark flex items-center gap-2.5">
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

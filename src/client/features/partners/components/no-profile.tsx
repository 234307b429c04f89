import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';

/** Shown to a signed-in user who has not applied to the programme. */
export function NoProfile() {
  const { t } = useTranslation('partners');
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 text-center">
      <p className="text-slate-700">{t('noProfile.text')}</p>
      <Link
        to={paths.partner}
        className="mt-3 inline-block font-semibold text-navy-700 underline underline-offset-4"
      >
        {t('noProfile.apply')}
      </Link>
    </div>
  );
}

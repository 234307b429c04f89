import { useTranslation } from 'react-i18next';

/** Placeholder until its issue lands: the page's title only. */
export default function PartnerPage() {
  const { t } = useTranslation('meta');
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-navy-900">{t('partner.title')}</h1>
    </section>
  );
}

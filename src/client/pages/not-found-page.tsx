import { Home, LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import { Button } from '../components/ui/button.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-7xl font-extrabold text-sun-700 sm:text-8xl" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-navy-900 sm:text-4xl">{t('notFound.heading')}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('notFound.text')}</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={paths.home}>
            <Home aria-hidden="true" className="size-5" />
            {t('notFound.home')}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.contact}>
            <LifeBuoy aria-hidden="true" className="size-5" />
            {t('notFound.contact')}
          </Link>
        </Button>
      </div>
    </section>
  );
}

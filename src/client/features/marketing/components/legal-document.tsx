import { CalendarDays, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useLanguage } from '#client/lib/use-language.ts';
import type { LegalDocument } from '#shared/content/legal.ts';
import { paths } from '#shared/paths.ts';
import { formatLegalDate } from '../legal-date.ts';
import { PageHeader } from './page-header.tsx';

const sectionId = (index: number) => `section-${index + 1}`;

/** A legal page: its title, revision date, contents list and numbered sections. */
export function LegalDocumentView({ title, document }: { title: string; document: LegalDocument }) {
  const { t } = useTranslation('legal');
  const lang = useLanguage();
  return (
    <>
      <PageHeader title={title}>
        <p className="mt-5 inline-flex items-center gap-2 text-slate-300">
          <CalendarDays aria-hidden="true" className="size-4 text-sun-400" />
          {t('lastUpdated', { date: formatLegalDate(document.lastUpdated, lang) })}
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[16rem_1fr] lg:py-20">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2
            id="legal-contents"
            className="text-sm font-semibold tracking-wider text-navy-700 uppercase"
          >
            {t('contents')}
          </h2>
          <ol className="mt-4 space-y-2 border-l border-slate-200 text-sm">
            {document.sections.map((section, index) => (
              <li key={section.heading.en}>
                <a
                  href={`#${sectionId(index)}`}
                  className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-slate-600 hover:border-sun-500 hover:text-navy-900"
                >
                  {section.heading[lang]}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl">
          {document.sections.map((section, index) => (
            <section
              key={section.heading.en}
              id={sectionId(index)}
              aria-labelledby={`${sectionId(index)}-title`}
              className="border-b border-slate-200 py-8 first:pt-0 last:border-0"
            >
              <h2 id={`${sectionId(index)}-title`} className="text-2xl font-bold text-navy-900">
                <span className="mr-2 text-sun-700">{index + 1}.</span>
                {section.heading[lang]}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.en}>{paragraph[lang]}</p>
                ))}
              </div>
            </section>
          ))}
          <aside className="mt-8 flex flex-col gap-4 rounded-2xl bg-cream p-6 ring-1 ring-sun-100 sm:flex-row sm:items-center sm:justify-between">
            <p className="font-semibold text-navy-900">{t('questions')}</p>
            <Link to={paths.contact} className={buttonClass('secondary', 'md')}>
              <Mail aria-hidden="true" className="size-4" />
              {t('contactUs')}
            </Link>
          </aside>
        </div>
      </div>
    </>
  );
}

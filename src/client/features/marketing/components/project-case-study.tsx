import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Illustration } from '#client/components/ui/illustration.tsx';
import { useLanguage } from '#client/lib/use-language.ts';
import {
  clientTypes,
  projectFigures,
  projectProblem,
  projectSolution,
} from '#shared/content/project-details.ts';
import { type Project, projectLocation } from '#shared/content/projects.ts';
import { contactHref, paths } from '#shared/paths.ts';
import { CtaBand } from './cta-band.tsx';
import { PageHeader } from './page-header.tsx';
import { Section } from './section.tsx';

export type ProjectCaseStudyProps = {
  project: Project;
  /** The project's reaction bar, composed in by the page. */
  reactions?: ReactNode;
};

/** A project's own page (decision 022): the figures, the problem and what was built. */
export function ProjectCaseStudy({ project, reactions }: ProjectCaseStudyProps) {
  const { t, i18n } = useTranslation('projects');
  const lang = useLanguage();
  const title = project.title[lang];
  const location = projectLocation(project, lang);
  const figures = projectFigures(project);
  const number = new Intl.NumberFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
    maximumFractionDigits: 1,
  });
  const facts = [
    { key: 'clientType', value: clientTypes[project.kind][lang] },
    { key: 'city', value: location },
    { key: 'capacity', value: t('detail.kw', { value: number.format(figures.capacityKw) }) },
    { key: 'year', value: String(project.year) },
    {
      key: 'generation',
      value: t('detail.kwhPerYear', { value: number.format(figures.annualGenerationKwh) }),
    },
    {
      key: 'savings',
      value: t('detail.rupeesPerMonth', { value: number.format(figures.monthlySavingsRupees) }),
    },
    {
      key: 'co2',
      value: t('detail.tonnesPerYear', { value: number.format(figures.co2TonnesPerYear) }),
    },
  ] as const;

  return (
    <>
      <PageHeader eyebrow={t('detail.eyebrow')} title={title} subtitle={location}>
        <nav aria-label={t('detail.breadcrumb')} className="mt-6 text-sm text-slate-300">
          <Link to={paths.projects} className="underline hover:text-white">
            {t('detail.allProjects')}
          </Link>
        </nav>
      </PageHeader>

      <Section labelledBy="project-facts-title">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <div>
            <h2 id="project-facts-title" className="text-2xl font-bold text-navy-900">
              {t('detail.facts')}
            </h2>
            <dl className="mt-6 grid gap-4 sm:grid-cols-2">
              {facts.map((fact) => (
                <div key={fact.key} className="rounded-xl bg-cream p-4">
                  <dt className="text-sm text-slate-600">{t(`detail.fact.${fact.key}`)}</dt>
                  <dd className="mt-1 text-lg font-bold text-navy-900">{fact.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-sm text-slate-600">{t('detail.estimates')}</p>
          </div>
          <div className="overflow-hidden rounded-2xl bg-navy-50">
            <Illustration
              id={project.image}
              alt={t('card.imageAlt', { title, location })}
              loading="eager"
              className="size-full object-cover"
            />
          </div>
        </div>

        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold text-navy-900">{t('detail.problem')}</h2>
            <p className="mt-4 leading-relaxed text-slate-700">{projectProblem(project, lang)}</p>
          </div>
          <div>
            <h2 className="text-2xl font-bold text-navy-900">{t('detail.solution')}</h2>
            <p className="mt-4 leading-relaxed text-slate-700">{projectSolution(project, lang)}</p>
          </div>
        </div>

        {reactions && (
          <div className="mt-12">
            <h2 className="text-lg font-semibold text-navy-900">{t('detail.reactions')}</h2>
            <div className="mt-3">{reactions}</div>
          </div>
        )}
      </Section>

      <CtaBand
        id="project-cta-title"
        heading={t('detail.ctaHeading')}
        text={t('detail.ctaText', { title })}
        action={t('detail.ctaButton')}
        to={contactHref(t('detail.subject', { title, city: project.city[lang] }))}
        secondary={
          <Link to={paths.projects} className={buttonClass('outline', 'lg')}>
            {t('detail.allProjects')}
          </Link>
        }
      />
    </>
  );
}

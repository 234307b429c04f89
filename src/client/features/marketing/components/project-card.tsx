import { ArrowRight } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type Project,
  projectCapacityLabel,
  projectDescription,
  projectLocation,
} from '../../../../shared/content/projects.ts';
import { contactHref, projectHref } from '../../../../shared/paths.ts';
import { cn } from '../../../components/ui/cn.ts';
import { Illustration } from '../../../components/ui/illustration.tsx';
import { useLanguage } from '../../../lib/use-language.ts';

export type ProjectCardProps = {
  project: Project;
  /** The reaction bar shown with the details, composed in by the page. */
  reactions?: ReactNode;
  /** 'eager' for a card at the top of its page, whose picture is the page's largest paint. */
  imageLoading?: 'eager' | 'lazy';
};

export function ProjectCard({ project, reactions, imageLoading = 'lazy' }: ProjectCardProps) {
  const { t } = useTranslation('projects');
  const lang = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const title = project.title[lang];
  const location = projectLocation(project, lang);

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <div className="relative aspect-[4/3] overflow-hidden bg-navy-50">
        <Illustration
          id={project.image}
          alt={t('card.imageAlt', { title, location })}
          loading={imageLoading}
          className="size-full object-cover"
        />
        <span className="icon i-zap absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-navy-900/90 px-3 py-1 text-xs font-semibold text-white before:size-3.5 before:text-sun-400">
          {projectCapacityLabel(project, lang)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg font-bold text-navy-900">
          <Link to={projectHref(project.id)} className="hover:underline">
            {title}
          </Link>
        </h3>
        <p className="icon i-map-pin mt-2 flex items-center gap-1.5 text-sm text-slate-600 before:text-sun-700">
          <span className="sr-only">{t('card.location')}: </span>
          {location}
        </p>

        {/* In the page only when open (so a closed card fetches no reactions, and the lists'
            HTML and DOM stay light: issue 17). */}
        {expanded && (
          <div id={detailsId} className="mt-4">
            <p className="text-sm leading-relaxed text-slate-700">
              {projectDescription(project, lang)}
            </p>
            {reactions && <div className="mt-4">{reactions}</div>}
            <Link
              to={projectHref(project.id)}
              className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-navy-700 underline hover:text-navy-900"
            >
              <span className="sr-only">{t('card.caseStudyOf', { title })}</span>
              <span aria-hidden="true">{t('card.caseStudy')}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        )}

        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            onClick={() => setExpanded((open) => !open)}
            className={cn(
              'icon-end i-chevron-down inline-flex h-10 items-center gap-1.5 rounded-lg bg-navy-900 px-4 text-sm font-semibold text-white transition-colors after:transition-transform hover:bg-navy-700',
              expanded && 'after:rotate-180',
            )}
          >
            {expanded ? t('card.hideDetails') : t('card.viewDetails')}
          </button>
          <Link
            to={contactHref(t('detail.subject', { title, city: project.city[lang] }))}
            aria-label={t('card.enquire', { title })}
            title={t('card.enquire', { title })}
            className="icon i-mail inline-flex size-10 items-center justify-center rounded-lg border border-navy-200 text-navy-900 transition-colors before:size-5 hover:bg-sun-50"
          />
        </div>
      </div>
    </article>
  );
}

import { ArrowRight } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '#client/components/ui/cn.ts';
import { Illustration } from '#client/components/ui/illustration.tsx';
import { useLanguage } from '#client/lib/use-language.ts';
import {
  type Project,
  projectCapacityLabel,
  projectDescription,
  projectLocation,
} from '#shared/content/projects.ts';
import { contactHref, projectHref } from '#shared/paths.ts';

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
    <article className="project-card">
      <div className="project-card-picture">
        <Illustration
          id={project.image}
          alt={t('card.imageAlt', { title, location })}
          loading={imageLoading}
          className="size-full object-cover"
        />
        <span className="project-card-capacity icon i-zap">
          {projectCapacityLabel(project, lang)}
        </span>
      </div>
      <div className="project-card-body">
        <h3 className="text-lg font-bold text-navy-900">
          <Link to={projectHref(project.id)} className="hover:underline">
            {title}
          </Link>
        </h3>
        <p className="project-card-place icon i-map-pin">
          <span className="sr-only">{t('card.location')}: </span>
          {location}
        </p>

        {/* In the page only when open (so a closed card fetches no reactions, and the lists'
            HTML and DOM stay within the home page's budget, decision 031). */}
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

        <div className="project-card-actions">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            onClick={() => setExpanded((open) => !open)}
            className={cn(
              'project-card-toggle icon-end i-chevron-down',
              expanded && 'after:rotate-180',
            )}
          >
            {expanded ? t('card.hideDetails') : t('card.viewDetails')}
          </button>
          <Link
            to={contactHref(t('detail.subject', { title, city: project.city[lang] }))}
            aria-label={t('card.enquire', { title })}
            title={t('card.enquire', { title })}
            className="project-card-enquire icon i-mail"
          />
        </div>
      </div>
    </article>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import type { Project } from '#shared/content/projects.ts';
import { paths } from '#shared/paths.ts';
import { useRevealOnScroll } from '../hooks/use-reveal-on-scroll.ts';
import { ProjectCard } from './project-card.tsx';

/** Delay between two cards' entrances, in ms. */
const STAGGER_MS = 90;

type ProjectGridProps = {
  projects: readonly Project[];
  /** Cards fade and rise in once, the first time the grid scrolls into view. */
  animate?: boolean;
  /** Adds a View All Projects link to /projects under the grid. */
  showViewAll?: boolean;
  /** Each card's reaction bar, by project id (the page composes the reactions feature in). */
  renderReactions?: (projectId: number) => ReactNode;
  /** The first card's picture loads at once: the grid starts at the top of its page. */
  eagerFirst?: boolean;
};

export function ProjectGrid({
  projects,
  animate = false,
  showViewAll = false,
  renderReactions,
  eagerFirst = false,
}: ProjectGridProps) {
  const { t } = useTranslation('home');
  const [ref, phase] = useRevealOnScroll<HTMLUListElement>(animate);
  const motion = phase !== 'static';
  return (
    <>
      <ul ref={ref} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-reveal={phase}>
        {projects.map((project, index) => (
          <li
            key={project.id}
            className={cn(
              motion && 'transition-[opacity,translate] duration-700 ease-out',
              phase === 'waiting' && 'translate-y-8 opacity-0',
            )}
            style={motion ? { transitionDelay: `${index * STAGGER_MS}ms` } : undefined}
          >
            <ProjectCard
              project={project}
              reactions={renderReactions?.(project.id)}
              imageLoading={eagerFirst && index === 0 ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
      {showViewAll && (
        <div className="mt-12 text-center">
          <Link
            to={paths.projects}
            className={cn(buttonClass('secondary', 'lg'), 'icon-end i-arrow-right after:size-5')}
          >
            {t('projects.viewAll')}
          </Link>
        </div>
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_PROJECTS_SHOWN } from '#shared/catalogue-sizes.ts';
import { projects } from '#shared/content/projects.ts';
import { ProjectGrid } from './project-grid.tsx';
import { Section, SectionHeading } from './section.tsx';

/** The first six projects, animating in when they scroll into view. */
export function HomeProjects({
  renderReactions,
}: {
  renderReactions?: (projectId: number) => ReactNode;
}) {
  const { t } = useTranslation('home');
  return (
    <Section labelledBy="home-projects-title" tone="cream">
      <SectionHeading
        id="home-projects-title"
        eyebrow={t('projects.eyebrow')}
        title={t('projects.heading')}
        subtitle={t('projects.subtitle')}
      />
      <ProjectGrid
        projects={projects.slice(0, HOME_PROJECTS_SHOWN)}
        animate
        showViewAll
        renderReactions={renderReactions}
      />
    </Section>
  );
}

import { useTranslation } from 'react-i18next';
import { findProject, projects } from '../../shared/content/projects.ts';
import { CtaBand } from '../features/marketing/components/cta-band.tsx';
import { PageHeader } from '../features/marketing/components/page-header.tsx';
import { ProjectCard } from '../features/marketing/components/project-card.tsx';
import { ProjectGrid } from '../features/marketing/components/project-grid.tsx';
import { Section, SectionHeading } from '../features/marketing/components/section.tsx';
import { TopRated } from '../features/reactions/components/top-rated.tsx';
import { projectReactions } from './reaction-slots.tsx';

function renderTopProject(id: number) {
  const project = findProject(id);
  return project ? (
    <ProjectCard project={project} reactions={projectReactions(project.id)} imageLoading="eager" />
  ) : null;
}

/** Projects: top-rated projects and every project card. */
export default function ProjectsPage() {
  const { t } = useTranslation('projects');
  return (
    <>
      <PageHeader
        eyebrow={t('page.eyebrow')}
        title={t('page.title')}
        subtitle={t('page.subtitle')}
      />
      <div className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
        <TopRated entityType="project" renderItem={renderTopProject} />
      </div>
      <Section labelledBy="all-projects-title">
        <SectionHeading id="all-projects-title" title={t('page.allProjects')} align="start" />
        <ProjectGrid projects={projects} renderReactions={projectReactions} eagerFirst />
      </Section>
      <CtaBand
        id="projects-cta-title"
        heading={t('page.ctaHeading')}
        text={t('page.ctaText')}
        action={t('page.ctaButton')}
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { findProject, projectLocation, projects } from '#shared/content/projects.ts';
import { projectHref } from '#shared/paths.ts';
import { CtaBand } from '../features/marketing/components/cta-band.tsx';
import { PageHeader } from '../features/marketing/components/page-header.tsx';
import { ProjectGrid } from '../features/marketing/components/project-grid.tsx';
import { RankedLink } from '../features/marketing/components/ranked-link.tsx';
import { Section, SectionHeading } from '../features/marketing/components/section.tsx';
import { TopRated } from '../features/reactions/components/top-rated.tsx';
import { useLanguage } from '../lib/use-language.ts';
import { projectReactions } from './reaction-slots.tsx';

function TopProject({ id, points, rank }: { id: number; points: number; rank: number }) {
  const lang = useLanguage();
  const project = findProject(id);
  return project ? (
    <RankedLink
      rank={rank}
      title={project.title[lang]}
      detail={projectLocation(project, lang)}
      points={points}
      to={projectHref(id)}
    />
  ) : null;
}

const renderTopProject = (id: number, points: number, rank: number) => (
  <TopProject id={id} points={points} rank={rank} />
);

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

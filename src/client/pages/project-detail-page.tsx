import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { findProject } from '#shared/content/projects.ts';
import { ProjectCaseStudy } from '../features/marketing/components/project-case-study.tsx';
import { projectMeta } from '../lib/detail-meta.ts';
import { useLanguage } from '../lib/use-language.ts';
import NotFoundPage from './not-found-page.tsx';
import { projectReactions } from './reaction-slots.tsx';

/** `/projects/{id}`: one project's case study; an id that names no project shows the 404 page. */
export default function ProjectDetailPage() {
  const { id } = useParams();
  const { t } = useTranslation('meta');
  const lang = useLanguage();
  const project = /^[1-9]\d*$/.test(id ?? '') ? findProject(Number(id)) : undefined;
  const title = project ? projectMeta(t, project, lang).title : t('notFound.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (!project) return <NotFoundPage />;
  return <ProjectCaseStudy project={project} reactions={projectReactions(project.id)} />;
}

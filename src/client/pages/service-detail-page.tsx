import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { findProject, type Project } from '#shared/content/projects.ts';
import { findServiceDetail } from '#shared/content/service-details.ts';
import { findService } from '#shared/content/services.ts';
import { ServiceDetail } from '../features/marketing/components/service-detail.tsx';
import { serviceMeta } from '../lib/detail-meta.ts';
import { useLanguage } from '../lib/use-language.ts';
import NotFoundPage from './not-found-page.tsx';
import { projectReactions, serviceReactions } from './reaction-slots.tsx';

/** `/services/{id}`: one service's own page; an id that names no service shows the 404 page. */
export default function ServiceDetailPage() {
  const { id } = useParams();
  const { t } = useTranslation('meta');
  const lang = useLanguage();
  const service = /^[1-9]\d*$/.test(id ?? '') ? findService(Number(id)) : undefined;
  const detail = service && findServiceDetail(service.id);
  const title = service ? serviceMeta(t, service, lang).title : t('notFound.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (!service || !detail) return <NotFoundPage />;
  const related = detail.relatedProjectIds
    .map(findProject)
    .filter((project): project is Project => project !== undefined);
  return (
    <ServiceDetail
      service={service}
      detail={detail}
      relatedProjects={related}
      reactions={serviceReactions(service.id)}
      renderProjectReactions={projectReactions}
    />
  );
}

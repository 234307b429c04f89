import { useTranslation } from 'react-i18next';
import { MilestoneList } from '#client/components/milestone-list.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { indiaToday } from '#shared/project-milestones.ts';
import type { CustomerProject } from '#shared/schemas/projects.ts';

/** The Project Timeline tab once the customer's project exists: its real milestones. */
export function MilestoneTimeline({ project }: { project: CustomerProject }) {
  const { t } = useTranslation(['customer', 'milestones']);
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-navy-900">{t('timeline.title')}</h2>
      <p className="mb-4 text-sm text-slate-600">{t('timeline.description')}</p>
      {project.status === 'cancelled' && (
        <p className="mb-4">
          <Badge tone="red">{t('milestones:cancelled')}</Badge>
        </p>
      )}
      <MilestoneList
        milestones={project.milestones}
        nextKey={project.nextKey}
        today={indiaToday(new Date())}
      />
    </Card>
  );
}

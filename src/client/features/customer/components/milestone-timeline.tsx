import { useTranslation } from 'react-i18next';
import { indiaToday } from '../../../../shared/project-milestones.ts';
import type { CustomerProject } from '../../../../shared/schemas/projects.ts';
import { MilestoneList } from '../../../components/milestone-list.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';

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

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MilestoneList } from '#client/components/milestone-list.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { useFormatDate } from '#client/lib/use-format-date.ts';
import { indiaToday } from '#shared/project-milestones.ts';
import type { ChecklistEntry, LeadDetail } from '#shared/schemas/leads.ts';
import { DocumentChecklist } from './document-checklist.tsx';
import { Section } from './lead-page-parts.tsx';
import { LeadSummary } from './lead-summary.tsx';
import { StageHistory } from './stage-history.tsx';
import { StageProgress } from './stage-progress.tsx';

/**
 * The partner's lead page body: the progress line, the history (no internal notes), and the
 * documents; `renderUpload` gives the upload control for a missing or rejected document.
 */
export function PartnerLeadView({
  detail,
  renderUpload,
}: {
  detail: LeadDetail;
  renderUpload: (entry: ChecklistEntry) => ReactNode;
}) {
  const { t } = useTranslation(['pipeline', 'milestones']);
  const { lead } = detail;
  return (
    <div className="space-y-6">
      <Section title={t('sections.progress')}>
        <StageProgress stage={lead.stage} history={detail.history} />
      </Section>
      {detail.project && (
        <Section title={t('milestones:title')}>
          {detail.project.status === 'cancelled' && (
            <p className="mb-3">
              <Badge tone="red">{t('milestones:cancelled')}</Badge>
            </p>
          )}
          <MilestoneList
            milestones={detail.project.milestones}
            nextKey={detail.project.nextKey}
            today={indiaToday(new Date())}
          />
        </Section>
      )}
      <Section title={t('sections.proposal')}>
        <ProposalStatusLine detail={detail} />
      </Section>
      <Section title={t('sections.documents')}>
        {!lead.isEligible && <p className="text-slate-700">{t('checklist.notEligible')}</p>}
        <DocumentChecklist
          checklist={detail.checklist}
          documents={detail.documents}
          actions={(entry) =>
            lead.isEligible && (entry.status === 'missing' || entry.status === 'rejected')
              ? renderUpload(entry)
              : null
          }
        />
      </Section>
      <Section title={t('sections.history')}>
        <StageHistory history={detail.history} />
      </Section>
      <Section title={t('sections.details')}>
        <LeadSummary detail={detail} showPartner={false} />
      </Section>
    </div>
  );
}

/** The newest sent proposal's status and its date, as the partner sees it: never its prices. */
function ProposalStatusLine({ detail }: { detail: LeadDetail }) {
  const { t } = useTranslation('pipeline');
  const formatDate = useFormatDate();
  const p = detail.proposal;
  if (!p) return <p className="text-slate-700">{t('proposalStatus.none')}</p>;
  return (
    <p className="text-slate-800">
      {t('proposalStatus.line', {
        version: p.version,
        status: t(`proposalStatus.status.${p.status}`),
        date: formatDate(p.date),
      })}
    </p>
  );
}

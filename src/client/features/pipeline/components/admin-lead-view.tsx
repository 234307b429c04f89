import { useTranslation } from 'react-i18next';
import { useFormatDate } from '#client/lib/use-format-date.ts';
import type { LeadDetail } from '#shared/schemas/leads.ts';
import { DocumentChecklist } from './document-checklist.tsx';
import { LeadNotes } from './lead-notes.tsx';
import { Section } from './lead-page-parts.tsx';
import { LeadSummary } from './lead-summary.tsx';
import { ReviewControls } from './review-controls.tsx';
import { StageControls } from './stage-controls.tsx';
import { StageHistory } from './stage-history.tsx';
import { StageProgress } from './stage-progress.tsx';

/** The admin's lead page body: fields, stage and moves, history, documents, notes, duplicates. */
export function AdminLeadView({ detail }: { detail: LeadDetail }) {
  const { t } = useTranslation('pipeline');
  const formatDate = useFormatDate();
  const { lead } = detail;
  const attempts = detail.duplicateAttempts ?? [];
  return (
    <div className="space-y-6">
      <Section title={t('sections.stage')}>
        <StageProgress stage={lead.stage} history={detail.history} />
        <StageControls key={lead.stage} leadId={lead.id} stage={lead.stage} />
      </Section>
      <Section title={t('sections.details')}>
        <LeadSummary detail={detail} showPartner />
      </Section>
      <Section title={t('sections.documents')}>
        <DocumentChecklist
          checklist={detail.checklist}
          documents={detail.documents}
          actions={(_, document) => document && <ReviewControls document={document} />}
        />
      </Section>
      <Section title={t('sections.history')}>
        <StageHistory history={detail.history} />
      </Section>
      <Section title={t('sections.notes')}>
        <LeadNotes leadId={lead.id} notes={detail.notes ?? []} />
      </Section>
      <Section title={t('sections.duplicates')}>
        {attempts.length === 0 ? (
          <p className="text-slate-700">{t('duplicates.empty')}</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {attempts.map((attempt) => (
              <li key={attempt.id} className="rounded-lg border border-slate-200 bg-white p-3">
                {t('duplicates.entry', {
                  date: formatDate(attempt.createdAt),
                  who: attempt.partnerName ?? t('duplicates.admin'),
                  fields: attempt.matchedOn
                    .map((field) => t(`duplicates.fields.${field}`))
                    .join(', '),
                })}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

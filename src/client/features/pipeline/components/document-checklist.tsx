import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import type { DocumentStatus } from '#shared/lead-pipeline.ts';
import { PROPOSAL_REQUIRED_DOCUMENTS } from '#shared/lead-pipeline.ts';
import type { LeadDocument } from '#shared/schemas/documents.ts';
import { documentsApi } from '#shared/schemas/documents.ts';
import type { ChecklistEntry } from '#shared/schemas/leads.ts';

const TONES = { missing: 'slate', uploaded: 'yellow', accepted: 'green', rejected: 'red' } as const;

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('pipeline');
  return <Badge tone={TONES[status]}>{t(`documentStatus.${status}`)}</Badge>;
}

/**
 * The seven document types with their status; each stored file can be viewed in the browser.
 * `actions` adds the viewer's own controls to an entry (review for admins, replace for the
 * partner).
 */
export function DocumentChecklist({
  checklist,
  documents,
  actions,
}: {
  checklist: ChecklistEntry[];
  documents: LeadDocument[];
  actions?: (entry: ChecklistEntry, document: LeadDocument | undefined) => ReactNode;
}) {
  const { t } = useTranslation('pipeline');
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {checklist.map((entry) => {
        const document = documents.find((d) => d.id === entry.documentId);
        const required = (PROPOSAL_REQUIRED_DOCUMENTS as readonly string[]).includes(entry.type);
        return (
          <li
            key={entry.type}
            data-document-type={entry.type}
            className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="min-w-0 space-y-1">
              <p className="font-medium text-navy-900">
                {t(`documentTypes.${entry.type}`)}
                {required && (
                  <span className="ms-2 text-xs font-normal text-slate-700">
                    {t('checklist.neededForProposal')}
                  </span>
                )}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <DocumentStatusBadge status={entry.status} />
                {document && (
                  <span className="text-sm break-all text-slate-700">{document.fileName}</span>
                )}
              </div>
              {entry.rejectionReason && (
                <p className="text-sm text-red-800">
                  {t('checklist.rejectedBecause', { reason: entry.rejectionReason })}
                </p>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {document && (
                <a
                  href={documentsApi.file(document.id, 'inline')}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass('outline', 'sm')}
                  aria-label={t('checklist.viewLabel', { name: document.fileName })}
                >
                  <Eye aria-hidden="true" className="size-4" />
                  {t('checklist.view')}
                </a>
              )}
              {actions?.(entry, document)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

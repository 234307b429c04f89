import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { DocumentType } from '#shared/document-uploads.ts';
import { paths } from '#shared/paths.ts';
import { RequireRole } from '../components/layout/require-role.tsx';
import { Button } from '../components/ui/button.tsx';
import { UploadDocumentDialog } from '../features/partners/components/upload-document-dialog.tsx';
import { LeadPageFrame } from '../features/pipeline/components/lead-page-parts.tsx';
import { PartnerLeadView } from '../features/pipeline/components/partner-lead-view.tsx';

/** /partner-dashboard/leads/:id: the partner's own lead, its progress and its documents. */
export default function PartnerLeadPage() {
  const { t } = useTranslation('pipeline');
  const leadId = Number(useParams().id);
  const [uploadType, setUploadType] = useState<DocumentType | null>(null);
  return (
    <RequireRole audience="partner" redirectTo={paths.partner}>
      {() => (
        <div className="bg-cream">
          <LeadPageFrame leadId={leadId} backTo={`${paths.partnerDashboard}?tab=leads`}>
            {(detail) => (
              <>
                <PartnerLeadView
                  detail={detail}
                  renderUpload={(entry) => (
                    <Button
                      size="sm"
                      variant={entry.status === 'rejected' ? 'primary' : 'outline'}
                      onClick={() => setUploadType(entry.type)}
                      aria-label={t(
                        entry.status === 'rejected' ? 'upload.replaceLabel' : 'upload.uploadLabel',
                        { type: t(`documentTypes.${entry.type}`) },
                      )}
                    >
                      <Upload aria-hidden="true" className="size-4" />
                      {t(entry.status === 'rejected' ? 'upload.replace' : 'upload.upload')}
                    </Button>
                  )}
                />
                <UploadDocumentDialog
                  lead={uploadType ? detail.lead : null}
                  type={uploadType ?? undefined}
                  onClose={() => setUploadType(null)}
                />
              </>
            )}
          </LeadPageFrame>
        </div>
      )}
    </RequireRole>
  );
}

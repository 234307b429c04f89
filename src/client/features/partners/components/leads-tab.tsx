import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Pager } from '#client/components/ui/pager.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useTranslateMessage } from '#client/i18n/i18n.ts';
import type { Lead } from '#shared/schemas/leads.ts';
import type { Partner } from '#shared/schemas/partners.ts';
import { useLeads } from '../api/leads.ts';
import { AwaitingApproval } from './awaiting-approval.tsx';
import { CreateLeadDialog } from './create-lead-dialog.tsx';
import { LeadTable } from './lead-table.tsx';
import { NoProfile } from './no-profile.tsx';
import { UploadDocumentDialog } from './upload-document-dialog.tsx';

/**
 * The Leads tab: the list, "Add Lead" for approved partners only, and the upload dialog.
 * Admins see every lead; the server decides all of this again on its own.
 */
export function LeadsTab({ isAdmin, profile }: { isAdmin: boolean; profile: Partner | null }) {
  const { t } = useTranslation(['partners', 'common']);
  const message = useTranslateMessage();
  const [page, setPage] = useState(1);
  const leads = useLeads({ page });
  const [uploadFor, setUploadFor] = useState<Lead | null>(null);
  const canAddLeads = profile?.status === 'approved';

  return (
    <section aria-labelledby="leads-heading" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="leads-heading" className="text-xl font-semibold text-navy-900">
          {isAdmin ? t('leads.allTitle') : t('leads.title')}
        </h2>
        {canAddLeads && <CreateLeadDialog />}
      </div>
      {!isAdmin && profile?.status === 'pending' && <AwaitingApproval />}
      {!isAdmin && profile === null ? (
        <NoProfile />
      ) : leads.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : leads.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          <p>
            {t('leads.loadFailed')} {message(leads.error)}
          </p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => leads.refetch()}>
            {t('leads.retry')}
          </Button>
        </div>
      ) : leads.data.leads.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
          {t('leads.empty')}
        </p>
      ) : (
        <>
          <LeadTable leads={leads.data.leads} onUpload={setUploadFor} />
          <Pager
            info={leads.data}
            shown={leads.data.leads.length}
            label={t('leads.paging')}
            busy={leads.isFetching}
            onPage={setPage}
          />
        </>
      )}
      <UploadDocumentDialog lead={uploadFor} onClose={() => setUploadFor(null)} />
    </section>
  );
}

import { useParams } from 'react-router';
import { paths } from '#shared/paths.ts';
import { can } from '#shared/permissions.ts';
import { RequireRole } from '../components/layout/require-role.tsx';
import { AdminLeadView } from '../features/pipeline/components/admin-lead-view.tsx';
import { LeadPageFrame } from '../features/pipeline/components/lead-page-parts.tsx';
import { LeadProposals } from '../features/proposals/components/lead-proposals.tsx';

/** /admin-dashboard/leads/:id: one lead for admins, to run it through the pipeline. */
export default function AdminLeadPage() {
  const leadId = Number(useParams().id);
  return (
    <RequireRole audience="admin" permission="read:lead">
      {(user) => (
        <LeadPageFrame leadId={leadId} backTo={paths.adminDashboard}>
          {(detail) => (
            <div className="space-y-6">
              <AdminLeadView detail={detail} />
              {can(user.role, 'read:proposal') && <LeadProposals lead={detail.lead} />}
            </div>
          )}
        </LeadPageFrame>
      )}
    </RequireRole>
  );
}

import { useParams } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { RequireRole } from '../components/layout/require-role.tsx';
import { AdminLeadView } from '../features/pipeline/components/admin-lead-view.tsx';
import { LeadPageFrame } from '../features/pipeline/components/lead-page-parts.tsx';

/** /admin-dashboard/leads/:id: one lead for admins, to run it through the pipeline. */
export default function AdminLeadPage() {
  const leadId = Number(useParams().id);
  return (
    <RequireRole audience="admin" permission="read:lead">
      {() => (
        <LeadPageFrame leadId={leadId} backTo={paths.adminDashboard}>
          {(detail) => <AdminLeadView detail={detail} />}
        </LeadPageFrame>
      )}
    </RequireRole>
  );
}

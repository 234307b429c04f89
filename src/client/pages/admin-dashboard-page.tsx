import { LogoutButton } from '../components/layout/logout-button.tsx';
import { RequireRole } from '../components/layout/require-role.tsx';
import { AdminDashboard } from '../features/admin/components/admin-dashboard.tsx';
import { CreateLeadDialog } from '../features/partners/components/create-lead-dialog.tsx';

/** /admin-dashboard: admins only; anyone else is told where they belong and goes there. */
export default function AdminDashboardPage() {
  return (
    <RequireRole audience="admin">
      {() => (
        <AdminDashboard
          logoutButton={<LogoutButton />}
          addLeadButton={<CreateLeadDialog asAdmin />}
        />
      )}
    </RequireRole>
  );
}

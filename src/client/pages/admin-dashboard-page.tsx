import { useTranslation } from 'react-i18next';
import { LogoutButton } from '../components/layout/logout-button.tsx';
import { RequireRole } from '../components/layout/require-role.tsx';
import { AdminDashboard } from '../features/admin/components/admin-dashboard.tsx';
import { CreateLeadDialog } from '../features/partners/components/create-lead-dialog.tsx';

/** /admin-dashboard: admins only; anyone else sees Access Denied and goes to /dashboard. */
export default function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  return (
    <RequireRole roles={['admin']} deniedText={t('accessDenied')}>
      {() => (
        <AdminDashboard
          logoutButton={<LogoutButton />}
          addLeadButton={<CreateLeadDialog asAdmin />}
        />
      )}
    </RequireRole>
  );
}

import { Navigate } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { LogoutButton } from '../components/layout/logout-button.tsx';
import { RequireSession } from '../components/layout/require-session.tsx';
import { CustomerDashboard } from '../features/customer/components/customer-dashboard.tsx';
import { dashboardPathFor } from '../lib/auth.ts';

/** /customer-dashboard: visitors go to log in; admins and partners go to /dashboard. */
export default function CustomerDashboardPage() {
  return (
    <RequireSession>
      {(user) =>
        dashboardPathFor(user) === paths.customerDashboard ? (
          <CustomerDashboard user={user} logoutButton={<LogoutButton />} />
        ) : (
          <Navigate to={paths.dashboard} replace />
        )
      }
    </RequireSession>
  );
}

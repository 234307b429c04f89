import { LogoutButton } from '../components/layout/logout-button.tsx';
import { RequireRole } from '../components/layout/require-role.tsx';
import { CustomerDashboard } from '../features/customer/components/customer-dashboard.tsx';
import { CustomerBillsTab } from '../features/finance/components/customer-bills.tsx';

/** /customer-dashboard: visitors go to log in; partners are told where they belong. */
export default function CustomerDashboardPage() {
  return (
    <RequireRole audience="customer">
      {(user) => (
        <CustomerDashboard
          user={user}
          logoutButton={<LogoutButton />}
          billsTab={<CustomerBillsTab />}
        />
      )}
    </RequireRole>
  );
}

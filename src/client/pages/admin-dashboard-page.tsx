import { useSearchParams } from 'react-router';
import { can } from '#shared/permissions.ts';
import { LogoutButton } from '../components/layout/logout-button.tsx';
import { AccessDenied, RequireRole } from '../components/layout/require-role.tsx';
import {
  ADMIN_TABS,
  AdminDashboard,
  TAB_PERMISSIONS,
} from '../features/admin/components/admin-dashboard.tsx';
import { FinanceBillsTab } from '../features/finance/components/finance-bills.tsx';
import {
  FinancePayoutsTab,
  FinanceSettingsTab,
} from '../features/finance/components/finance-payouts.tsx';
import { ProjectBoard } from '../features/installations/components/project-board.tsx';
import { CreateLeadDialog } from '../features/partners/components/create-lead-dialog.tsx';

const FINANCE_TABS = {
  bills: <FinanceBillsTab />,
  payouts: <FinancePayoutsTab />,
  finance: <FinanceSettingsTab />,
};

/**
 * /admin-dashboard: the staff workspace. Each member sees the tabs their role's permissions
 * allow (`?tab=` opens one); a tab they may not see shows Access Denied; anyone else is told
 * where they belong and goes there.
 */
export default function AdminDashboardPage() {
  const [params, setParams] = useSearchParams();
  const asked = ADMIN_TABS.find((tab) => tab === params.get('tab'));
  return (
    <RequireRole audience="admin">
      {(user) =>
        asked && !can(user.role, TAB_PERMISSIONS[asked]) ? (
          <AccessDenied user={user} audience="admin" permission={TAB_PERMISSIONS[asked]} />
        ) : (
          <AdminDashboard
            role={user.role}
            tab={asked}
            onTabChange={(tab) => setParams({ tab }, { replace: true })}
            logoutButton={<LogoutButton />}
            addLeadButton={can(user.role, 'write:lead') ? <CreateLeadDialog asAdmin /> : undefined}
            financeTabs={FINANCE_TABS}
            projectBoard={<ProjectBoard />}
          />
        )
      }
    </RequireRole>
  );
}

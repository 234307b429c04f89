import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { can, type Permission } from '#shared/permissions.ts';
import type { Role } from '#shared/schemas/user.ts';
import { JobsTable } from './jobs-table.tsx';
import { AdminOverview } from './overview.tsx';
import { PlantsTable } from './plants-table.tsx';
import { RewardsTable } from './rewards-table.tsx';
import { AdminSummaryCards } from './summary-cards.tsx';
import { ContactsTable, DocumentsTable, LeadsTable, PartnersTable } from './tables.tsx';
import { TicketsBoard } from './tickets-board.tsx';
import { AuditTable, UsersTable } from './users-tables.tsx';

export const ADMIN_TABS = [
  'overview',
  'partners',
  'leads',
  'documents',
  'contacts',
  'projects',
  'plants',
  'tickets',
  'rewards',
  'users',
  'audit',
  'jobs',
  'bills',
  'payouts',
  'finance',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** What a member's role must hold to see each tab (src/shared/permissions.ts). */
export const TAB_PERMISSIONS: Record<AdminTab, Permission> = {
  overview: 'read:lead',
  partners: 'read:partner_application',
  leads: 'read:lead',
  documents: 'read:proposal',
  contacts: 'read:contact',
  projects: 'read:project',
  plants: 'read:plant',
  tickets: 'read:ticket',
  rewards: 'read:reward',
  users: 'read:user',
  audit: 'read:audit',
  jobs: 'read:job',
  bills: 'read:bill',
  payouts: 'read:payout',
  finance: 'read:finance_setting',
};

/** The finance feature's tabs, passed in by the page (features do not import each other). */
export type FinanceTabs = Partial<Record<'bills' | 'payouts' | 'finance', ReactNode>>;

/** The staff workspace: greeting, the summary cards and the tabs the member's role may see. */
export function AdminDashboard({
  role,
  tab,
  onTabChange,
  logoutButton,
  addLeadButton,
  financeTabs = {},
  projectBoard,
}: {
  role: Role;
  /** The tab to show, else the first one the role may see. */
  tab?: AdminTab | undefined;
  onTabChange?: (tab: AdminTab) => void;
  logoutButton: ReactNode;
  /** "Add lead" (the partners feature's lead form, for a partner or the company). */
  addLeadButton?: ReactNode;
  financeTabs?: FinanceTabs;
  /** The operations board (the installations feature's). */
  projectBoard?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const tabs = ADMIN_TABS.filter((name) => can(role, TAB_PERMISSIONS[name]));
  const shown = tab && tabs.includes(tab) ? tab : tabs[0];
  return (
    <section className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:py-14">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{t('welcome')}</h1>
          <p className="mt-1 text-slate-600">{t('subtitle')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {addLeadButton}
          {logoutButton}
        </div>
      </header>
      <AdminSummaryCards role={role} />
      <Tabs value={shown} onValueChange={(value) => onTabChange?.(value as AdminTab)}>
        <TabsList aria-label={t('tabs.label')}>
          {tabs.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(`tabs.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.includes('overview') && (
          <TabsContent value="overview">
            <AdminOverview />
          </TabsContent>
        )}
        {tabs.includes('partners') && (
          <TabsContent value="partners">
            <PartnersTable />
          </TabsContent>
        )}
        {tabs.includes('leads') && (
          <TabsContent value="leads">
            <LeadsTable />
          </TabsContent>
        )}
        {tabs.includes('documents') && (
          <TabsContent value="documents">
            <DocumentsTable />
          </TabsContent>
        )}
        {tabs.includes('contacts') && (
          <TabsContent value="contacts">
            <ContactsTable />
          </TabsContent>
        )}
        {tabs.includes('projects') && <TabsContent value="projects">{projectBoard}</TabsContent>}
        {tabs.includes('plants') && (
          <TabsContent value="plants">
            <PlantsTable />
          </TabsContent>
        )}
        {tabs.includes('tickets') && (
          <TabsContent value="tickets">
            <TicketsBoard />
          </TabsContent>
        )}
        {tabs.includes('rewards') && (
          <TabsContent value="rewards">
            <RewardsTable />
          </TabsContent>
        )}
        {tabs.includes('users') && (
          <TabsContent value="users">
            <UsersTable />
          </TabsContent>
        )}
        {tabs.includes('audit') && (
          <TabsContent value="audit">
            <AuditTable />
          </TabsContent>
        )}
        {tabs.includes('jobs') && (
          <TabsContent value="jobs">
            <JobsTable />
          </TabsContent>
        )}
        {(['bills', 'payouts', 'finance'] as const).map(
          (name) =>
            tabs.includes(name) && (
              <TabsContent key={name} value={name}>
                {financeTabs[name]}
              </TabsContent>
            ),
        )}
      </Tabs>
    </section>
  );
}

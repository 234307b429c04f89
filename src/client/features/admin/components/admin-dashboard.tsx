import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { JobsTable } from './jobs-table.tsx';
import { AdminOverview } from './overview.tsx';
import { PlantsTable } from './plants-table.tsx';
import { RewardsTable } from './rewards-table.tsx';
import { AdminSummaryCards } from './summary-cards.tsx';
import { ContactsTable, DocumentsTable, LeadsTable, PartnersTable } from './tables.tsx';
import { AuditTable, UsersTable } from './users-tables.tsx';

const TABS = [
  'overview',
  'partners',
  'leads',
  'documents',
  'contacts',
  'plants',
  'rewards',
  'users',
  'audit',
  'jobs',
] as const;

/** The admin dashboard: greeting, the four cards and the tabs with the lists. */
export function AdminDashboard({
  logoutButton,
  addLeadButton,
}: {
  logoutButton: ReactNode;
  /** "Add lead" (the partners feature's lead form, for a partner or the company). */
  addLeadButton?: ReactNode;
}) {
  const { t } = useTranslation('admin');
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
      <AdminSummaryCards />
      <Tabs defaultValue="overview">
        <TabsList aria-label={t('tabs.label')}>
          {TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <AdminOverview />
        </TabsContent>
        <TabsContent value="partners">
          <PartnersTable />
        </TabsContent>
        <TabsContent value="leads">
          <LeadsTable />
        </TabsContent>
        <TabsContent value="documents">
          <DocumentsTable />
        </TabsContent>
        <TabsContent value="contacts">
          <ContactsTable />
        </TabsContent>
        <TabsContent value="plants">
          <PlantsTable />
        </TabsContent>
        <TabsContent value="rewards">
          <RewardsTable />
        </TabsContent>
        <TabsContent value="users">
          <UsersTable />
        </TabsContent>
        <TabsContent value="audit">
          <AuditTable />
        </TabsContent>
        <TabsContent value="jobs">
          <JobsTable />
        </TabsContent>
      </Tabs>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '#shared/paths.ts';
import type { PublicUser } from '#shared/schemas/user.ts';
import { LogoutButton } from '../components/layout/logout-button.tsx';
import { RequireRole } from '../components/layout/require-role.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { PartnersTable } from '../features/admin/components/tables.tsx';
import {
  PartnerStatementsTab,
  PayoutProfileForm,
} from '../features/finance/components/partner-payouts.tsx';
import { usePartnerProfile } from '../features/partners/api/partner-profile.ts';
import { EarningsTab } from '../features/partners/components/earnings-tab.tsx';
import { LeadsTab } from '../features/partners/components/leads-tab.tsx';
import { OverviewTab } from '../features/partners/components/overview-tab.tsx';
import { ProfileTab } from '../features/partners/components/profile-tab.tsx';
import { useTranslateMessage } from '../i18n/i18n.ts';

const TABS = [
  'overview',
  'leads',
  'earnings',
  'statements',
  'payouts',
  'partners',
  'profile',
] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** /partner-dashboard: visitors go to the Partner Portal to log in. */
export default function PartnerDashboardPage() {
  return (
    <RequireRole audience="partner" redirectTo={paths.partner}>
      {(user) => <PartnerDashboard user={user} />}
    </RequireRole>
  );
}

function PartnerDashboard({ user }: { user: PublicUser }) {
  const { t } = useTranslation(['partners', 'common']);
  const message = useTranslateMessage();
  const profile = usePartnerProfile();
  const isAdmin = user.role === 'admin';
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab =
    isTab(requested) && (requested !== 'partners' || isAdmin) ? requested : 'overview';
  const tabs = TABS.filter((name) => name !== 'partners' || isAdmin);

  return (
    <div className="bg-cream">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold text-navy-900">{t('dashboard.heading')}</h1>
            <p className="mt-1 text-slate-700">{t('dashboard.welcome', { name: user.name })}</p>
          </div>
          <LogoutButton redirectTo={paths.partner} immediate />
        </div>
        {profile.isPending ? (
          <PageSpinner label={t('common:loading')} />
        ) : profile.isError ? (
          <p
            role="alert"
            className="mt-8 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800"
          >
            {message(profile.error)}
          </p>
        ) : (
          <Tabs
            value={tab}
            onValueChange={(value) => setParams({ tab: value }, { replace: true })}
            className="mt-8"
          >
            <TabsList aria-label={t('dashboard.tabsLabel')}>
              {tabs.map((name) => (
                <TabsTrigger key={name} value={name}>
                  {t(`dashboard.tabs.${name}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="overview">
              <OverviewTab profile={profile.data} />
            </TabsContent>
            <TabsContent value="leads">
              <LeadsTab isAdmin={isAdmin} profile={profile.data} />
            </TabsContent>
            <TabsContent value="earnings">
              <EarningsTab />
            </TabsContent>
            <TabsContent value="statements">
              <PartnerStatementsTab />
            </TabsContent>
            <TabsContent value="payouts">
              <PayoutProfileForm />
            </TabsContent>
            {isAdmin && (
              <TabsContent value="partners">
                {/* The admin feature's partner table: the same list and Approve as the admin dashboard. */}
                <PartnersTable />
              </TabsContent>
            )}
            <TabsContent value="profile">
              <ProfileTab profile={profile.data} />
            </TabsContent>
          </Tabs>
        )}
      </div>
    </div>
  );
}

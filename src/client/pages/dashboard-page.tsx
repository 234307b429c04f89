import {
  Activity,
  Bell,
  CircleCheck,
  LoaderCircle,
  MonitorSmartphone,
  Settings,
} from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '#shared/paths.ts';
import type { PublicUser } from '#shared/schemas/user.ts';
import { DASHBOARD_REDIRECT_DELAY_MS } from '#shared/ui-timings.ts';
import { LanguageSwitch } from '../components/layout/language-switch.tsx';
import { RequireSession } from '../components/layout/require-session.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { dashboardPathFor } from '../lib/auth.ts';

/**
 * Where /dashboard sends a user after the spec's 1.5 s, or null for an account with the plain
 * `user` role (neither customer, partner nor admin): it stays on the generic dashboard.
 */
function redirectTarget(user: PublicUser): string | null {
  if (user.role === 'user' && user.userType !== 'partner') return null;
  return dashboardPathFor(user);
}

/** Sends the user on to their role's dashboard after the spec's 1.5 s. */
function useRedirect(target: string | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(
      () => navigate(target, { replace: true }),
      DASHBOARD_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate, target]);
}

/**
 * The generic dashboard (SPEC "Generic dashboard"): tabs Activity, Notifications and Settings,
 * 1 active session, status Active; shown while the redirect waits, and for good to plain users.
 */
function GenericDashboard({ user }: { user: PublicUser }) {
  const { t } = useTranslation('auth');
  const target = redirectTarget(user);
  useRedirect(target);
  const cards = [
    { key: 'sessions', icon: MonitorSmartphone, label: t('generic.sessions'), value: '1' },
    { key: 'status', icon: CircleCheck, label: t('generic.status'), value: t('generic.active') },
  ];
  return (
    <div className="bg-cream">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
        {target && (
          <div className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-navy-100 bg-white p-4 text-navy-900">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-navy-700" />
            <p role="status" className="font-medium">
              {t('dashboard.redirecting')}
            </p>
            <Link to={target} replace className="font-semibold text-navy-700 underline">
              {t('generic.goNow')}
            </Link>
          </div>
        )}
        <h1 className="text-3xl font-bold text-navy-900">{t('generic.heading')}</h1>
        <p className="mt-1 text-slate-700">{t('generic.welcome', { name: user.name })}</p>

        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          {cards.map(({ key, icon: Icon, label, value }) => (
            <div
              key={key}
              data-testid={`generic-${key}`}
              className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm"
            >
              <Icon aria-hidden="true" className="size-8 text-sun-700" />
              <div>
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="text-2xl font-bold text-navy-900">{value}</dd>
              </div>
            </div>
          ))}
        </dl>

        <Tabs defaultValue="activity" className="mt-8">
          <TabsList aria-label={t('generic.tabsLabel')}>
            <TabsTrigger value="activity">
              <Activity aria-hidden="true" className="mr-1.5 inline size-4" />
              {t('generic.tabs.activity')}
            </TabsTrigger>
            <TabsTrigger value="notifications">
              <Bell aria-hidden="true" className="mr-1.5 inline size-4" />
              {t('generic.tabs.notifications')}
            </TabsTrigger>
            <TabsTrigger value="settings">
              <Settings aria-hidden="true" className="mr-1.5 inline size-4" />
              {t('generic.tabs.settings')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="activity" className="mt-4 rounded-2xl bg-white p-6 shadow-sm">
            <h2 className="text-lg font-semibold text-navy-900">{t('generic.activity.heading')}</h2>
            <ul className="mt-3 space-y-2 text-slate-700">
              <li>{t('generic.activity.signedIn')}</li>
              <li>
                <Link to={paths.sustainability} className="text-navy-700 underline">
                  {t('generic.activity.calculator')}
                </Link>
              </li>
            </ul>
          </TabsContent>
          <TabsContent value="notifications" className="mt-4 rounded-2xl bg-white p-6 shadow-sm">
            <h2 className="text-lg font-semibold text-navy-900">
              {t('generic.notifications.heading')}
            </h2>
            <p className="mt-3 text-slate-700">{t('generic.notifications.empty')}</p>
          </TabsContent>
          <TabsContent value="settings" className="mt-4 rounded-2xl bg-white p-6 shadow-sm">
            <h2 className="text-lg font-semibold text-navy-900">{t('generic.settings.heading')}</h2>
            <dl className="mt-3 grid gap-3 text-slate-700 sm:grid-cols-[auto_1fr] sm:gap-x-6">
              <dt className="font-medium">{t('generic.settings.name')}</dt>
              <dd>{user.name}</dd>
              <dt className="font-medium">{t('generic.settings.email')}</dt>
              <dd className="break-all">{user.email}</dd>
              <dt className="font-medium">{t('generic.settings.language')}</dt>
              <dd>
                <LanguageSwitch />
              </dd>
            </dl>
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}

/** /dashboard: visitors go to log in; everyone else sees the generic dashboard, then their own. */
export default function DashboardPage() {
  return <RequireSession>{(user) => <GenericDashboard user={user} />}</RequireSession>;
}

import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { type AuthTab, paths } from '#shared/paths.ts';
import { Card } from '../components/ui/card.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { AdminLoginForm } from '../features/auth/components/admin-login-form.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { SignUpForm } from '../features/auth/components/signup-form.tsx';
import { MfaVerifyForm } from '../features/mfa/components/mfa-verify-form.tsx';
import { useMfaStep, useSession } from '../lib/auth.ts';

const TABS: readonly AuthTab[] = ['login', 'signup', 'admin'];
const toTab = (value: string | null): AuthTab => TABS.find((tab) => tab === value) ?? 'login';

/** /auth: Login, Sign Up and Admin tabs chosen by ?type=; signed-in users go to /dashboard. */
export default function AuthPage() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const { data: user, isPending } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = toTab(params.get('type'));
  const mfaStep = useMfaStep();

  if (isPending) return <PageSpinner label={tCommon('loading')} />;
  if (user) return <Navigate to={paths.dashboard} replace />;

  return (
    <section className="bg-linear-to-b from-navy-50 to-white px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-xl">
        <div className="text-center">
          <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">{t('heading')}</h1>
          <p className="mt-3 text-slate-600">{t('intro')}</p>
        </div>
        <Card className="mt-8 p-5 sm:p-8">
          {mfaStep ? (
            <MfaVerifyForm />
          ) : (
            <Tabs
              value={tab}
              onValueChange={(value) => setParams({ type: value }, { replace: true })}
            >
              <TabsList aria-label={t('tabs.label')} className="grid w-full grid-cols-3">
                {TABS.map((value) => (
                  <TabsTrigger key={value} value={value}>
                    {t(`tabs.${value}`)}
                  </TabsTrigger>
                ))}
              </TabsList>
              <TabsContent value="login">
                <LoginForm />
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm />
              </TabsContent>
              <TabsContent value="admin">
                <AdminLoginForm />
              </TabsContent>
            </Tabs>
          )}
        </Card>
      </div>
    </section>
  );
}

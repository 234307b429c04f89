import { LayoutDashboard, UserCog } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '#client/lib/auth.ts';
import { authHref, paths } from '#shared/paths.ts';
import { HEADER_SHADOW_SCROLL_PX } from '#shared/ui-timings.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { LogoutButton } from './logout-button.tsx';

const MobileDrawer = lazy(() => import('./mobile-drawer.tsx'));

import { Logo } from './logo.tsx';
import { MAIN_NAV } from './nav-links.ts';

function useScrolledPast(px: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return scrolled;
}

function AuthButtons({ stacked = false, onDone }: { stacked?: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const { data: user } = useSession();
  const wrap = cn('flex gap-2', stacked && 'flex-col items-stretch');

  if (user) {
    // In the header's one row, beside the whole navigation, Account and Logout show only their
    // icons (their words are their names and tooltips), so the row fits from 1280 px on.
    const iconOnly = !stacked;
    return (
      <div className={wrap}>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.dashboard}>
            <LayoutDashboard aria-hidden="true" className="size-4" />
            {t('nav.dashboard')}
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.account} {...(iconOnly ? { title: t('nav.account') } : {})}>
            <UserCog aria-hidden="true" className="size-4" />
            {iconOnly ? <span className="sr-only">{t('nav.account')}</span> : t('nav.account')}
          </Link>
        </Button>
        <LogoutButton variant="secondary" iconOnly={iconOnly} onDone={onDone} />
      </div>
    );
  }
  return (
    <div className={wrap}>
      <Button asChild variant="outline" size="sm">
        <Link to={authHref('login')}>{t('nav.login')}</Link>
      </Button>
      <Button asChild variant="primary" size="sm">
        <Link to={authHref('signup')}>{t('nav.signup')}</Link>
      </Button>
    </div>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors 2xl:px-2.5',
    isActive ? 'text-sun-700' : 'text-slate-700 hover:text-navy-900',
  );

export function Header() {
  const { t } = useTranslation();
  const scrolled = useScrolledPast(HEADER_SHADOW_SCROLL_PX);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code loads the first time it opens, and stays for the closing animation.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const { pathname } = useLocation();

  // The drawer closes on every route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname]);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b bg-white/95 backdrop-blur transition-shadow',
        scrolled ? 'border-slate-200 shadow-md' : 'border-transparent',
      )}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t('a11y.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-18">
        {/* Named by its text, not aria-label: a name that differs from the visible words is one
            voice control cannot reach (label-content-name-mismatch). */}
        <Link to={paths.home} className="shrink-0">
          <span aria-hidden="true">
            <Logo />
          </span>
          <span className="sr-only">{t('nav.homeAria')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={navLinkClass}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-3 xl:flex">
          <LanguageSwitch />
          <AuthButtons />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="icon i-menu before:size-6 xl:hidden"
          aria-label={t('nav.openMenu')}
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerMounted(true);
            setDrawerOpen(true);
          }}
        />
      </div>
      {drawerMounted && (
        <Suspense fallback={null}>
          <MobileDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            authButtons={<AuthButtons stacked onDone={() => setDrawerOpen(false)} />}
          />
        </Suspense>
      )}
    </header>
  );
}

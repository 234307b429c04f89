import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { withTexts } from '#client/i18n/i18n.ts';
import { useSession } from '#client/lib/auth.ts';
import { isWorkScreen } from '#shared/paths.ts';
import { FLOATING_BUTTONS_DELAY_MS } from '#shared/ui-timings.ts';
import { PageSpinner } from '../ui/spinner.tsx';
import { useCurrentToast } from '../ui/toast-store.ts';
import { DocumentTitle } from './document-title.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

// Loaded only when needed, to keep the first page's JavaScript small.
const FloatingContact = lazy(() => import('./floating-contact.tsx'));
const Toaster = lazy(() => import('../ui/toast.tsx'));
// Seen only by a signed-in user whose address is unconfirmed; its texts are the accounts'.
const ConfirmEmailBanner = lazy(() =>
  withTexts(() => import('./confirm-email-banner.tsx'), 'accounts').then((module) => ({
    default: module.ConfirmEmailBanner,
  })),
);

function UnconfirmedEmailNotice() {
  const { data: user } = useSession();
  if (!user || user.emailConfirmed) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmEmailBanner />
    </Suspense>
  );
}

function useAfter(ms: number) {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}

/**
 * Mounts the toast region with the first toast, or with the first F8 (the region's hotkey, which
 * then focuses it, as it does once mounted), and keeps it from then on.
 */
function LazyToaster() {
  const { t } = useTranslation();
  const entry = useCurrentToast();
  const [needed, setNeeded] = useState<false | 'toast' | 'hotkey'>(false);
  useEffect(() => {
    if (entry) setNeeded((was) => was || 'toast');
  }, [entry]);
  useEffect(() => {
    if (needed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'F8' && event.key !== 'F8') return;
      event.preventDefault();
      setNeeded('hotkey');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        closeLabel={t('close')}
        label={t('toast.label')}
        regionLabel={t('toast.region')}
        focusOnMount={needed === 'hotkey'}
      />
    </Suspense>
  );
}

/**
 * The page in the layout: its own error page, and its own spinner while its code loads, so the
 * header, the footer and the toast region stay on screen meanwhile (a toast raised just before a
 * navigation is seen while the next page loads, not hidden with the layout until it has).
 */
function CurrentPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner label={t('loading')} />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

export function SiteLayout() {
  const { pathname } = useLocation();
  const showFloating = useAfter(FLOATING_BUTTONS_DELAY_MS) && !isWorkScreen(pathname);
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <DocumentTitle />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none lg:pt-18">
        <UnconfirmedEmailNotice />
        {/* The page: its own error page, and its spinner inside the layout while its code
            loads (the header and footer stay). */}
        <CurrentPage />
      </main>
      <Footer />
      {showFloating && (
        <Suspense fallback={null}>
          <FloatingContact />
        </Suspense>
      )}
      <LazyToaster />
    </div>
  );
}

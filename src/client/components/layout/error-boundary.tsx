import { Home, RotateCcw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError, reportClientError, retryFailedLoads } from '#client/lib/client-errors.ts';
import { useLanguage } from '#client/lib/use-language.ts';
import { localizedPath } from '#shared/paths.ts';
import { Button } from '../ui/button.tsx';

type Props = {
  children: ReactNode;
  /** A new value (the next page's path) lets the children render again after an error. */
  resetKey?: string;
  /** What "Try again" does; by default the children render again. */
  onRetry?: () => void;
};

/**
 * Catches what a page throws while it renders, and a page whose code or texts could not be
 * loaded: a friendly page in the page's language with "Try again" instead of a blank site. A
 * render error is reported to the server's log; a failed load is the network's, not a fault.
 */
export class ErrorBoundary extends Component<Props, { error: unknown; resetKey?: string }> {
  override state: { error: unknown; resetKey?: string } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; resetKey?: string }) {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (!(error instanceof ChunkLoadError)) reportClientError(error, 'render');
  }

  private retry = () => {
    retryFailedLoads();
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <ErrorPage notLoaded={error instanceof ChunkLoadError} onRetry={this.retry} />;
  }
}

function ErrorPage({ notLoaded, onRetry }: { notLoaded: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const texts = notLoaded ? 'pageError.notLoaded' : 'pageError.broken';
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32"
    >
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">{t(`${texts}.heading`)}</h1>
      <p className="mt-4 text-lg text-slate-600">{t(`${texts}.text`)}</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-5" />
          {t('pageError.retry')}
        </Button>
        {/* A plain link: it loads the site afresh, whatever broke in this one. */}
        <Button asChild size="lg" variant="outline">
          <a href={localizedPath('/', language)}>
            <Home aria-hidden="true" className="size-5" />
            {t('pageError.home')}
          </a>
        </Button>
      </div>
    </section>
  );
}

import { ChevronLeft, ChevronRight, Pause, Play, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { useLanguage } from '#client/lib/use-language.ts';
import { installationSteps } from '#shared/content/installation-steps.ts';
import { pick } from '#shared/content/localized.ts';
import { useInView } from '../hooks/use-in-view.ts';
import { useWalkthrough } from '../hooks/use-walkthrough.ts';

/**
 * The 8 installation steps, one at a time: it plays every 5 s and stops at the last step; the
 * visitor can step, jump, pause, resume and restart.
 */
export function InstallationWalkthrough() {
  const { t } = useTranslation('sustainability');
  const language = useLanguage();
  const total = installationSteps.length;
  const [rootRef, inView] = useInView<HTMLDivElement>();
  const { step, playing, isLast, dispatch } = useWalkthrough(total, inView);
  const current = installationSteps[step] ?? installationSteps[0];
  if (!current) return null;

  return (
    <div ref={rootRef} className="grid gap-8 lg:grid-cols-[minmax(0,20rem)_1fr]">
      <ol
        aria-label={t('walkthrough.stepsLabel')}
        className="grid grid-cols-4 gap-2 sm:grid-cols-8 lg:grid-cols-1"
      >
        {installationSteps.map((item, index) => {
          const active = index === step;
          const done = index < step;
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-current={active ? 'step' : undefined}
                onClick={() => dispatch({ type: 'jump', step: index })}
                className={cn(
                  'flex w-full items-center justify-center gap-3 rounded-xl p-2 text-left transition-colors lg:justify-start lg:px-3',
                  active ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-navy-50',
                )}
              >
                <span
                  className={cn(
                    'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                    active && 'bg-sun-500 text-navy-900',
                    done && !active && 'bg-leaf-700 text-white',
                    !active && !done && 'border border-navy-200 bg-white text-navy-900',
                  )}
                >
                  {item.id}
                </span>{' '}
                <span className="sr-only text-sm font-medium lg:not-sr-only">
                  {pick(item.title, language)}
                </span>
              </button>
            </li>
          );
        })}
      </ol>

      <div className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 h-2 overflow-hidden rounded-full bg-navy-50" aria-hidden="true">
          <div
            className="h-full rounded-full bg-sun-500 transition-[width] duration-500 motion-reduce:transition-none"
            style={{ width: `${((step + 1) / total) * 100}%` }}
          />
        </div>
        <div aria-live={playing ? 'off' : 'polite'} aria-atomic="true" className="flex-1">
          <p className="text-sm font-semibold text-sun-700" data-testid="walkthrough-position">
            {t('walkthrough.stepOf', { current: step + 1, total })}
            <span className="text-slate-500"> · {pick(current.duration, language)}</span>
          </p>
          <h3 className="mt-2 text-2xl font-bold text-navy-900">{pick(current.title, language)}</h3>
          <p className="mt-4 text-lg text-pretty text-slate-600">
            {pick(current.description, language)}
          </p>
        </div>
        <div className="mt-8 flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => dispatch({ type: 'previous' })}
            disabled={step === 0}
          >
            <ChevronLeft aria-hidden className="size-4" />
            {t('walkthrough.previous')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => dispatch({ type: 'next' })}
            disabled={isLast}
          >
            {t('walkthrough.next')}
            <ChevronRight aria-hidden className="size-4" />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => dispatch({ type: playing ? 'pause' : 'play' })}
          >
            {playing ? (
              <Pause aria-hidden className="size-4" />
            ) : (
              <Play aria-hidden className="size-4" />
            )}
            {playing ? t('walkthrough.pause') : t('walkthrough.resume')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'restart' })}>
            <RotateCcw aria-hidden className="size-4" />
            {t('walkthrough.restart')}
          </Button>
        </div>
      </div>
    </div>
  );
}

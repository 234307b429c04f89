import { Droplets, Factory, House, Pause, Play, TreePine } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#shared/format.ts';
import { equivalents } from '#shared/live-counter.ts';
import { useLiveCounter } from '../hooks/use-live-counter.ts';

type Equivalent = {
  key: 'co2' | 'trees' | 'water' | 'homes';
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  value: (kWh: number) => string;
};

const EQUIVALENTS: Equivalent[] = [
  { key: 'co2', icon: Factory, value: (kWh) => formatNumber(equivalents(kWh).co2Kg / 1_000) },
  { key: 'trees', icon: TreePine, value: (kWh) => formatNumber(equivalents(kWh).trees) },
  { key: 'water', icon: Droplets, value: (kWh) => formatNumber(equivalents(kWh).waterLitres) },
  { key: 'homes', icon: House, value: (kWh) => formatNumber(equivalents(kWh).homes) },
];

/**
 * The running total of clean energy and what it equals. The figures change every second, so
 * they are not a live region: a screen reader reads them when the visitor gets to them.
 */
export function LiveCounter() {
  const { t } = useTranslation('sustainability');
  const [running, setRunning] = useState(true);
  const kWh = useLiveCounter(running);

  return (
    <div className="mx-auto max-w-5xl">
      <div className="rounded-3xl bg-navy-900 px-6 py-10 text-center text-white shadow-xl sm:px-10">
        <p
          aria-live="off"
          className="text-4xl font-extrabold tracking-tight tabular-nums sm:text-6xl"
          data-testid="live-counter-value"
        >
          {formatNumber(kWh)}
          <span className="ml-2 text-2xl font-semibold text-sun-300 sm:text-3xl">
            {t('counter.unitKwh')}
          </span>
        </p>
        <p className="mt-2 text-slate-300">{t('counter.generated')}</p>
        <button
          type="button"
          onClick={() => setRunning((value) => !value)}
          className="mt-6 inline-flex items-center gap-2 rounded-full border border-white/30 px-4 py-2 text-sm font-medium text-white transition-colors hover:bg-white/10"
        >
          {running ? (
            <Pause aria-hidden className="size-4" />
          ) : (
            <Play aria-hidden className="size-4" />
          )}
          {running ? t('counter.pause') : t('counter.resume')}
        </button>
      </div>
      <dl aria-live="off" className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {EQUIVALENTS.map(({ key, icon: Icon, value }) => (
          <div key={key} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <Icon aria-hidden className="size-5 text-leaf-700" />
              {t(`counter.${key}`)}
            </dt>
            <dd className="mt-2 text-2xl font-bold text-navy-900 tabular-nums">
              {t(`counter.${key}Value`, { value: value(kWh) })}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-center text-sm text-slate-600">{t('counter.note')}</p>
    </div>
  );
}

import { Bell, Home, Leaf, TreePine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '#client/components/ui/card.tsx';
import { formatNumber } from '#shared/format.ts';
import { SAMPLE_PLANT } from '#shared/sample-plant.ts';
import { PerformanceChart } from './performance-chart.tsx';

const NOTIFICATIONS = ['assessment', 'documents', 'welcome'] as const;

function SectionHeading({ title, description }: { title: string; description?: string }) {
  return (
    <div className="mb-4">
      <h2 className="text-lg font-semibold text-navy-900">{title}</h2>
      {description && <p className="text-sm text-slate-600">{description}</p>}
    </div>
  );
}

/** The Overview tab: performance bars, notifications and environmental impact. */
export function OverviewPanels() {
  const { t } = useTranslation('customer');
  const impact = [
    {
      key: 'co2',
      label: t('impact.co2'),
      value: t('impact.co2Value', { value: formatNumber(SAMPLE_PLANT.co2TonnesPerYear, 1) }),
      Icon: Leaf,
    },
    {
      key: 'trees',
      label: t('impact.trees'),
      value: t('impact.treesValue', { value: formatNumber(SAMPLE_PLANT.treesEquivalent) }),
      Icon: TreePine,
    },
    {
      key: 'homes',
      label: t('impact.homes'),
      value: t('impact.homesValue', { value: formatNumber(SAMPLE_PLANT.homesPowered) }),
      Icon: Home,
    },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="p-5 lg:col-span-2">
        <SectionHeading title={t('performance.title')} description={t('performance.description')} />
        <PerformanceChart />
      </Card>
      <Card className="p-5">
        <SectionHeading title={t('notifications.title')} />
        <ul className="space-y-4">
          {NOTIFICATIONS.map((key) => (
            <li key={key} className="flex gap-3">
              <Bell aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sun-700" />
              <div>
                <p className="font-medium text-navy-900">{t(`notifications.items.${key}.title`)}</p>
                <p className="text-sm text-slate-600">{t(`notifications.items.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Card>
      <Card className="p-5 lg:col-span-3">
        <SectionHeading title={t('impact.title')} description={t('impact.description')} />
        <dl className="grid gap-4 sm:grid-cols-3">
          {impact.map(({ key, label, value, Icon }) => (
            <div key={key} className="rounded-xl bg-leaf-50 p-4">
              <dt className="flex items-center gap-2 text-sm text-slate-700">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-leaf-700" />
                {label}
              </dt>
              <dd className="mt-1 text-xl font-bold text-navy-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}

import type { LucideIcon } from 'lucide-react';
import { Card } from '#client/components/ui/card.tsx';

export type Stat = { title: string; value: string; hint: string; Icon: LucideIcon };

/** A row of figures, each with its icon and a line on how it is worked out. */
export function StatCards({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {stats.map(({ title, value, hint, Icon }) => (
        <li key={title}>
          <Card className="flex h-full items-start gap-4 p-5">
            <span className="rounded-xl bg-sun-100 p-3 text-sun-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-600">{title}</p>
              <p className="mt-1 text-2xl font-bold text-navy-900 tabular-nums">{value}</p>
              <p className="mt-1 text-xs text-slate-600">{hint}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

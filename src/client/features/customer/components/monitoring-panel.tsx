import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { TableScroll } from '#client/components/ui/table-scroll.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { useTranslateMessage } from '#client/i18n/i18n.ts';
import { useFormatDate } from '#client/lib/use-format-date.ts';
import { formatNumber } from '#shared/format.ts';
import {
  type Generation,
  TICKET_CATEGORIES,
  type TicketCategory,
  type TicketDetail,
} from '#shared/schemas/monitoring.ts';
import {
  useCustomerTickets,
  useGeneration,
  useRaiseTicket,
  useTicketComment,
} from '../api/monitoring.ts';

type Day = NonNullable<Generation['plant']>['days'][number];

/** The last 30 days as bars against the expected day; the same figures in a table beside. */
function DaysChart({ days }: { days: Day[] }) {
  const { t } = useTranslation('customer');
  const titleId = useId();
  const peak = Math.max(1, ...days.map((d) => Math.max(d.kwh, d.expectedKwh)));
  const slot = 100 / days.length;
  return (
    <figure aria-labelledby={titleId} className="space-y-2">
      <figcaption id={titleId} className="font-semibold text-navy-900">
        {t('monitoring.daysTitle')}
      </figcaption>
      <svg
        aria-hidden="true"
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        className="block h-48 w-full"
      >
        {days.map((day, index) => {
          const height = (day.kwh / peak) * 100;
          const expected = 100 - (day.expectedKwh / peak) * 100;
          return (
            <g key={day.day}>
              <rect
                x={index * slot + slot * 0.15}
                y={100 - height}
                width={slot * 0.7}
                height={height}
                className={day.kwh < day.expectedKwh * 0.7 ? 'fill-sun-600' : 'fill-navy-600'}
              />
              <line
                x1={index * slot}
                x2={(index + 1) * slot}
                y1={expected}
                y2={expected}
                className="stroke-slate-500"
                strokeWidth="1"
                vectorEffect="non-scaling-stroke"
              />
            </g>
          );
        })}
      </svg>
      <p className="text-xs text-slate-600">{t('monitoring.legend')}</p>
      <table className="sr-only">
        <caption>{t('monitoring.daysTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('monitoring.day')}</th>
            <th scope="col">{t('monitoring.kwh')}</th>
            <th scope="col">{t('monitoring.expected')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              <td>{formatNumber(day.kwh, 1)}</td>
              <td>{formatNumber(day.expectedKwh, 1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function FiguresTable({
  caption,
  label,
  rows,
}: {
  caption: string;
  label: string;
  rows: { key: string; kwh: number; expectedKwh: number }[];
}) {
  const { t } = useTranslation('customer');
  return (
    <TableScroll label={caption}>
      <table className="w-full text-sm">
        <caption className="text-start font-semibold text-navy-900">{caption}</caption>
        <thead>
          <tr className="text-start text-slate-600">
            <th scope="col" className="text-start">
              {label}
            </th>
            <th scope="col" className="text-end">
              {t('monitoring.kwh')}
            </th>
            <th scope="col" className="text-end">
              {t('monitoring.expected')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-200">
              <th scope="row" className="text-start font-normal">
                {row.key}
              </th>
              <td className="text-end tabular-nums">{formatNumber(row.kwh)}</td>
              <td className="text-end tabular-nums">{formatNumber(row.expectedKwh)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Today, the last 30 days, months and years against expected, and the plant's status. */
export function GenerationPanel() {
  const { t } = useTranslation('customer');
  const generation = useGeneration();
  if (generation.isPending) return <Spinner label={t('common:loading')} className="py-12" />;
  const plant = generation.data?.plant;
  if (!plant) return <p className="text-sm text-slate-600">{t('monitoring.none')}</p>;
  const tone =
    plant.status === 'producing' ? 'green' : plant.status === 'not_monitored' ? 'slate' : 'yellow';
  return (
    <div className="space-y-6">
      <Card className="flex flex-wrap items-center gap-4 p-4">
        <Badge tone={tone}>{t(`monitoring.status.${plant.status}`)}</Badge>
        <p className="text-sm text-slate-800">
          {t('monitoring.today', {
            kwh: formatNumber(plant.today.kwh, 1),
            expected: formatNumber(plant.today.expectedKwh, 1),
          })}
        </p>
      </Card>
      <Card className="p-4">
        <DaysChart days={plant.days} />
      </Card>
      <div className="grid gap-6 md:grid-cols-2">
        <Card className="p-4">
          <FiguresTable
            caption={t('monitoring.monthsTitle')}
            label={t('monitoring.month')}
            rows={plant.months.map((m) => ({ key: m.month, ...m }))}
          />
        </Card>
        <Card className="p-4">
          <FiguresTable
            caption={t('monitoring.yearsTitle')}
            label={t('monitoring.year')}
            rows={plant.years.map((y) => ({ key: y.year, ...y }))}
          />
        </Card>
      </div>
    </div>
  );
}

function RaiseTicketForm() {
  const { t } = useTranslation('customer');
  const message = useTranslateMessage();
  const raise = useRaiseTicket();
  const [category, setCategory] = useState<TicketCategory>('no_generation');
  const [description, setDescription] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const ids = { category: useId(), description: useId(), photo: useId() };
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        raise.mutate(
          { category, description, photo },
          {
            onSuccess: () => {
              setDescription('');
              setPhoto(null);
              (event.target as HTMLFormElement).reset();
              toast({ title: t('monitoring.raised'), variant: 'success' });
            },
            onError: (error) =>
              toast({
                title: t('monitoring.raiseFailed'),
                description: message(error),
                variant: 'destructive',
              }),
          },
        );
      }}
    >
      <h3 className="font-semibold text-navy-900">{t('monitoring.raiseTitle')}</h3>
      <div className="space-y-1">
        <label htmlFor={ids.category} className="block text-sm font-medium">
          {t('monitoring.category')}
        </label>
        <select
          id={ids.category}
          value={category}
          onChange={(event) => setCategory(event.target.value as TicketCategory)}
          className="w-full rounded-md border border-slate-300 p-2"
        >
          {TICKET_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`monitoring.categories.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={ids.description} className="block text-sm font-medium">
          {t('monitoring.description')}
        </label>
        <textarea
          id={ids.description}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          rows={4}
          className="w-full rounded-md border border-slate-300 p-2"
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={ids.photo} className="block text-sm font-medium">
          {t('monitoring.photo')}
        </label>
        <input
          id={ids.photo}
          type="file"
          accept="image/png,image/jpeg"
          onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
          className="block w-full text-sm"
        />
      </div>
      <Button type="submit" disabled={raise.isPending}>
        {t('monitoring.raise')}
      </Button>
    </form>
  );
}

function TicketThread({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('customer');
  const formatDate = useFormatDate();
  const message = useTranslateMessage();
  const comment = useTicketComment();
  const [body, setBody] = useState('');
  const id = useId();
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <details>
        <summary className="cursor-pointer">
          <span className="font-medium">
            #{ticket.id} · {t(`monitoring.categories.${ticket.category}`)}
          </span>{' '}
          <Badge
            tone={ticket.status === 'resolved' || ticket.status === 'closed' ? 'green' : 'yellow'}
          >
            {t(`monitoring.statuses.${ticket.status}`)}
          </Badge>
        </summary>
        <p className="mt-2 text-sm">{ticket.description}</p>
        <ol className="mt-2 space-y-2 text-sm">
          {ticket.comments.map((c) => (
            <li key={c.id} className="rounded bg-slate-50 p-2">
              <span className="font-medium">{t(`monitoring.authors.${c.author}`)}</span>{' '}
              <span className="text-slate-600">{formatDate(c.createdAt)}</span>
              <p>{c.body}</p>
            </li>
          ))}
        </ol>
        <form
          noValidate
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            comment.mutate(
              { id: ticket.id, body },
              {
                onSuccess: () => setBody(''),
                onError: (error) =>
                  toast({
                    title: t('monitoring.commentFailed'),
                    description: message(error),
                    variant: 'destructive',
                  }),
              },
            );
          }}
        >
          <label htmlFor={id} className="sr-only">
            {t('monitoring.comment')}
          </label>
          <input
            id={id}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            placeholder={t('monitoring.comment')}
            className="min-w-0 flex-1 rounded-md border border-slate-300 p-2"
          />
          <Button type="submit" size="sm" disabled={comment.isPending}>
            {t('monitoring.send')}
          </Button>
        </form>
      </details>
    </li>
  );
}

/** The customer's tickets with their threads, and the form to raise one. */
export function TicketsPanel() {
  const { t } = useTranslation('customer');
  const tickets = useCustomerTickets();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card className="p-4">
        <RaiseTicketForm />
      </Card>
      <Card className="space-y-3 p-4">
        <h3 className="font-semibold text-navy-900">{t('monitoring.ticketsTitle')}</h3>
        {tickets.isPending ? (
          <Spinner label={t('common:loading')} />
        ) : (tickets.data?.tickets.length ?? 0) === 0 ? (
          <p className="text-sm text-slate-600">{t('monitoring.noTickets')}</p>
        ) : (
          <ul className="space-y-2">
            {tickets.data!.tickets.map((ticket) => (
              <TicketThread key={ticket.id} ticket={ticket} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

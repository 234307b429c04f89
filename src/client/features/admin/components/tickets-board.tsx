import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#client/components/ui/dialog.tsx';
import { SelectField, TextAreaField } from '#client/components/ui/fields.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { Select } from '#client/components/ui/form-field.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { translateMessage } from '#client/i18n/i18n.ts';
import { useSession } from '#client/lib/auth.ts';
import { useFormatDateTime } from '#client/lib/use-format-date.ts';
import {
  type CommentBody,
  type CommentBodyInput,
  commentBodySchema,
  DESCRIPTION_MAX,
  monitoringApi,
  type OwnerBody,
  type OwnerBodyInput,
  ownerBodySchema,
  type StaffTicketDetail,
  type StatusBody,
  type StatusBodyInput,
  statusBodySchema,
  TICKET_MOVES,
  TICKET_STATUSES,
  type Ticket,
  type TicketDetail,
  type TicketStatus,
} from '#shared/schemas/monitoring.ts';
import { ownerChoices } from '#shared/schemas/user.ts';
import {
  useAdminTicket,
  useStaffComment,
  useTicketOwner,
  useTicketStatus,
} from '../api/monitoring.ts';
import { AdminTable } from './admin-table.tsx';

const STATUS_TONE: Record<TicketStatus, 'red' | 'yellow' | 'navy' | 'green' | 'slate'> = {
  open: 'red',
  acknowledged: 'yellow',
  in_progress: 'navy',
  resolved: 'green',
  closed: 'slate',
};

function StatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={STATUS_TONE[status]}>{t(`tickets.statuses.${status}`)}</Badge>;
}

function OverdueBadge({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('admin');
  return ticket.overdue ? <Badge tone="red">{t('tickets.overdue')}</Badge> : null;
}

/** One labelled filter above the board. */
function Filter({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The operations board: every ticket, searchable, by status and overdue, with its CSV. */
export function TicketsBoard() {
  const { t } = useTranslation('admin');
  const formatDateTime = useFormatDateTime();
  const [status, setStatus] = useState('');
  const [overdue, setOverdue] = useState('');
  return (
    <AdminTable
      kind="tickets"
      filters={{ status, overdue }}
      filterControls={
        <>
          <Filter label={t('tickets.filters.status')}>
            {(id) => (
              <Select id={id} value={status} onChange={(event) => setStatus(event.target.value)}>
                <option value="">{t('tickets.filters.anyStatus')}</option>
                {TICKET_STATUSES.map((name) => (
                  <option key={name} value={name}>
                    {t(`tickets.statuses.${name}`)}
                  </option>
                ))}
              </Select>
            )}
          </Filter>
          <Filter label={t('tickets.filters.overdue')}>
            {(id) => (
              <Select id={id} value={overdue} onChange={(event) => setOverdue(event.target.value)}>
                <option value="">{t('tickets.filters.anyOverdue')}</option>
                <option value="true">{t('tickets.filters.onlyOverdue')}</option>
                <option value="false">{t('tickets.filters.onTime')}</option>
              </Select>
            )}
          </Filter>
        </>
      }
      title={t('tickets.title')}
      emptyText={t('tickets.empty')}
      rowKey={(ticket) => ticket.id}
      columns={[
        { header: t('tickets.number'), cell: (ticket) => `#${ticket.id}` },
        { header: t('columns.company'), cell: (ticket) => ticket.businessName },
        {
          header: t('tickets.category'),
          cell: (ticket) => t(`tickets.categories.${ticket.category}`),
        },
        {
          header: t('tickets.status'),
          cell: (ticket) => (
            <span className="flex flex-wrap gap-1">
              <StatusBadge status={ticket.status} />
              <OverdueBadge ticket={ticket} />
            </span>
          ),
        },
        { header: t('tickets.owner'), cell: (ticket) => ticket.ownerName ?? '—' },
        { header: t('tickets.created'), cell: (ticket) => formatDateTime(ticket.createdAt) },
        {
          header: t('tickets.resolveBy'),
          cell: (ticket) => formatDateTime(ticket.resolveDueAt),
        },
        { header: t('columns.actions'), cell: (ticket) => <TicketDialog ticket={ticket} /> },
      ]}
    />
  );
}

/** "Open" on a board row: the ticket's detail, its status, owner and thread. */
function TicketDialog({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation(['admin', 'common']);
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={t('tickets.openLabel', { id: ticket.id })}>
          {t('tickets.open')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('tickets.detailTitle', { id: ticket.id, company: ticket.businessName })}
        closeLabel={t('common:close')}
      >
        {open && <TicketDetailView id={ticket.id} />}
      </DialogContent>
    </Dialog>
  );
}

function TicketDetailView({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const formatDateTime = useFormatDateTime();
  const query = useAdminTicket(id);
  if (query.isPending) return <Spinner label={t('loading')} className="py-6" />;
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {translateMessage(t, query.error)}
      </p>
    );
  const ticket = query.data;
  return (
    <div className="space-y-5 text-sm">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">{t('tickets.status')}</dt>
        <dd className="flex flex-wrap gap-1">
          <StatusBadge status={ticket.status} />
          <OverdueBadge ticket={ticket} />
        </dd>
        <dt className="font-medium text-slate-600">{t('tickets.category')}</dt>
        <dd>{t(`tickets.categories.${ticket.category}`)}</dd>
        <dt className="font-medium text-slate-600">{t('tickets.source')}</dt>
        <dd>{t(`tickets.sources.${ticket.source}`)}</dd>
        <dt className="font-medium text-slate-600">{t('tickets.acknowledgeBy')}</dt>
        <dd>{formatDateTime(ticket.acknowledgeDueAt)}</dd>
        <dt className="font-medium text-slate-600">{t('tickets.resolveBy')}</dt>
        <dd>{formatDateTime(ticket.resolveDueAt)}</dd>
        <dt className="font-medium text-slate-600">{t('tickets.description')}</dt>
        <dd className="break-words whitespace-pre-line">{ticket.description}</dd>
        {ticket.hasPhoto && (
          <>
            <dt className="font-medium text-slate-600">{t('tickets.photo')}</dt>
            <dd>
              <a
                href={monitoringApi.adminTicketPhoto(ticket.id)}
                target="_blank"
                rel="noreferrer"
                className="text-navy-700 underline"
              >
                {t('tickets.viewPhoto')}
              </a>
            </dd>
          </>
        )}
      </dl>
      <StatusForm key={ticket.status} ticket={ticket} />
      <OwnerControl ticket={ticket} />
      <Thread ticket={ticket} />
    </div>
  );
}

/** The ticket's next status, with a note for the customer. */
function StatusForm({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('admin');
  const moves = TICKET_MOVES[ticket.status];
  const change = useTicketStatus(ticket.id);
  const form = useAppForm<StatusBodyInput, StatusBody>({
    schema: statusBodySchema,
    defaultValues: { status: moves[0] ?? ticket.status, note: '' },
  });
  const onSubmit = form.submitWith(change, {
    success: () => ({ title: t('tickets.statusSaved') }),
    failure: () => ({ title: t('tickets.statusFailed') }),
  });
  if (moves.length === 0) return null;
  return (
    <Form onSubmit={onSubmit} className="space-y-3 rounded-md border border-slate-200 p-3">
      <SelectField label={t('tickets.moveTo')} {...form.field('status')}>
        {moves.map((name) => (
          <option key={name} value={name}>
            {t(`tickets.statuses.${name}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('tickets.statusNote')}
        maxLength={DESCRIPTION_MAX}
        className="min-h-16"
        {...form.field('note')}
      />
      <Button type="submit" size="sm" disabled={change.isPending}>
        {t('tickets.changeStatus')}
      </Button>
    </Form>
  );
}

/**
 * Who owns the ticket: any staff member the server offers (those who may write tickets), or
 * nobody; "Take it" is the quick way to choose oneself.
 */
function OwnerControl({ ticket }: { ticket: StaffTicketDetail }) {
  const { t } = useTranslation('admin');
  const me = useSession().data?.id ?? null;
  const owner = useTicketOwner(ticket.id);
  const form = useAppForm<OwnerBodyInput, OwnerBody>({
    schema: ownerBodySchema,
    defaultValues: { ownerId: ticket.ownerId ?? '' },
  });
  const onSubmit = form.submitWith(owner, {
    success: () => ({ title: t('tickets.ownerSaved') }),
    onSuccess: (answer) => form.reset({ ownerId: answer.ticket.ownerId ?? '' }),
    failure: () => ({ title: t('tickets.ownerFailed') }),
  });
  const mayTake = me !== null && me !== ticket.ownerId && ticket.owners.some((o) => o.id === me);
  return (
    <Form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <SelectField label={t('tickets.owner')} className="min-w-48 grow" {...form.field('ownerId')}>
        <option value="">{t('tickets.noOwner')}</option>
        {ownerChoices(ticket.owners, ticket).map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={owner.isPending}>
          {t('tickets.assignOwner')}
        </Button>
        {mayTake && (
          // Chooses oneself, then submits like the button beside it.
          <Button
            type="submit"
            size="sm"
            variant="outline"
            disabled={owner.isPending}
            onClick={() => form.setValue('ownerId', me)}
          >
            {t('tickets.takeOwnership')}
          </Button>
        )}
      </div>
    </Form>
  );
}

function Thread({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('admin');
  const formatDateTime = useFormatDateTime();
  const comment = useStaffComment(ticket.id);
  const internalId = useId();
  const form = useAppForm<CommentBodyInput, CommentBody>({
    schema: commentBodySchema,
    defaultValues: { body: '', internal: false },
  });
  const onSubmit = form.submitWith(comment, {
    success: () => ({
      title: t(form.getValues('internal') ? 'tickets.noteAdded' : 'tickets.commentSent'),
    }),
    onSuccess: () => form.reset({ body: '', internal: false }),
    failure: () => ({ title: t('tickets.commentFailed') }),
  });
  const internal = form.watch('internal');
  return (
    <section aria-label={t('tickets.thread')} className="space-y-3">
      <h3 className="font-semibold text-navy-900">{t('tickets.thread')}</h3>
      {ticket.comments.length === 0 ? (
        <p className="text-slate-600">{t('tickets.noComments')}</p>
      ) : (
        <ol className="space-y-2">
          {ticket.comments.map((c) => (
            <li
              key={c.id}
              className={
                c.internal
                  ? 'rounded-md border border-dashed border-yellow-500 bg-yellow-50 p-3'
                  : 'rounded-md border border-slate-200 p-3'
              }
            >
              <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                <span className="font-semibold text-slate-800">
                  {c.authorName ?? t(`tickets.authors.${c.author}`)}
                </span>
                <span>{formatDateTime(c.createdAt)}</span>
                {c.internal && <Badge tone="yellow">{t('tickets.internalNote')}</Badge>}
              </p>
              <p className="mt-1 break-words whitespace-pre-line text-slate-900">{c.body}</p>
            </li>
          ))}
        </ol>
      )}
      <Form onSubmit={onSubmit} className="space-y-2">
        <TextAreaField
          label={t('tickets.addComment')}
          maxLength={DESCRIPTION_MAX}
          className="min-h-20"
          {...form.field('body')}
        />
        <div className="flex items-center gap-2">
          <input
            id={internalId}
            type="checkbox"
            className="size-4 accent-navy-700"
            {...form.register('internal')}
          />
          <label htmlFor={internalId}>{t('tickets.internalCheckbox')}</label>
        </div>
        <Button type="submit" size="sm" disabled={comment.isPending}>
          {internal ? t('tickets.addNote') : t('tickets.send')}
        </Button>
      </Form>
    </section>
  );
}

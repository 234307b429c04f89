import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAY_BE_NOT_APPLICABLE,
  MILESTONE_STATUSES,
  type MilestoneStatus,
} from '../../../../shared/project-milestones.ts';
import {
  type Milestone,
  type Project,
  type ProjectSummary,
  projectAttachmentPath,
} from '../../../../shared/schemas/projects.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useTranslateMessage } from '../../../i18n/i18n.ts';
import { useFormatDateTime } from '../../../lib/use-format-date.ts';
import { useAttachFile, useCancelProject, useProject, useSaveMilestone } from '../api/projects.ts';

const input =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-navy-700';

/** A project's nine milestones, each editable, its history, and cancelling it. */
export function ProjectDetailDialog({
  summary,
  onClose,
}: {
  summary: ProjectSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation(['milestones', 'common']);
  const project = useProject(summary.id);
  const data = project.data?.project;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('detail.title', { name: summary.businessName })}
        closeLabel={t('detail.close')}
      >
        <div className="max-h-[75vh] space-y-4 overflow-y-auto">
          {data?.status === 'cancelled' && (
            <p>
              <Badge tone="red">{t('cancelled')}</Badge> {data.cancelReason}
            </p>
          )}
          {data?.milestones.map((milestone) => (
            <MilestoneForm
              key={`${milestone.key}-${milestone.status}-${milestone.attachments.length}`}
              project={data}
              milestone={milestone}
            />
          ))}
          {data && data.status !== 'cancelled' && <CancelForm id={data.id} />}
          {data && <History project={data} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function MilestoneForm({ project, milestone }: { project: Project; milestone: Milestone }) {
  const { t } = useTranslation('milestones');
  const message = useTranslateMessage();
  const save = useSaveMilestone(project.id);
  const attach = useAttachFile(project.id);
  const [status, setStatus] = useState<MilestoneStatus>(milestone.status);
  const [plannedOn, setPlannedOn] = useState(milestone.plannedOn ?? '');
  const [doneOn, setDoneOn] = useState(milestone.doneOn ?? '');
  const [ownerId, setOwnerId] = useState(milestone.ownerId ?? '');
  const [reference, setReference] = useState(milestone.reference ?? '');
  const [note, setNote] = useState(milestone.note ?? '');
  const [kw, setKw] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const id = `m-${project.id}-${milestone.key}`;
  const statuses = MILESTONE_STATUSES.filter(
    (s) => s !== 'not_applicable' || MAY_BE_NOT_APPLICABLE.includes(milestone.key),
  );
  const onSave = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        key: milestone.key,
        body: {
          status,
          plannedOn: plannedOn || null,
          doneOn: status === 'done' ? doneOn || null : null,
          ownerId: ownerId || null,
          reference: reference || null,
          note: note || null,
          ...(milestone.key === 'commissioned' && kw ? { commissionedKw: Number(kw) } : {}),
        },
      },
      {
        onSuccess: () => toast({ title: t('detail.saved') }),
        onError: (error) =>
          toast({ title: t('detail.failed'), description: message(error), variant: 'destructive' }),
      },
    );
  };
  const onUpload = () => {
    if (!file) return;
    attach.mutate(
      { key: milestone.key, file },
      {
        onSuccess: () => toast({ title: t('detail.uploaded') }),
        onError: (error) =>
          toast({ title: t('detail.failed'), description: message(error), variant: 'destructive' }),
      },
    );
  };
  const disabled = project.status === 'cancelled';
  return (
    <form
      onSubmit={onSave}
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-slate-200 p-3"
    >
      <h3
        id={`${id}-title`}
        className="flex flex-wrap items-center gap-2 font-semibold text-navy-900"
      >
        {t(`keys.${milestone.key}`)}
        <Badge tone={milestone.status === 'done' ? 'green' : 'slate'}>
          {t(`status.${milestone.status}`)}
        </Badge>
        {milestone.overdue && <Badge tone="red">{t('overdue')}</Badge>}
      </h3>
      <fieldset disabled={disabled} className="mt-2 grid gap-2 sm:grid-cols-2">
        <label className="text-sm text-slate-700">
          {t('detail.status')}
          <select
            className={input}
            value={status}
            onChange={(e) => setStatus(e.target.value as MilestoneStatus)}
          >
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-slate-700">
          {t('detail.owner')}
          <select className={input} value={ownerId} onChange={(e) => setOwnerId(e.target.value)}>
            <option value="">{t('detail.noOwner')}</option>
            {project.owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-slate-700">
          {t('detail.plannedOn')}
          <input
            type="date"
            className={input}
            value={plannedOn}
            onChange={(e) => setPlannedOn(e.target.value)}
          />
        </label>
        <label className="text-sm text-slate-700">
          {t('detail.doneOn')}
          <input
            type="date"
            className={input}
            value={doneOn}
            onChange={(e) => setDoneOn(e.target.value)}
          />
        </label>
        <label className="text-sm text-slate-700">
          {t('detail.reference')}
          <input
            className={input}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
        </label>
        {milestone.key === 'commissioned' && (
          <label className="text-sm text-slate-700">
            {t('detail.commissionedKw')}
            <input
              inputMode="decimal"
              className={input}
              value={kw}
              onChange={(e) => setKw(e.target.value)}
            />
          </label>
        )}
        <label className="text-sm text-slate-700 sm:col-span-2">
          {t('detail.note')}
          <textarea className={input} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        <div className="sm:col-span-2">
          <Button type="submit" size="sm" disabled={save.isPending}>
            {t('detail.save')}
          </Button>
        </div>
        <label className="text-sm text-slate-700">
          {t('detail.file')}
          <input
            type="file"
            accept=".pdf,.jpg,.jpeg,.png"
            className={input}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <div className="self-end">
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={!file || attach.isPending}
            onClick={onUpload}
          >
            {t('detail.upload')}
          </Button>
        </div>
      </fieldset>
      {milestone.attachments.length > 0 && (
        <ul className="mt-2 text-sm" aria-label={t('files')}>
          {milestone.attachments.map((a) => (
            <li key={a.id}>
              <a className="text-navy-800 underline" href={projectAttachmentPath(a.id)}>
                {a.fileName}
              </a>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}

function CancelForm({ id }: { id: number }) {
  const { t } = useTranslation('milestones');
  const message = useTranslateMessage();
  const cancel = useCancelProject(id);
  const [reason, setReason] = useState('');
  return (
    <form
      className="space-y-2 rounded-lg border border-red-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        cancel.mutate(reason, {
          onSuccess: () => toast({ title: t('detail.cancelledDone') }),
          onError: (error) =>
            toast({
              title: t('detail.failed'),
              description: message(error),
              variant: 'destructive',
            }),
        });
      }}
    >
      <h3 className="font-semibold text-navy-900">{t('detail.cancel')}</h3>
      <label className="block text-sm text-slate-700">
        {t('detail.cancelReason')}
        <textarea className={input} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <Button type="submit" size="sm" variant="destructive" disabled={cancel.isPending}>
        {t('detail.confirmCancel')}
      </Button>
    </form>
  );
}

function History({ project }: { project: Project }) {
  const { t } = useTranslation(['milestones', 'admin']);
  const formatDateTime = useFormatDateTime();
  return (
    <section aria-label={t('detail.history')}>
      <h3 className="font-semibold text-navy-900">{t('detail.history')}</h3>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {project.history.map((entry, index) => (
          <li key={`${entry.createdAt}-${index}`}>
            {formatDateTime(entry.createdAt)} · {entry.actorName ?? '—'} ·{' '}
            {t(`admin:audit.actions.${entry.action}`)}
            {entry.key ? ` · ${t(`keys.${entry.key}`)}` : ''}
            {Object.keys(entry.changes).length > 0
              ? ` (${Object.keys(entry.changes).join(', ')})`
              : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '#client/components/ui/fields.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { useTranslateMessage } from '#client/i18n/i18n.ts';
import { useFormatDateTime } from '#client/lib/use-format-date.ts';
import {
  MAY_BE_NOT_APPLICABLE,
  MILESTONE_STATUSES,
  type MilestoneKey,
} from '#shared/project-milestones.ts';
import {
  type CancelProject,
  type CancelProjectInput,
  cancelProjectSchema,
  type Milestone,
  type Project,
  type ProjectSummary,
  projectsApi,
  type UpdateMilestone,
  type UpdateMilestoneInput,
  updateMilestoneSchema,
} from '#shared/schemas/projects.ts';
import { ownerChoices } from '#shared/schemas/user.ts';
import { useAttachFile, useCancelProject, useProject, useSaveMilestone } from '../api/projects.ts';

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
            <MilestoneForm key={milestone.key} project={data} milestone={milestone} />
          ))}
          {data && data.status !== 'cancelled' && <CancelForm id={data.id} />}
          {data && <History project={data} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The form's fields as the milestone stands on the server; the size is not kept on it. */
const savedValues = (milestone: Milestone): UpdateMilestoneInput => ({
  status: milestone.status,
  plannedOn: milestone.plannedOn ?? '',
  doneOn: milestone.doneOn ?? '',
  ownerId: milestone.ownerId ?? '',
  reference: milestone.reference ?? '',
  note: milestone.note ?? '',
  commissionedKw: undefined,
});

/** An empty size box is no size (then the plant's, the proposal's or the lead's is used). */
const blankIsNone = (text: string) => (text.trim() === '' ? undefined : text);

function MilestoneForm({ project, milestone }: { project: Project; milestone: Milestone }) {
  const { t } = useTranslation('milestones');
  const save = useSaveMilestone(project.id);
  const form = useAppForm<UpdateMilestoneInput, UpdateMilestone>({
    schema: updateMilestoneSchema,
    defaultValues: savedValues(milestone),
  });
  const onSave = form.submitWith(save, {
    toVariables: (body) => ({ key: milestone.key, body }),
    success: () => ({ title: t('detail.saved') }),
    onSuccess: (answer) => {
      const saved = answer.project.milestones.find((m) => m.key === milestone.key);
      if (saved) form.reset(savedValues(saved));
    },
    failure: () => ({ title: t('detail.failed') }),
  });
  const id = `m-${project.id}-${milestone.key}`;
  const statuses = MILESTONE_STATUSES.filter(
    (s) => s !== 'not_applicable' || MAY_BE_NOT_APPLICABLE.includes(milestone.key),
  );
  const disabled = project.status === 'cancelled';
  return (
    <Form
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
      <fieldset disabled={disabled} className="mt-2 grid gap-3 sm:grid-cols-2">
        <SelectField label={t('detail.status')} {...form.field('status')}>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('detail.owner')} {...form.field('ownerId')}>
          <option value="">{t('detail.noOwner')}</option>
          {ownerChoices(project.owners, milestone).map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.name}
            </option>
          ))}
        </SelectField>
        <TextField label={t('detail.plannedOn')} type="date" {...form.field('plannedOn')} />
        <TextField label={t('detail.doneOn')} type="date" {...form.field('doneOn')} />
        <TextField label={t('detail.reference')} {...form.field('reference')} />
        {milestone.key === 'commissioned' && (
          <TextField
            label={t('detail.commissionedKw')}
            inputMode="decimal"
            {...form.register('commissionedKw', { setValueAs: blankIsNone })}
            error={form.errorOf('commissionedKw')}
          />
        )}
        <TextAreaField label={t('detail.note')} className="sm:col-span-2" {...form.field('note')} />
        <div className="sm:col-span-2">
          <Button type="submit" size="sm" disabled={save.isPending}>
            {t('detail.save')}
          </Button>
        </div>
        <AttachmentUpload projectId={project.id} milestoneKey={milestone.key} />
      </fieldset>
      {milestone.attachments.length > 0 && (
        <ul className="mt-2 text-sm" aria-label={t('files')}>
          {milestone.attachments.map((a) => (
            <li key={a.id}>
              <a className="text-navy-800 underline" href={projectsApi.attachment(a.id)}>
                {a.fileName}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Form>
  );
}

/**
 * A milestone's photo or PDF, sent on its own: what is typed in the milestone's fields stays
 * as it is (the certificate is often attached after commissioning was refused without it).
 */
function AttachmentUpload({
  projectId,
  milestoneKey,
}: {
  projectId: number;
  milestoneKey: MilestoneKey;
}) {
  const { t } = useTranslation('milestones');
  const message = useTranslateMessage();
  const attach = useAttachFile(projectId);
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const onUpload = () => {
    if (!file) return;
    attach.mutate(
      { key: milestoneKey, file },
      {
        onSuccess: () => {
          toast({ title: t('detail.uploaded') });
          setFile(null);
          if (input.current) input.current.value = '';
        },
        onError: (error) =>
          toast({ title: t('detail.failed'), description: message(error), variant: 'destructive' }),
      },
    );
  };
  return (
    <>
      <TextField
        ref={input}
        label={t('detail.file')}
        type="file"
        accept=".pdf,.jpg,.jpeg,.png"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
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
    </>
  );
}

function CancelForm({ id }: { id: number }) {
  const { t } = useTranslation('milestones');
  const cancel = useCancelProject(id);
  const form = useAppForm<CancelProjectInput, CancelProject>({
    schema: cancelProjectSchema,
    defaultValues: { reason: '' },
  });
  const onCancel = form.submitWith(cancel, {
    toVariables: ({ reason }) => reason,
    success: () => ({ title: t('detail.cancelledDone') }),
    failure: () => ({ title: t('detail.failed') }),
  });
  return (
    <Form className="space-y-2 rounded-lg border border-red-200 p-3" onSubmit={onCancel}>
      <h3 className="font-semibold text-navy-900">{t('detail.cancel')}</h3>
      <TextAreaField label={t('detail.cancelReason')} {...form.field('reason')} />
      <Button type="submit" size="sm" variant="destructive" disabled={cancel.isPending}>
        {t('detail.confirmCancel')}
      </Button>
    </Form>
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

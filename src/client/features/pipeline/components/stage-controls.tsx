import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { SelectField, TextAreaField } from '#client/components/ui/fields.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { type LeadStage, LOST_REASONS, movesFrom } from '#shared/lead-pipeline.ts';
import {
  type StageMoveFormValues,
  type StageMoveInput,
  stageMoveFormSchema,
} from '#shared/schemas/leads.ts';
import { useMoveStage } from '../api/move-stage.ts';

/** The moves the stage table allows from here, with a note and (for `lost`) a reason. */
export function StageControls({ leadId, stage }: { leadId: number; stage: LeadStage }) {
  const { t } = useTranslation('pipeline');
  const move = useMoveStage(leadId);
  const moves = movesFrom(stage);
  const form = useAppForm<StageMoveFormValues, StageMoveInput>({
    schema: stageMoveFormSchema,
    defaultValues: { stage: '', note: '', lostReason: '' },
  });
  const chosen = form.watch('stage');
  const kind = moves.find((m) => m.to === chosen)?.kind;
  const onSubmit = form.submitWith(move, {
    success: (data) => ({ title: t('move.done', { stage: t(`stages.${data.lead.stage}`) }) }),
    onSuccess: () => form.reset({ stage: '', note: '', lostReason: '' }),
    failure: () => ({ title: t('move.failed') }),
  });

  if (moves.length === 0) return <p className="text-slate-700">{t('move.closed')}</p>;
  return (
    <Form onSubmit={onSubmit} className="space-y-4" aria-label={t('move.title')}>
      <SelectField label={t('move.next')} required {...form.field('stage')}>
        <option value="">{t('move.choose')}</option>
        {moves.map((m) => (
          <option key={m.to} value={m.to}>
            {t(`move.kinds.${m.kind}`, { stage: t(`stages.${m.to}`) })}
          </option>
        ))}
      </SelectField>
      {kind === 'lost' && (
        <SelectField label={t('move.lostReason')} required {...form.field('lostReason')}>
          <option value="">{t('move.chooseReason')}</option>
          {LOST_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`lostReasons.${reason}`)}
            </option>
          ))}
        </SelectField>
      )}
      {chosen === 'won' && (
        <label className="flex items-start gap-2 text-slate-800">
          <input type="checkbox" className="mt-1 size-4" {...form.register('override')} />
          <span>{t('move.override')}</span>
        </label>
      )}
      <TextAreaField
        label={t('move.note')}
        hint={kind === 'back' ? t('move.noteNeeded') : undefined}
        required={kind === 'back'}
        rows={3}
        {...form.field('note')}
      />
      <Button type="submit" disabled={move.isPending}>
        {t('move.submit')}
      </Button>
    </Form>
  );
}

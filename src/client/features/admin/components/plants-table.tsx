import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../shared/format.ts';
import { can } from '../../../../shared/permissions.ts';
import {
  type AdminPlant,
  type CustomerSystem,
  type Reading,
  type ReadingInput,
  readingSchema,
  SYSTEM_MODELS,
  SYSTEM_STAGES,
  type UpsertSystem,
  type UpsertSystemInput,
  upsertSystemSchema,
} from '../../../../shared/schemas/systems.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/fields.tsx';
import { Form, useAppForm } from '../../../components/ui/form.tsx';
import { TableScroll } from '../../../components/ui/table-scroll.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { translateMessage } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api.ts';
import { useSession } from '../../../lib/auth.ts';
import { useAddReadings, useInviteCustomer, useSaveSystem } from '../api/plants.ts';
import { AdminTable } from './admin-table.tsx';
import { PlantKeysDialog } from './plant-keys-dialog.tsx';

/** Won leads and their plants: record the system, add readings, invite the customer (decision 024). */
export function PlantsTable() {
  const { t } = useTranslation('admin');
  const role = useSession().data?.role;
  const canKeys = role !== undefined && can(role, 'read:ingestion_key');
  return (
    <AdminTable
      kind="plants"
      title={t('plants.title')}
      emptyText={t('plants.empty')}
      rowKey={(p) => p.leadId}
      columns={[
        { header: t('columns.leadId'), cell: (p) => p.leadId },
        { header: t('columns.name'), cell: (p) => p.contactName, className: 'font-medium' },
        { header: t('columns.company'), cell: (p) => p.businessName },
        {
          header: t('plants.system'),
          cell: (p) =>
            p.system
              ? t('plants.systemSummary', {
                  size: formatNumber(p.system.sizeKw, 1),
                  model: t(`plants.models.${p.system.model}`),
                })
              : t('plants.notRecorded'),
        },
        {
          header: t('plants.stage'),
          cell: (p) => (p.system ? t(`plants.stages.${p.system.stage}`) : '—'),
        },
        {
          header: t('plants.readings'),
          cell: (p) => (p.system ? formatNumber(p.system.readings.length) : '—'),
        },
        {
          header: t('columns.actions'),
          cell: (p) => (
            <div className="flex flex-wrap gap-2">
              <SystemDialog plant={p} />
              {p.system && <ReadingsDialog plant={p} system={p.system} />}
              {p.system && <InviteDialog plant={p} system={p.system} />}
              {p.system && canKeys && <PlantKeysDialog plantId={p.system.id} />}
            </div>
          ),
        },
      ]}
    />
  );
}

function SystemDialog({ plant }: { plant: AdminPlant }) {
  const { t } = useTranslation(['admin', 'common']);
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant={plant.system ? 'outline' : 'primary'}
          aria-label={t('plants.systemLabel', { name: plant.businessName })}
        >
          {plant.system ? t('plants.editSystem') : t('plants.recordSystem')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('plants.systemTitle', { name: plant.businessName })}
        closeLabel={t('common:close')}
      >
        <SystemForm plant={plant} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function SystemForm({ plant, onDone }: { plant: AdminPlant; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveSystem(plant.leadId);
  const system = plant.system;
  const form = useAppForm<UpsertSystemInput, UpsertSystem>({
    schema: upsertSystemSchema,
    defaultValues: {
      sizeKw: system
        ? String(system.sizeKw)
        : plant.installationSizeKw
          ? String(plant.installationSizeKw)
          : '',
      commissionedOn: system?.commissionedOn ?? '',
      ratePerKwh: system ? String(system.ratePerKwh) : '',
      model: system?.model ?? 'ppa',
      stage: system?.stage ?? 'initial_consultation',
    },
  });
  const onSubmit = form.submitWith(save, {
    success: () => ({ title: t('plants.saved') }),
    onSuccess: onDone,
    failure: () => ({ title: t('plants.saveFailed') }),
  });
  return (
    <Form onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('plants.sizeKw')}
          inputMode="decimal"
          required
          {...form.field('sizeKw')}
        />
        <TextField
          label={t('plants.ratePerKwh')}
          inputMode="decimal"
          required
          {...form.field('ratePerKwh')}
        />
        <SelectField label={t('plants.model')} required {...form.field('model')}>
          {SYSTEM_MODELS.map((model) => (
            <option key={model} value={model}>
              {t(`plants.models.${model}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('plants.commissionedOn')}
          type="date"
          {...form.field('commissionedOn')}
        />
      </div>
      <SelectField label={t('plants.stage')} required {...form.field('stage')}>
        {SYSTEM_STAGES.map((stage) => (
          <option key={stage} value={stage}>
            {t(`plants.stages.${stage}`)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('plants.saving') : t('plants.save')}
      </Button>
    </Form>
  );
}

function ReadingsDialog({ plant, system }: { plant: AdminPlant; system: CustomerSystem }) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          aria-label={t('plants.readingsLabel', { name: plant.businessName })}
        >
          {t('plants.addReadings')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('plants.readingsTitle', { name: plant.businessName })}
        description={t('plants.readingsDescription')}
        closeLabel={t('common:close')}
      >
        <ReadingForm systemId={system.id} />
        <CsvUpload systemId={system.id} />
        {system.readings.length > 0 && (
          <TableScroll label={t('plants.storedReadings')} className="mt-6">
            <table className="w-full text-sm">
              <caption className="mb-1 text-start font-semibold text-navy-900">
                {t('plants.storedReadings')}
              </caption>
              <thead className="text-xs text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="text-start">
                    {t('plants.month')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('plants.kwh')}
                  </th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {system.readings.map((reading) => (
                  <tr key={reading.month}>
                    <td>{reading.month}</td>
                    <td className="text-end">{formatNumber(reading.kwh, 1)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReadingForm({ systemId }: { systemId: number }) {
  const { t } = useTranslation('admin');
  const add = useAddReadings(systemId);
  const form = useAppForm<ReadingInput, Reading>({
    schema: readingSchema,
    defaultValues: { month: '', kwh: '' },
  });
  const onSubmit = form.submitWith(add, {
    success: () => ({ title: t('plants.readingSaved') }),
    onSuccess: () => form.reset(),
    failure: () => ({ title: t('plants.readingFailed') }),
  });
  return (
    // Tops aligned, not bottoms: the month has a hint under it and the kWh has none, so the two
    // fields sat at different heights. The button lines up with the fields below their labels.
    <Form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <TextField
        label={t('plants.month')}
        placeholder="2026-03"
        hint={t('plants.monthHint')}
        required
        {...form.field('month')}
      />
      <TextField label={t('plants.kwh')} inputMode="decimal" required {...form.field('kwh')} />
      <Button type="submit" disabled={add.isPending} className="sm:mt-6.5">
        {t('plants.addReading')}
      </Button>
    </Form>
  );
}

function CsvUpload({ systemId }: { systemId: number }) {
  const { t } = useTranslation('admin');
  const add = useAddReadings(systemId);
  const [errors, setErrors] = useState<string[]>([]);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setErrors([]);
    try {
      const result = await add.mutateAsync({ csv: await file.text() });
      toast({ title: t('plants.csvSaved', { count: result.stored }), variant: 'success' });
    } catch (error) {
      const message = error instanceof Error ? translateMessage(t, error.message) : '';
      if (error instanceof ApiError && error.fields)
        setErrors(
          Object.entries(error.fields).map(([key, text]) =>
            t('plants.rowError', {
              row: key.replace(/^row /, ''),
              message: translateMessage(t, text),
            }),
          ),
        );
      toast({ title: t('plants.csvFailed'), description: message, variant: 'destructive' });
    }
  };
  return (
    <div className="mt-5 border-t border-slate-200 pt-4">
      <label className="block text-sm font-medium text-slate-800">
        {t('plants.csvLabel')}
        <input
          type="file"
          accept=".csv,text/csv"
          className="mt-1 block w-full text-sm"
          onChange={(event) => {
            void onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <p className="mt-1 text-xs text-slate-600">{t('plants.csvHint')}</p>
      {errors.length > 0 && (
        <ul role="alert" className="mt-3 list-disc space-y-1 ps-5 text-sm text-red-700">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function InviteDialog({ plant, system }: { plant: AdminPlant; system: CustomerSystem }) {
  const { t } = useTranslation(['admin', 'common']);
  const [open, setOpen] = useState(false);
  const [language, setLanguage] = useState<'en' | 'hi'>('en');
  const invite = useInviteCustomer(plant.leadId);
  const send = async () => {
    try {
      const result = await invite.mutateAsync({ language });
      toast({ title: t('plants.invited', { email: result.email }), variant: 'success' });
      setOpen(false);
    } catch (error) {
      toast({
        title: t('plants.inviteFailed'),
        description: error instanceof Error ? translateMessage(t, error.message) : undefined,
        variant: 'destructive',
      });
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          aria-label={t('plants.inviteLabel', { name: plant.businessName })}
        >
          {system.invitedAt ? t('plants.reinvite') : t('plants.invite')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('plants.inviteTitle', { name: plant.businessName })}
        description={t('plants.inviteDescription', { email: plant.email })}
        closeLabel={t('common:close')}
      >
        <div className="space-y-4">
          <SelectField
            label={t('plants.inviteLanguage')}
            value={language}
            onChange={(event) => setLanguage(event.target.value === 'hi' ? 'hi' : 'en')}
          >
            <option value="en">English</option>
            <option value="hi">हिन्दी</option>
          </SelectField>
          <Button onClick={send} disabled={invite.isPending}>
            {t('plants.sendInvitation')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

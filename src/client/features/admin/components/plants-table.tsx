import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#client/components/ui/dialog.tsx';
import { SelectField, TextField } from '#client/components/ui/fields.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { TableScroll } from '#client/components/ui/table-scroll.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { translateMessage } from '#client/i18n/i18n.ts';
import { ApiError } from '#client/lib/api.ts';
import { useSession } from '#client/lib/auth.ts';
import { formatNumber } from '#shared/format.ts';
import { can } from '#shared/permissions.ts';
import {
  type AdminPlant,
  type CustomerPlant,
  PLANT_MODELS,
  PLANT_STAGES,
  type Reading,
  type ReadingInput,
  readingSchema,
  type UpsertPlant,
  type UpsertPlantInput,
  upsertPlantSchema,
} from '#shared/schemas/plants.ts';
import { useAddReadings, useInviteCustomer, useSavePlant } from '../api/plants.ts';
import { AdminTable } from './admin-table.tsx';
import { PlantKeysDialog } from './plant-keys-dialog.tsx';

/** Won leads and their plants: record the plant, add readings, invite the customer (decision 024). */
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
              <PlantDialog row={p} />
              {p.system && <ReadingsDialog row={p} plant={p.system} />}
              {p.system && <InviteDialog row={p} plant={p.system} />}
              {p.system && canKeys && <PlantKeysDialog plantId={p.system.id} />}
            </div>
          ),
        },
      ]}
    />
  );
}

function PlantDialog({ row }: { row: AdminPlant }) {
  const { t } = useTranslation(['admin', 'common']);
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant={row.system ? 'outline' : 'primary'}
          aria-label={t(row.system ? 'plants.editSystemOf' : 'plants.recordSystemOf', {
            name: row.businessName,
          })}
        >
          {row.system ? t('plants.editSystem') : t('plants.recordSystem')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('plants.systemTitle', { name: row.businessName })}
        closeLabel={t('common:close')}
      >
        <PlantForm row={row} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function PlantForm({ row, onDone }: { row: AdminPlant; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSavePlant(row.leadId);
  const plant = row.system;
  const form = useAppForm<UpsertPlantInput, UpsertPlant>({
    schema: upsertPlantSchema,
    defaultValues: {
      sizeKw: plant
        ? String(plant.sizeKw)
        : row.installationSizeKw
          ? String(row.installationSizeKw)
          : '',
      commissionedOn: plant?.commissionedOn ?? '',
      ratePerKwh: plant ? String(plant.ratePerKwh) : '',
      model: plant?.model ?? 'ppa',
      stage: plant?.stage ?? 'initial_consultation',
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
          {PLANT_MODELS.map((model) => (
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
        {PLANT_STAGES.map((stage) => (
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

function ReadingsDialog({ row, plant }: { row: AdminPlant; plant: CustomerPlant }) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          aria-label={t('plants.readingsLabel', { name: row.businessName })}
        >
          {t('plants.addReadings')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('plants.readingsTitle', { name: row.businessName })}
        description={t('plants.readingsDescription')}
        closeLabel={t('common:close')}
      >
        <ReadingForm plantId={plant.id} />
        <CsvUpload plantId={plant.id} />
        {plant.readings.length > 0 && (
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
                {plant.readings.map((reading) => (
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

function ReadingForm({ plantId }: { plantId: number }) {
  const { t } = useTranslation('admin');
  const add = useAddReadings(plantId);
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

function CsvUpload({ plantId }: { plantId: number }) {
  const { t } = useTranslation('admin');
  const add = useAddReadings(plantId);
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

function InviteDialog({ row, plant }: { row: AdminPlant; plant: CustomerPlant }) {
  const { t } = useTranslation(['admin', 'common']);
  const [open, setOpen] = useState(false);
  const [language, setLanguage] = useState<'en' | 'hi'>('en');
  const invite = useInviteCustomer(row.leadId);
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
          aria-label={t(plant.invitedAt ? 'plants.reinviteLabel' : 'plants.inviteLabel', {
            name: row.businessName,
          })}
        >
          {plant.invitedAt ? t('plants.reinvite') : t('plants.invite')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('plants.inviteTitle', { name: row.businessName })}
        description={t('plants.inviteDescription', { email: row.email })}
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

import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#client/components/ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '#client/components/ui/fields.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { isLeadEligible } from '#shared/product.ts';
import {
  type CreateLeadInput,
  type LeadFormValues,
  leadFormSchema,
  parseRupees,
} from '#shared/schemas/leads.ts';
import { useApprovedPartners } from '../api/approved-partners.ts';
import { useCreateLead } from '../api/create-lead.ts';

const EMPTY: LeadFormValues = {
  contactName: '',
  email: '',
  phone: '',
  businessName: '',
  address: '',
  city: '',
  state: '',
  monthlyBill: '',
  installationSizeKw: '',
  panNumber: '',
  gstin: '',
  notes: '',
};

/**
 * "Add Lead": the lead form of SPEC section 5 in a dialog. With `asAdmin`, the admin also
 * chooses the partner the lead belongs to, or none (a company lead).
 */
export function CreateLeadDialog({ asAdmin = false }: { asAdmin?: boolean }) {
  const { t } = useTranslation(['partners', 'common']);
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" className="size-4" />
          {t('leads.add')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('createLead.title')}
        description={t('createLead.description')}
        closeLabel={t('common:close')}
        className="max-w-2xl"
      >
        <LeadForm asAdmin={asAdmin} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function LeadForm({ asAdmin, onDone }: { asAdmin: boolean; onDone: () => void }) {
  const { t } = useTranslation('partners');
  const createLead = useCreateLead();
  const partners = useApprovedPartners(asAdmin);
  // '' is a company lead; the partner is not a field of the partner's own form.
  const [partnerId, setPartnerId] = useState('');
  const form = useAppForm<LeadFormValues, CreateLeadInput>({
    schema: leadFormSchema,
    defaultValues: EMPTY,
  });
  const onSubmit = form.submitWith(createLead, {
    toVariables: (lead) =>
      asAdmin ? { ...lead, partnerId: partnerId === '' ? null : Number(partnerId) } : lead,
    success: () => ({
      title: t('createLead.successTitle'),
      description: t('createLead.successText'),
    }),
    onSuccess: onDone,
    failure: () => ({ title: t('createLead.failedTitle') }),
  });

  const bill = parseRupees(form.watch('monthlyBill'));
  return (
    <Form onSubmit={onSubmit} className="space-y-5">
      {asAdmin && (
        <SelectField
          label={t('createLead.partner')}
          value={partnerId}
          onChange={(event) => setPartnerId(event.target.value)}
        >
          <option value="">{t('createLead.companyLead')}</option>
          {(partners.data ?? []).map((partner) => (
            <option key={partner.id} value={partner.id}>
              {partner.fullName}
              {partner.companyName ? ` (${partner.companyName})` : ''}
            </option>
          ))}
        </SelectField>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('createLead.customerName')}
          required
          autoComplete="off"
          {...form.field('contactName')}
        />
        <TextField
          label={t('createLead.customerEmail')}
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          {...form.field('email')}
        />
        <TextField
          label={t('createLead.customerPhone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          required
          {...form.field('phone')}
        />
        <TextField
          label={t('createLead.companyName')}
          required
          autoComplete="off"
          {...form.field('businessName')}
        />
      </div>
      <TextField
        label={t('createLead.address')}
        required
        autoComplete="off"
        {...form.field('address')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('createLead.city')}
          required
          autoComplete="off"
          {...form.field('city')}
        />
        <TextField
          label={t('createLead.state')}
          required
          autoComplete="off"
          {...form.field('state')}
        />
        <div>
          <TextField
            label={t('createLead.electricityBill')}
            inputMode="numeric"
            placeholder={t('createLead.electricityBillPlaceholder')}
            required
            autoComplete="off"
            {...form.field('monthlyBill')}
          />
          <p aria-live="polite" className="mt-1.5 text-sm text-slate-600">
            {Number.isFinite(bill) &&
              (isLeadEligible(bill)
                ? t('createLead.willBeEligible')
                : t('createLead.willNotBeEligible'))}
          </p>
        </div>
        <TextField
          label={t('createLead.installationSize')}
          inputMode="decimal"
          autoComplete="off"
          {...form.field('installationSizeKw')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('createLead.pan')}
          autoComplete="off"
          maxLength={10}
          {...form.field('panNumber')}
        />
        <TextField
          label={t('createLead.gstin')}
          autoComplete="off"
          maxLength={15}
          {...form.field('gstin')}
        />
      </div>
      <TextAreaField label={t('createLead.additionalInfo')} {...form.field('notes')} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('createLead.cancel')}
        </Button>
        <Button type="submit" disabled={createLead.isPending}>
          {createLead.isPending ? t('createLead.submitting') : t('createLead.submit')}
        </Button>
      </div>
    </Form>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { SelectField, TextField } from '#client/components/ui/fields.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { useLanguage } from '#client/lib/use-language.ts';
import { PPA_TERM_MONTHS } from '#shared/product.ts';
import {
  type CreateProposalInput,
  type ProposalFormValues,
  proposalFormSchema,
} from '#shared/schemas/proposals.ts';
import { useCreateProposal } from '../api/staff.ts';

/** Sales' form for the next version: size, validity, language and the offers chosen. */
export function ProposalBuilder({
  leadId,
  defaultKw,
  defaultValidUntil,
}: {
  leadId: number;
  defaultKw: number | null;
  defaultValidUntil: string;
}) {
  const { t } = useTranslation('proposals');
  const language = useLanguage();
  const create = useCreateProposal(leadId);
  const form = useAppForm<ProposalFormValues, CreateProposalInput>({
    schema: proposalFormSchema,
    defaultValues: {
      systemKw: defaultKw === null ? '' : String(defaultKw),
      validUntil: defaultValidUntil,
      language,
      ppaOn: true,
      ppaTariff: '',
      ppaEscalation: '0',
      ppaTerm: String(PPA_TERM_MONTHS),
      emiOn: false,
      emiBank: '',
      emiInterest: '',
      emiTenure: '60',
      purchaseOn: false,
      purchasePrice: '',
    },
  });
  const onSubmit = form.submitWith(create, {
    success: (data) => ({ title: t('builder.created', { version: data.proposal.version }) }),
    failure: () => ({ title: t('builder.failed') }),
  });
  const [ppaOn, emiOn, purchaseOn] = form.watch(['ppaOn', 'emiOn', 'purchaseOn']);
  const offerSwitch = (name: 'ppaOn' | 'emiOn' | 'purchaseOn', label: string) => (
    <label className="flex items-center gap-2 font-medium text-navy-900">
      <input type="checkbox" className="size-4" {...form.register(name)} />
      {label}
    </label>
  );
  return (
    <Form onSubmit={onSubmit} className="space-y-4" aria-label={t('builder.title')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={t('builder.systemKw')} inputMode="decimal" {...form.field('systemKw')} />
        <TextField
          label={t('builder.validUntil')}
          type="date"
          required
          {...form.field('validUntil')}
        />
        <SelectField label={t('builder.language')} {...form.field('language')}>
          <option value="en">English</option>
          <option value="hi">हिन्दी</option>
        </SelectField>
      </div>
      <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3">
        <legend className="px-1 text-sm text-slate-700">{t('builder.offers')}</legend>
        {offerSwitch('ppaOn', t('offers.ppa'))}
        {ppaOn && (
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              label={t('builder.ppaTariff')}
              inputMode="decimal"
              required
              {...form.field('ppaTariff')}
            />
            <TextField
              label={t('builder.ppaEscalation')}
              inputMode="decimal"
              {...form.field('ppaEscalation')}
            />
            <TextField
              label={t('builder.ppaTerm')}
              inputMode="numeric"
              {...form.field('ppaTerm')}
            />
          </div>
        )}
        {offerSwitch('emiOn', t('offers.emi'))}
        {emiOn && (
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField label={t('builder.emiBank')} required {...form.field('emiBank')} />
            <TextField
              label={t('builder.emiInterest')}
              inputMode="decimal"
              required
              {...form.field('emiInterest')}
            />
            <TextField
              label={t('builder.emiTenure')}
              inputMode="numeric"
              {...form.field('emiTenure')}
            />
          </div>
        )}
        {offerSwitch('purchaseOn', t('offers.purchase'))}
        {purchaseOn && (
          <TextField
            label={t('builder.purchasePrice')}
            inputMode="numeric"
            required
            {...form.field('purchasePrice')}
          />
        )}
      </fieldset>
      <Button type="submit" disabled={create.isPending}>
        {t('builder.submit')}
      </Button>
    </Form>
  );
}

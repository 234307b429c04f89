import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { useTranslateMessage } from '#client/i18n/i18n.ts';
import { ApiError } from '#client/lib/api.ts';
import { useFormatDate } from '#client/lib/use-format-date.ts';
import {
  type AcceptProposalInput,
  acceptProposalSchema,
  type PublicProposal,
  proposalsApi,
} from '#shared/schemas/proposals.ts';
import { useAcceptProposal, usePublicProposal, useRequestAcceptanceCode } from '../api/customer.ts';
import { ProposalSummary } from './proposal-summary.tsx';

/** The customer's page of a proposal: summary, comparison, PDF, and acceptance with a code. */
export function PublicProposalView({ token }: { token: string }) {
  const { t } = useTranslation('proposals');
  const query = usePublicProposal(token);
  if (query.isPending) return <p className="text-slate-700">{t('public.loading')}</p>;
  if (query.isError) {
    const replaced = query.error instanceof ApiError && query.error.status === 410;
    return (
      <div role="alert" className="rounded-2xl border border-slate-200 bg-cream p-6">
        <h1 className="text-2xl font-semibold text-navy-900">
          {replaced ? t('public.replaced') : t('public.notFound')}
        </h1>
      </div>
    );
  }
  const proposal = query.data.proposal;
  return (
    <article className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-semibold text-navy-900">
          {t('public.title', { business: proposal.businessName })}
        </h1>
        <p className="text-slate-700">
          {t('public.subtitle', { version: proposal.version, date: proposal.validUntil })}
        </p>
      </header>
      <section
        aria-labelledby="proposal-summary"
        className="space-y-4 rounded-2xl border border-slate-200 bg-cream p-4 sm:p-6"
      >
        <h2 id="proposal-summary" className="text-lg font-semibold text-navy-900">
          {t('public.summary')}
        </h2>
        <ProposalSummary proposal={proposal} />
        <a className={buttonClass('outline')} href={proposalsApi.pdf(token)} download>
          {t('public.pdf')}
        </a>
      </section>
      <Acceptance token={token} proposal={proposal} />
    </article>
  );
}

function Acceptance({ token, proposal }: { token: string; proposal: PublicProposal }) {
  const { t } = useTranslation('proposals');
  const message = useTranslateMessage();
  const formatDate = useFormatDate();
  const requestCode = useRequestAcceptanceCode(token);
  const accept = useAcceptProposal(token);
  const [codeSent, setCodeSent] = useState(false);
  const form = useAppForm<AcceptProposalInput, AcceptProposalInput>({
    schema: acceptProposalSchema,
    defaultValues: { name: '', code: '' },
  });
  const onSubmit = form.submitWith(accept, {
    success: () => ({ title: t('acceptance.done') }),
    failure: () => ({ title: t('acceptance.failed') }),
  });
  const a = proposal.acceptance;
  return (
    <section
      aria-labelledby="proposal-accept"
      className="space-y-4 rounded-2xl border border-slate-200 bg-cream p-4 sm:p-6"
    >
      <h2 id="proposal-accept" className="text-lg font-semibold text-navy-900">
        {a ? t('acceptance.accepted') : t('acceptance.title')}
      </h2>
      {a ? (
        <>
          <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
            <dt className="text-slate-700">{t('acceptance.name')}</dt>
            <dd>{a.name}</dd>
            <dt className="text-slate-700">{t('acceptance.time')}</dt>
            <dd>{`${formatDate(a.acceptedAt)} · ${a.acceptedAt}`}</dd>
            <dt className="text-slate-700">{t('acceptance.ip')}</dt>
            <dd>{a.ip}</dd>
            <dt className="text-slate-700">{t('acceptance.userAgent')}</dt>
            <dd className="break-all">{a.userAgent}</dd>
            <dt className="text-slate-700">{t('acceptance.hash')}</dt>
            <dd className="break-all font-mono text-xs">{a.pdfSha256}</dd>
          </dl>
          <a className={buttonClass('outline')} href={proposalsApi.certificate(token)} download>
            {t('acceptance.certificate')}
          </a>
        </>
      ) : proposal.status === 'expired' ? (
        <p>{t('public.expired')}</p>
      ) : (
        <>
          <p className="text-slate-800">{t('acceptance.intro', { email: proposal.emailHint })}</p>
          <Button
            type="button"
            variant={codeSent ? 'outline' : 'primary'}
            disabled={requestCode.isPending}
            onClick={() =>
              requestCode.mutate(undefined, {
                onSuccess: () => {
                  setCodeSent(true);
                  toast({ title: t('acceptance.codeSent'), variant: 'success' });
                },
                onError: (error) =>
                  toast({
                    title: t('acceptance.codeFailed'),
                    description: message(error),
                    variant: 'destructive',
                  }),
              })
            }
          >
            {codeSent ? t('acceptance.resend') : t('acceptance.sendCode')}
          </Button>
          {codeSent && (
            <Form onSubmit={onSubmit} className="space-y-4" aria-label={t('acceptance.title')}>
              <TextField
                label={t('acceptance.name')}
                autoComplete="name"
                required
                {...form.field('name')}
              />
              <TextField
                label={t('acceptance.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                {...form.field('code')}
              />
              <Button type="submit" disabled={accept.isPending}>
                {t('acceptance.submit')}
              </Button>
            </Form>
          )}
        </>
      )}
    </section>
  );
}

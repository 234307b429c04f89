import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { useTranslateMessage } from '#client/i18n/i18n.ts';
import { useFormatDate } from '#client/lib/use-format-date.ts';
import type { Proposal } from '#shared/schemas/proposals.ts';
import { proposalsApi } from '#shared/schemas/proposals.ts';
import { useLeadProposals, useSendProposal } from '../api/staff.ts';
import { ProposalSummary } from './proposal-summary.tsx';

/** Every version of a lead's proposal, newest first: status, PDF, send, acceptance. */
export function ProposalVersions({ leadId }: { leadId: number }) {
  const { t } = useTranslation('proposals');
  const message = useTranslateMessage();
  const formatDate = useFormatDate();
  const list = useLeadProposals(leadId);
  const send = useSendProposal();
  if (list.isPending) return <p className="text-slate-700">{t('versions.loading')}</p>;
  if (list.isError) return <p role="alert">{message(list.error)}</p>;
  const proposals = list.data.proposals;
  if (proposals.length === 0) return <p className="text-slate-700">{t('versions.none')}</p>;
  return (
    <ol className="space-y-4" aria-label={t('versions.title')}>
      {proposals.map((p: Proposal) => (
        <li key={p.id} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-center gap-3">
            <h3 className="font-semibold text-navy-900">
              {t('versions.version', { version: p.version })}
            </h3>
            <Badge>{t(`status.${p.status}`)}</Badge>
            <span className="text-sm text-slate-700">
              {t('versions.validUntil', { date: formatDate(`${p.validUntil}T00:00:00Z`) })}
            </span>
          </div>
          <ProposalSummary proposal={p} />
          {p.acceptance && (
            <p className="text-sm text-slate-800">
              {t('acceptance.line', {
                name: p.acceptance.name,
                date: formatDate(p.acceptance.acceptedAt),
              })}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <a className={buttonClass('outline')} href={proposalsApi.staffPdf(p.id)} download>
              {t('versions.pdf', { version: p.version })}
            </a>
            {p.status === 'draft' && (
              <Button
                type="button"
                disabled={send.isPending}
                onClick={() =>
                  send.mutate(p.id, {
                    onSuccess: () => toast({ title: t('versions.sent'), variant: 'success' }),
                    onError: (error) =>
                      toast({
                        title: t('versions.sendFailed'),
                        description: message(error),
                        variant: 'destructive',
                      }),
                  })
                }
              >
                {t('versions.send', { version: p.version })}
              </Button>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

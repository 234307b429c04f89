import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { useTranslateMessage } from '#client/i18n/i18n.ts';
import type { LeadDetail } from '#shared/schemas/leads.ts';
import { useLeadDetail } from '../api/lead-detail.ts';
import { StageBadge } from './stage-progress.tsx';

/** One titled block of a lead's page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-cream p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Loads the lead and frames its page: back link, heading, stage; the body is the caller's. */
export function LeadPageFrame({
  leadId,
  backTo,
  children,
}: {
  leadId: number;
  backTo: string;
  children: (detail: LeadDetail) => ReactNode;
}) {
  const { t } = useTranslation(['pipeline', 'common']);
  const message = useTranslateMessage();
  const detail = useLeadDetail(leadId);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6 lg:py-14">
      <Link
        to={backTo}
        className="inline-flex items-center gap-2 font-medium text-navy-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('page.back')}
      </Link>
      {detail.isPending ? (
        <PageSpinner label={t('common:loading')} />
      ) : detail.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {message(detail.error.message)}
        </p>
      ) : (
        <>
          <header className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">
              {t('page.title', { name: detail.data.lead.businessName, id: detail.data.lead.id })}
            </h1>
            <StageBadge stage={detail.data.lead.stage} />
          </header>
          {children(detail.data)}
        </>
      )}
    </div>
  );
}

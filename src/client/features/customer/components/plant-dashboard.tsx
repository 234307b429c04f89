import { CheckCircle2, Circle, IndianRupee, Leaf, Sun, TreePine, Zap } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { useTranslateMessage } from '#client/i18n/i18n.ts';
import { useFormatDate } from '#client/lib/use-format-date.ts';
import { DOCUMENT_TYPES, type DocumentType } from '#shared/document-uploads.ts';
import { formatInr, formatNumber } from '#shared/format.ts';
import { plantFigures, plantTimeline } from '#shared/plant-figures.ts';
import type { LeadDocument } from '#shared/schemas/documents.ts';
import { documentFileProblem, documentsApi } from '#shared/schemas/documents.ts';
import type { CustomerPlant } from '#shared/schemas/plants.ts';
import { KWH_PER_KW_PER_DAY } from '#shared/solar-rules.ts';
import { useUploadCustomerDocument } from '../api/customer-plant.ts';
import { EstimateChart } from './estimate-chart.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { ProjectTimeline } from './project-timeline.tsx';
import { StatCards } from './stat-cards.tsx';

/** Size, daily production, monthly and yearly savings of the customer's own plant. */
export function PlantSummaryCards({ plant }: { plant: CustomerPlant }) {
  const { t } = useTranslation('customer');
  const figures = plantFigures(plant.sizeKw, plant.ratePerKwh);
  const rate = formatNumber(plant.ratePerKwh, 2);
  return (
    <StatCards
      label={t('cards.label')}
      stats={[
        {
          title: t('cards.systemSize'),
          value: t('cards.systemSizeValue', { value: formatNumber(plant.sizeKw, 1) }),
          hint: t(`plant.models.${plant.model}`),
          Icon: Sun,
        },
        {
          title: t('cards.dailyProduction'),
          value: t('cards.dailyProductionValue', {
            value: formatNumber(figures.dailyProductionKwh, 1),
          }),
          hint: t('cards.dailyProductionHint', { perKw: formatNumber(KWH_PER_KW_PER_DAY, 1) }),
          Icon: Zap,
        },
        {
          title: t('plant.monthlySavings'),
          value: formatInr(figures.monthlySavings),
          hint: t('cards.annualSavingsHint', { rate }),
          Icon: IndianRupee,
        },
        {
          title: t('cards.annualSavings'),
          value: formatInr(figures.annualSavings),
          hint: t('cards.annualSavingsHint', { rate }),
          Icon: IndianRupee,
        },
      ]}
    />
  );
}

/** Estimate against actual by month, and the plant's yearly CO2 and trees. */
export function PlantOverview({ plant }: { plant: CustomerPlant }) {
  const { t } = useTranslation('customer');
  const formatDate = useFormatDate();
  const figures = plantFigures(plant.sizeKw, plant.ratePerKwh);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="p-5 lg:col-span-2">
        <h2 className="text-lg font-semibold text-navy-900">{t('plant.chartTitle')}</h2>
        <p className="mb-4 text-sm text-slate-600">
          {t('plant.chartDescription', { perKw: formatNumber(KWH_PER_KW_PER_DAY, 1) })}
        </p>
        <EstimateChart sizeKw={plant.sizeKw} readings={plant.readings} />
      </Card>
      <Card className="p-5">
        <h2 className="mb-4 text-lg font-semibold text-navy-900">{t('impact.title')}</h2>
        <dl className="space-y-4">
          {(
            [
              [
                'co2',
                Leaf,
                t('impact.co2Value', { value: formatNumber(figures.co2TonnesPerYear, 1) }),
              ],
              [
                'trees',
                TreePine,
                t('impact.treesValue', { value: formatNumber(figures.treesEquivalent) }),
              ],
            ] as const
          ).map(([key, Icon, value]) => (
            <div key={key} className="rounded-xl bg-leaf-50 p-4">
              <dt className="flex items-center gap-2 text-sm text-slate-700">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-leaf-700" />
                {t(`plant.impact.${key}`)}
              </dt>
              <dd className="mt-1 text-xl font-bold text-navy-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {plant.commissionedOn && (
          <p className="mt-4 text-sm text-slate-700">
            {t('plant.commissioned', { date: formatDate(plant.commissionedOn) })}
          </p>
        )}
      </Card>
    </div>
  );
}

export function PlantTimeline({ plant }: { plant: CustomerPlant }) {
  const { stages, progress } = plantTimeline(plant.stage);
  return <ProjectTimeline stages={stages} progress={progress} />;
}

/** The Documents tab on real data: the lead's checklist, each type uploadable from here. */
export function PlantDocuments({
  leadId,
  documents,
}: {
  leadId: number;
  documents: readonly LeadDocument[];
}) {
  const { t } = useTranslation('customer');
  const progressId = useId();
  // The newest document of each type decides its status on the checklist.
  const latest = new Map<DocumentType, LeadDocument>();
  for (const document of documents) latest.set(document.type, document);
  const done = DOCUMENT_TYPES.filter((type) => latest.has(type)).length;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-navy-900">{t('documents.title')}</h2>
      <p className="text-sm text-slate-600">{t('plant.documentsDescription')}</p>
      <div className="mt-5">
        <p id={progressId} className="mb-2 flex justify-between text-sm text-slate-700">
          <span>{t('documents.progress')}</span>
          <span>{t('documents.progressValue', { done, total: DOCUMENT_TYPES.length })}</span>
        </p>
        <ProgressBar value={(done / DOCUMENT_TYPES.length) * 100} labelledBy={progressId} />
      </div>
      <ul className="mt-4 divide-y divide-slate-200">
        {DOCUMENT_TYPES.map((type) => (
          <DocumentRow key={type} leadId={leadId} type={type} document={latest.get(type)} />
        ))}
      </ul>
    </Card>
  );
}

const STATUS_TONES = { uploaded: 'navy', accepted: 'green', rejected: 'red' } as const;

function DocumentRow({
  leadId,
  type,
  document,
}: {
  leadId: number;
  type: DocumentType;
  /** The newest document of this type, if any. */
  document: LeadDocument | undefined;
}) {
  const uploaded = document !== undefined;
  const { t } = useTranslation('customer');
  const message = useTranslateMessage();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadCustomerDocument();
  const [busy, setBusy] = useState(false);
  const name = t(`plant.documentTypes.${type}`);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = documentFileProblem(file);
    if (problem) {
      toast({
        title: t('plant.uploadFailed'),
        description: message(problem),
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    try {
      await upload.mutateAsync({ leadId, type, file });
      toast({ title: t('plant.uploaded', { document: name }), variant: 'success' });
    } catch (error) {
      toast({
        title: t('plant.uploadFailed'),
        description: error instanceof Error ? message(error.message) : undefined,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      {uploaded ? (
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-leaf-700" />
      ) : (
        <Circle aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
      )}
      <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-3">
        <p className="font-medium text-slate-800">{name}</p>
        <Badge tone={document ? STATUS_TONES[document.status] : 'yellow'} className="mt-1 sm:mt-0">
          {t(document ? `plant.documentStatus.${document.status}` : 'documents.status.pending')}
        </Badge>
        {document?.status === 'accepted' && (
          <a
            href={documentsApi.file(document.id)}
            download
            className="text-sm font-semibold text-navy-700 underline underline-offset-4"
            aria-label={t('plant.downloadLabel', { document: name })}
          >
            {t('plant.download')}
          </a>
        )}
        {document?.status === 'rejected' && document.rejectionReason && (
          <p className="mt-1 w-full text-sm text-red-700 sm:mt-0">{document.rejectionReason}</p>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`file-${type}`}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() => input.current?.click()}
        aria-label={t(busy ? 'documents.uploadingLabel' : 'documents.uploadLabel', {
          document: name,
        })}
      >
        {busy ? t('plant.uploading') : t('documents.upload')}
      </Button>
    </li>
  );
}

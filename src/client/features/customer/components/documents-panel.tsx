import { CheckCircle2, Circle, Upload } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { SAMPLE_DOCUMENT_CHECKLIST } from '#shared/sample-plant.ts';
import { ProgressBar } from './progress-bar.tsx';

const REQUIREMENTS = ['legible', 'formats', 'size', 'recent', 'identity'] as const;
/** Sample data: nothing has been uploaded yet. */
const UPLOADED = new Set<string>();

/** The Documents tab: upload progress, the checklist and the upload rules. */
export function DocumentsPanel() {
  const { t } = useTranslation('customer');
  const progressId = useId();
  const done = SAMPLE_DOCUMENT_CHECKLIST.filter((key) => UPLOADED.has(key)).length;
  const total = SAMPLE_DOCUMENT_CHECKLIST.length;
  const showUploadHelp = () =>
    toast({ title: t('documents.uploadToastTitle'), description: t('documents.uploadToastText') });

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="p-5 lg:col-span-2">
        <h2 className="text-lg font-semibold text-navy-900">{t('documents.title')}</h2>
        <p className="text-sm text-slate-600">{t('documents.description')}</p>
        <div className="mt-5">
          <p id={progressId} className="mb-2 flex justify-between text-sm text-slate-700">
            <span>{t('documents.progress')}</span>
            <span>{t('documents.progressValue', { done, total })}</span>
          </p>
          <ProgressBar value={(done / total) * 100} labelledBy={progressId} />
        </div>
        <h3 className="mt-6 mb-3 font-semibold text-navy-900">{t('documents.checklist')}</h3>
        <ul className="divide-y divide-slate-200">
          {SAMPLE_DOCUMENT_CHECKLIST.map((key) => {
            const uploaded = UPLOADED.has(key);
            const name = t(`documents.items.${key}`);
            return (
              <li key={key} className="flex items-center gap-3 py-3">
                {uploaded ? (
                  <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-leaf-700" />
                ) : (
                  <Circle aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
                )}
                <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-3">
                  <p className="font-medium text-slate-800">{name}</p>
                  <Badge tone={uploaded ? 'green' : 'yellow'} className="mt-1 sm:mt-0">
                    {t(uploaded ? 'documents.status.uploaded' : 'documents.status.pending')}
                  </Badge>
                </div>
                {!uploaded && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={showUploadHelp}
                    aria-label={t('documents.uploadLabel', { document: name })}
                  >
                    <Upload aria-hidden="true" className="size-4" />
                    {t('documents.upload')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </Card>
      <Card className="p-5">
        <h2 className="mb-3 text-lg font-semibold text-navy-900">
          {t('documents.requirementsTitle')}
        </h2>
        <ul className="list-disc space-y-2 ps-5 text-sm text-slate-700">
          {REQUIREMENTS.map((key) => (
            <li key={key}>{t(`documents.requirements.${key}`)}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

import { Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { SelectField } from '#client/components/ui/fields.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { FormField, Input } from '#client/components/ui/form-field.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { useTranslateMessage } from '#client/i18n/i18n.ts';
import {
  DOCUMENT_ACCEPTED_EXTENSIONS,
  DOCUMENT_ACCEPTED_MIME_TYPES,
  DOCUMENT_TYPES,
  type DocumentType,
} from '#shared/document-uploads.ts';
import {
  type DocumentUploadFormValues,
  documentFileProblem,
  documentUploadFormSchema,
} from '#shared/schemas/documents.ts';
import type { Lead } from '#shared/schemas/leads.ts';
import { useUploadDocument } from '../api/upload-document.ts';

const ACCEPT = [
  ...DOCUMENT_ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`),
  ...DOCUMENT_ACCEPTED_MIME_TYPES,
].join(',');

/** The upload dialog for one lead; closed while `lead` is null. `type` preselects the type. */
export function UploadDocumentDialog({
  lead,
  type,
  onClose,
}: {
  lead: Lead | null;
  type?: DocumentType | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['partners', 'common']);
  return (
    <Dialog open={lead !== null} onOpenChange={(open) => !open && onClose()}>
      {lead && (
        <DialogContent
          title={t('upload.title')}
          description={t('upload.description', { name: lead.businessName })}
          closeLabel={t('common:close')}
        >
          <UploadForm key={`${lead.id}-${type}`} lead={lead} type={type} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function UploadForm({
  lead,
  type: initialType,
  onDone,
}: {
  lead: Lead;
  type: DocumentType | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('partners');
  const message = useTranslateMessage();
  const upload = useUploadDocument();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState(0);
  const abort = useRef<AbortController | null>(null);
  const progressLabelId = useId();
  const form = useAppForm<DocumentUploadFormValues>({
    schema: documentUploadFormSchema,
    defaultValues: { type: initialType ?? '' },
  });

  // Closing the dialog mid-upload stops the upload.
  useEffect(() => () => abort.current?.abort(), []);

  const onSubmit = form.submitWith(upload, {
    // The file is not a form value: it is checked here, before anything is sent.
    toVariables: ({ type }) => {
      if (!file) {
        toast({
          title: t('upload.missingTitle'),
          description: t('upload.missingText'),
          variant: 'destructive',
        });
        return null;
      }
      const problem = documentFileProblem(file);
      if (problem) {
        setFileError(problem);
        return null;
      }
      abort.current = new AbortController();
      setProgress(0);
      return {
        leadId: lead.id,
        type: type as DocumentType,
        file,
        onProgress: setProgress,
        signal: abort.current.signal,
      };
    },
    success: () => ({ title: t('upload.successTitle') }),
    onSuccess: onDone,
    failure: () => ({ title: t('upload.failedTitle') }),
  });

  return (
    <Form onSubmit={onSubmit} className="space-y-5">
      <SelectField
        label={t('upload.type')}
        required
        disabled={upload.isPending}
        {...form.field('type')}
      >
        <option value="">{t('upload.typePlaceholder')}</option>
        {DOCUMENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`documentTypes.${type}`)}
          </option>
        ))}
      </SelectField>
      <FormField label={t('upload.file')} required error={message(fileError)}>
        {(field) => (
          <Input
            {...field}
            type="file"
            accept={ACCEPT}
            disabled={upload.isPending}
            className="file:me-3 file:rounded-md file:border-0 file:bg-navy-50 file:px-3 file:py-1.5 file:font-semibold file:text-navy-900"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError(undefined);
            }}
          />
        )}
      </FormField>
      {upload.isPending && (
        <div className="space-y-1.5">
          <div className="flex justify-between text-sm text-slate-700">
            <span id={progressLabelId}>{t('upload.progressLabel')}</span>
            <span>{progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={progressLabelId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2.5 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-leaf-600 transition-[width] duration-200"
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('upload.cancel')}
        </Button>
        <Button type="submit" disabled={upload.isPending}>
          <Upload aria-hidden="true" className="size-4" />
          {upload.isPending ? t('upload.uploading', { percent: progress }) : t('upload.submit')}
        </Button>
      </div>
    </Form>
  );
}

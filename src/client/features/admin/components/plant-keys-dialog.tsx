import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#client/components/ui/dialog.tsx';
import { FormField, Input } from '#client/components/ui/form-field.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { TableScroll } from '#client/components/ui/table-scroll.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { translateMessage } from '#client/i18n/i18n.ts';
import { useFormatDateTime } from '#client/lib/use-format-date.ts';
import { useCreateKey, usePlantKeys, useRevokeKey } from '../api/monitoring.ts';

/** "Logger keys" on a plant row: its ingestion keys, a new one (shown once), revoking. */
export function PlantKeysDialog({ plantId }: { plantId: number }) {
  const { t } = useTranslation(['admin', 'common']);
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={t('keys.buttonLabel', { id: plantId })}>
          {t('keys.button')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('keys.title', { id: plantId })} closeLabel={t('common:close')}>
        {open && <PlantKeys plantId={plantId} />}
      </DialogContent>
    </Dialog>
  );
}

function PlantKeys({ plantId }: { plantId: number }) {
  const { t } = useTranslation('admin');
  const formatDateTime = useFormatDateTime();
  const keys = usePlantKeys(plantId);
  const create = useCreateKey(plantId);
  const revoke = useRevokeKey(plantId);
  const [name, setName] = useState('');
  const [copied, setCopied] = useState(false);
  const keyId = useId();
  const made = create.data;
  return (
    <div className="space-y-4 text-sm">
      <p className="text-slate-700">{t('keys.intro')}</p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setCopied(false);
          create.mutate(name.trim(), { onSuccess: () => setName('') });
        }}
      >
        <FormField label={t('keys.name')} className="min-w-0 flex-1" required>
          {(props) => (
            <Input
              {...props}
              value={name}
              maxLength={80}
              placeholder={t('keys.namePlaceholder')}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" size="sm" disabled={create.isPending || !name.trim()}>
          {t('keys.create')}
        </Button>
      </form>
      {create.isError && (
        <p role="alert" className="text-red-700">
          {translateMessage(t, create.error)}
        </p>
      )}
      {made && (
        <div
          role="status"
          className="space-y-2 rounded-md border border-yellow-500 bg-yellow-50 p-3"
        >
          <p className="font-semibold text-slate-900">{t('keys.created', { name: made.name })}</p>
          <p className="font-medium text-red-800">{t('keys.onceWarning')}</p>
          <label htmlFor={keyId} className="sr-only">
            {t('keys.keyLabel')}
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <Input
              id={keyId}
              readOnly
              value={made.key}
              className="min-w-0 flex-1 font-mono text-xs"
              onFocus={(event) => event.target.select()}
            />
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={async () => {
                await navigator.clipboard.writeText(made.key);
                setCopied(true);
              }}
            >
              {copied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {copied ? t('keys.copied') : t('keys.copy')}
            </Button>
          </div>
        </div>
      )}
      {keys.isPending ? (
        <Spinner label={t('loading')} className="py-4" />
      ) : keys.isError ? (
        <p role="alert" className="text-red-700">
          {translateMessage(t, keys.error)}
        </p>
      ) : keys.data.length === 0 ? (
        <p className="text-slate-600">{t('keys.empty')}</p>
      ) : (
        <TableScroll label={t('keys.title', { id: plantId })}>
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-2 py-2">
                  {t('keys.name')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('keys.prefix')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('keys.lastUsed')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('keys.state')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('columns.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {keys.data.map((key) => (
                <tr key={key.id}>
                  <td className="px-2 py-2 font-medium">{key.name}</td>
                  <td className="px-2 py-2 font-mono text-xs">{key.prefix}…</td>
                  <td className="px-2 py-2">
                    {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('keys.never')}
                  </td>
                  <td className="px-2 py-2">
                    {key.revokedAt ? (
                      <Badge tone="slate">
                        {t('keys.revoked', { date: formatDateTime(key.revokedAt) })}
                      </Badge>
                    ) : (
                      <Badge tone="green">{t('keys.active')}</Badge>
                    )}
                  </td>
                  <td className="px-2 py-2">
                    {!key.revokedAt && (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t('keys.revokeLabel', { name: key.name })}
                        disabled={revoke.isPending}
                        onClick={() => {
                          if (!window.confirm(t('keys.revokeConfirm', { name: key.name }))) return;
                          revoke.mutate(key.id, {
                            onSuccess: () => toast({ title: t('keys.revokedToast') }),
                          });
                        }}
                      >
                        {t('keys.revoke')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {revoke.isError && (
        <p role="alert" className="text-red-700">
          {translateMessage(t, revoke.error)}
        </p>
      )}
    </div>
  );
}

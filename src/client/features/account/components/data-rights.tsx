import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CurrentPasswordField } from '#client/components/ui/account-fields.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#client/components/ui/dialog.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { useDeleteAccount } from '#client/lib/auth.ts';
import { paths } from '#shared/paths.ts';
import { type DeleteAccountInput, deleteAccountSchema } from '#shared/schemas/account.ts';
import { ACCOUNT_EXPORT_URL } from '../api/account.ts';

/** "Download my data" and "Delete my account" (DPDP Act 2023). */
export function DataRights() {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="data-title" className="space-y-4">
      <h2 id="data-title" className="text-xl font-semibold text-navy-900">
        {t('data.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('data.intro')}</p>
      <div className="flex flex-wrap gap-3">
        <a href={ACCOUNT_EXPORT_URL} download className={buttonClass('outline', 'md')}>
          <Download aria-hidden="true" className="size-4" />
          {t('data.download')}
        </a>
        <DeleteAccountDialog />
      </div>
    </section>
  );
}

function DeleteAccountDialog() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" className="size-4" />
          {t('data.delete')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('data.deleteTitle')}
        description={t('data.deleteText')}
        closeLabel={t('data.cancel')}
      >
        <DeleteAccountForm />
      </DialogContent>
    </Dialog>
  );
}

function DeleteAccountForm() {
  const { t } = useTranslation('account');
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const form = useAppForm<DeleteAccountInput>({
    schema: deleteAccountSchema,
    defaultValues: { password: '' },
  });
  const onSubmit = form.submitWith(remove, {
    success: () => ({ title: t('data.deleted'), description: t('data.deletedText') }),
    onSuccess: () => navigate(paths.home),
    failure: () => ({ title: t('data.deleteFailed'), fallback: t('data.deleteFailedText') }),
  });
  return (
    <Form onSubmit={onSubmit} className="space-y-4">
      <CurrentPasswordField binding={form.field('password')} label={t('data.password')} />
      <Button type="submit" variant="destructive" disabled={remove.isPending}>
        {remove.isPending ? t('data.deleting') : t('data.confirmDelete')}
      </Button>
    </Form>
  );
}

import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NameFields, PhoneField } from '#client/components/ui/account-fields.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { SelectField, TextField } from '#client/components/ui/fields.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { LANGUAGES } from '#shared/languages.ts';
import {
  type Account,
  type UpdateAccountInput,
  type UpdateAccountValues,
  updateAccountSchema,
} from '#shared/schemas/account.ts';
import { useUpdateAccount } from '../api/account.ts';

const LANGUAGE_NAMES = { en: 'English', hi: 'हिन्दी (Hindi)' } as const;

/** Names, phone, company and the language every e-mail is written in. */
export function ProfileForm({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const update = useUpdateAccount();
  const form = useAppForm<UpdateAccountValues, UpdateAccountInput>({
    schema: updateAccountSchema,
    defaultValues: {
      firstName: account.firstName ?? '',
      lastName: account.lastName ?? '',
      phone: account.phone ?? '',
      company: account.company ?? '',
      language: account.language,
    },
  });
  const onSubmit = form.submitWith(update, {
    success: () => ({ title: t('profile.saved') }),
    failure: () => ({ title: t('profile.failed'), fallback: t('profile.failedText') }),
  });
  return (
    <Form onSubmit={onSubmit} className="space-y-5" aria-labelledby="profile-title">
      <h2 id="profile-title" className="text-xl font-semibold text-navy-900">
        {t('profile.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('profile.email', { email: account.email })}</p>
      <NameFields first={form.field('firstName')} last={form.field('lastName')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneField binding={form.field('phone')} />
        <TextField
          label={t('profile.company')}
          autoComplete="organization"
          {...form.field('company')}
        />
      </div>
      <SelectField
        label={t('profile.language')}
        hint={t('profile.languageHint')}
        {...form.field('language')}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={update.isPending}>
        <Save aria-hidden="true" className="size-4" />
        {update.isPending ? t('profile.busy') : t('profile.submit')}
      </Button>
    </Form>
  );
}

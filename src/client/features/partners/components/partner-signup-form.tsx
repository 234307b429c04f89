import { zodResolver } from '@hookform/resolvers/zod';
import { LayoutDashboard, Send } from 'lucide-react';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EXPERIENCE_OPTIONS } from '../../../../shared/constants.ts';
import { paths } from '../../../../shared/paths.ts';
import {
  type PartnerApplication,
  type PartnerApplicationInput,
  partnerApplicationSchema,
  partnerApplicationWithPasswordSchema,
} from '../../../../shared/schemas/partners.ts';
import type { PublicUser } from '../../../../shared/schemas/user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/fields.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useTranslateMessage } from '../../../i18n/i18n.ts';
import { useSession } from '../../../lib/auth.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { usePartnerProfile } from '../api/partner-profile.ts';
import { usePartnerSignup } from '../api/partner-signup.ts';
import { PartnerStatusBadge } from './partner-status-badge.tsx';

type SignupFormValues = Omit<PartnerApplicationInput, 'terms'> & { terms: boolean };

const SERVER_FIELDS = [
  'fullName',
  'companyName',
  'email',
  'phone',
  'city',
  'state',
  'experience',
  'message',
  'password',
  'terms',
] as const;

/**
 * The partner application. A visitor also chooses a password (the application creates their
 * account); a logged-in user applies with their account, or sees where their application stands.
 */
export function PartnerSignupForm() {
  const { t } = useTranslation('partners');
  const { data: user } = useSession();
  const profile = usePartnerProfile();
  return (
    <Card className="p-6 sm:p-8">
      <h2 id="partner-signup-title" className="text-xl font-semibold text-navy-900">
        {t('signup.title')}
      </h2>
      {user && profile.isPending ? (
        <Spinner label={t('common:loading')} className="mt-6" />
      ) : user && profile.data ? (
        <div className="mt-4 space-y-4">
          <p className="text-slate-700">{t('signup.alreadyApplied')}</p>
          <PartnerStatusBadge status={profile.data.status} />
          <div>
            <Button asChild variant="secondary">
              <Link to={paths.partnerDashboard}>
                <LayoutDashboard aria-hidden="true" className="size-4" />
                {t('login.toDashboard')}
              </Link>
            </Button>
          </div>
        </div>
      ) : (
        // A new form when the session changes, as the rules (password or not) change with it.
        <ApplicationForm key={user?.id ?? 'visitor'} user={user ?? null} />
      )}
    </Card>
  );
}

function ApplicationForm({ user }: { user: PublicUser | null }) {
  const { t } = useTranslation('partners');
  const message = useTranslateMessage();
  const signup = usePartnerSignup();
  const termsId = useId();
  const schema = user ? partnerApplicationSchema : partnerApplicationWithPasswordSchema;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<SignupFormValues, unknown, PartnerApplication>({
    resolver: zodResolver(schema) as unknown as Resolver<
      SignupFormValues,
      unknown,
      PartnerApplication
    >,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      fullName: user?.name ?? '',
      companyName: '',
      email: user?.email ?? '',
      phone: '',
      city: '',
      state: '',
      experience: '',
      message: '',
      // Only a visitor chooses a password; a member's form has no such field.
      ...(user ? {} : { password: '' }),
      terms: false,
    },
  });

  const onSubmit = handleSubmit((application) => {
    if (signup.isPending) return;
    signup.mutate(application, {
      onSuccess: (response) => {
        toast({
          title: t('signup.successTitle'),
          description: message(response.message) || t('signup.successText'),
          variant: 'success',
        });
        reset();
      },
      onError: (err) => {
        showServerFieldErrors(err, setError, SERVER_FIELDS);
        toast({
          title: t('signup.failedTitle'),
          description: message(err.message) || t('signup.failedText'),
          variant: 'destructive',
        });
      },
    });
  });

  const termsError = message(errors.terms?.message);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-2 space-y-5"
      aria-labelledby="partner-signup-title"
    >
      <p className="text-sm text-slate-600">
        {t('signup.description')} {t('signup.requiredNote')}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('signup.fullName')}
          autoComplete="name"
          required
          error={message(errors.fullName?.message)}
          {...register('fullName')}
        />
        <TextField
          label={`${t('signup.companyName')} ${t('signup.optional')}`}
          autoComplete="organization"
          error={message(errors.companyName?.message)}
          {...register('companyName')}
        />
        <TextField
          label={t('signup.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          readOnly={Boolean(user)}
          hint={user ? t('signup.emailHint') : undefined}
          error={message(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('signup.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={t('signup.phonePlaceholder')}
          required
          error={message(errors.phone?.message)}
          {...register('phone')}
        />
        <TextField
          label={t('signup.city')}
          autoComplete="address-level2"
          required
          error={message(errors.city?.message)}
          {...register('city')}
        />
        <TextField
          label={t('signup.state')}
          autoComplete="address-level1"
          required
          error={message(errors.state?.message)}
          {...register('state')}
        />
      </div>
      <SelectField
        label={t('signup.experience')}
        error={message(errors.experience?.message)}
        {...register('experience')}
      >
        <option value="">{t('signup.experiencePlaceholder')}</option>
        {EXPERIENCE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(`experience.${option.value}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={`${t('signup.message')} ${t('signup.optional')}`}
        placeholder={t('signup.messagePlaceholder')}
        error={message(errors.message?.message)}
        {...register('message')}
      />
      {!user && (
        <TextField
          label={t('signup.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('signup.passwordHint')}
          error={message(errors.password?.message)}
          {...register('password')}
        />
      )}
      <div className="space-y-1.5">
        <div className="flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            required
            aria-invalid={Boolean(termsError)}
            {...(termsError ? { 'aria-describedby': `${termsId}-error` } : {})}
            className="mt-1 size-4 rounded border-slate-400 accent-navy-700"
            {...register('terms')}
          />
          <label htmlFor={termsId} className="text-sm text-slate-800">
            {t('signup.termsBefore')}
            <Link
              to={paths.termsConditions}
              className="font-semibold text-navy-700 underline underline-offset-2"
            >
              {t('signup.termsLink')}
            </Link>
            {t('signup.termsAfter')}
            <span aria-hidden="true" className="ms-0.5 text-red-700">
              *
            </span>
          </label>
        </div>
        {termsError && (
          <p id={`${termsId}-error`} role="alert" className="text-sm text-red-700">
            {termsError}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={signup.isPending}>
        <Send aria-hidden="true" className="size-5" />
        {signup.isPending ? t('signup.submitting') : t('signup.submit')}
      </Button>
    </form>
  );
}

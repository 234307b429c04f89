import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Form, useAppForm } from '#client/components/ui/form.tsx';
import { Input } from '#client/components/ui/form-field.tsx';
import { isLanguage } from '#shared/languages.ts';
import { type NewsletterFormValues, newsletterFormSchema } from '#shared/schemas/newsletter.ts';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';

/**
 * The Stay Updated band (SPEC sections 2 and 4): idle, submitting (button disabled, spinner,
 * Subscribing...), then a success toast and an empty field, or a destructive toast.
 */
export function NewsletterBand() {
  const { t, i18n } = useTranslation('newsletter');
  const subscribe = useSubscribeNewsletter();
  /** What the status line under the field says after a subscription. */
  const [outcome, setOutcome] = useState<'thanks' | null>(null);
  const headingId = useId();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const form = useAppForm<NewsletterFormValues>({
    schema: newsletterFormSchema,
    defaultValues: { email: '' },
  });
  const onSubmit = form.submitWith(subscribe, {
    toVariables: ({ email }) => ({
      email,
      language: isLanguage(i18n.language) ? i18n.language : 'en',
    }),
    onStart: () => setOutcome(null),
    // A repeated address gets the same answer as a new one (docs/decisions/042); an answer that
    // cannot be read is a subscription too (SPEC section 7).
    success: (data) => ({
      title: t('success'),
      description: data === null ? t('subscribedText') : t('successText'),
    }),
    onSuccess: () => {
      form.reset({ email: '' });
      setOutcome('thanks');
    },
    failure: () => ({ title: t('failed'), fallback: t('failedText') }),
  });

  const error = form.errorOf('email');
  return (
    <section id="newsletter" aria-labelledby={headingId} className="bg-navy-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:py-16">
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="icon i-mail hidden size-12 shrink-0 items-center justify-center rounded-full bg-sun-500 text-navy-900 before:size-6 sm:flex"
          />
          <div>
            <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('title')}
            </h2>
            <p className="mt-2 text-pretty text-slate-300">{t('blurb')}</p>
          </div>
        </div>
        <Form onSubmit={onSubmit} aria-labelledby={headingId}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="flex-1">
              <label htmlFor={inputId} className="sr-only">
                {t('label')}
              </label>
              <Input
                id={inputId}
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder={t('placeholder')}
                aria-invalid={Boolean(error)}
                {...(error ? { 'aria-describedby': errorId } : {})}
                className="h-12 border-transparent focus:ring-sun-400!"
                {...form.register('email', { onChange: () => setOutcome(null) })}
              />
              {error && (
                <p id={errorId} role="alert" className="mt-2 text-sm text-red-200">
                  {error}
                </p>
              )}
            </div>
            <Button type="submit" size="lg" disabled={subscribe.isPending} className="sm:w-40">
              {subscribe.isPending && (
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              )}
              {subscribe.isPending ? t('subscribing') : t('subscribe')}
            </Button>
          </div>
          <p role="status" className="mt-3 min-h-5 text-sm text-sun-300">
            {outcome === 'thanks' ? t('thanks') : ''}
          </p>
        </Form>
      </div>
    </section>
  );
}

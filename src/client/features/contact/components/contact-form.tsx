import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { type AppForm, Form } from '#client/components/ui/form.tsx';
import { FormField, Input, Textarea } from '#client/components/ui/form-field.tsx';
import type { ContactFormData, ContactFormValues } from '#shared/schemas/contact.ts';

type ContactFormProps = {
  form: AppForm<ContactFormValues, ContactFormData>;
  /** Called with the checked values; the next step verifies the address. */
  onValid: (values: ContactFormData) => void;
  headingLevel: 2 | 3;
  headingRef?: Ref<HTMLHeadingElement>;
};

/** The fill-in step: name, e-mail, phone, subject and message, all required (SPEC section 5). */
export function ContactForm({ form, onValid, headingLevel, headingRef }: ContactFormProps) {
  const { t } = useTranslation('contact');
  const { register, errorOf } = form;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <Form onSubmit={form.handleSubmit(onValid)} className="space-y-5">
      <div>
        <Heading
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-navy-900 focus:outline-none"
        >
          {t('form.title')}
        </Heading>
        <p className="mt-1 text-sm text-slate-600">{t('form.note')}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('form.name')} required error={errorOf('name')}>
          {(field) => (
            <Input
              {...field}
              {...register('name')}
              autoComplete="name"
              placeholder={t('form.namePlaceholder')}
            />
          )}
        </FormField>
        <FormField label={t('form.email')} required error={errorOf('email')}>
          {(field) => (
            <Input
              {...field}
              {...register('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t('form.emailPlaceholder')}
            />
          )}
        </FormField>
        <FormField label={t('form.phone')} required error={errorOf('phone')}>
          {(field) => (
            <Input
              {...field}
              {...register('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={t('form.phonePlaceholder')}
            />
          )}
        </FormField>
        <FormField label={t('form.subject')} required error={errorOf('subject')}>
          {(field) => (
            <Input {...field} {...register('subject')} placeholder={t('form.subjectPlaceholder')} />
          )}
        </FormField>
      </div>
      <FormField label={t('form.message')} required error={errorOf('message')}>
        {(field) => (
          <Textarea
            {...field}
            {...register('message')}
            rows={5}
            placeholder={t('form.messagePlaceholder')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="icon i-send w-full before:size-5 sm:w-auto">
        {t('form.submit')}
      </Button>
    </Form>
  );
}

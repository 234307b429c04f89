import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../shared/languages.ts';
import {
  type ContactFormData,
  type ContactFormValues,
  contactFormSchema,
} from '../../../../shared/schemas/contact.ts';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useTranslateMessage } from '../../../i18n/i18n.ts';
// The verification card is a building block of this flow (SPEC section 4), not a sibling page
// feature; it knows nothing of the contact form.
import { VerificationCard } from '../../verification/components/verification-card.tsx';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { ContactForm } from './contact-form.tsx';

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * The two-step contact flow (SPEC section 4): fill in, then verify the address with a code; the
 * verified code sends the message. Back to Form keeps what was typed.
 */
export function ContactFlow({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t, i18n } = useTranslation('contact');
  const message = useTranslateMessage();
  const form = useForm<ContactFormValues, unknown, ContactFormData>({
    resolver: zodResolver(contactFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const sendMessage = useSendContactMessage();
  const [verifying, setVerifying] = useState<ContactFormData | null>(null);
  // The code already mailed during this visit, so going back and forth does not ask for another.
  const [liveCode, setLiveCode] = useState<{ email: string; expiresAt: number } | null>(null);

  // Focus follows the step, so keyboard and screen-reader users land on what just appeared.
  const formHeading = useRef<HTMLHeadingElement>(null);
  const cardHeading = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  const step = verifying ? 'verify' : 'form';
  useEffect(() => {
    if (!stepChanged.current) {
      stepChanged.current = true;
      return;
    }
    (step === 'verify' ? cardHeading : formHeading).current?.focus();
  }, [step]);

  const send = (code: string) => {
    if (!verifying || sendMessage.isPending) return;
    sendMessage.mutate(
      {
        ...verifying,
        verificationCode: code,
        language: isLanguage(i18n.language) ? i18n.language : 'en',
      },
      {
        onSuccess: () => {
          toast({ title: t('sent'), description: t('sentText'), variant: 'success' });
          form.reset(EMPTY);
          setLiveCode(null);
          setVerifying(null);
        },
        onError: (err) =>
          toast({
            title: t('failed'),
            description: message(err.message) ?? t('failedText'),
            variant: 'destructive',
          }),
      },
    );
  };

  if (verifying) {
    return (
      <VerificationCard
        email={verifying.email}
        headingLevel={headingLevel}
        headingRef={cardHeading}
        liveCodeExpiresAt={liveCode?.email === verifying.email ? liveCode.expiresAt : undefined}
        onCodeSent={(expiresAt) => setLiveCode({ email: verifying.email, expiresAt })}
        onVerified={send}
        busy={sendMessage.isPending}
        busyLabel={t('sending')}
        onBack={() => setVerifying(null)}
      />
    );
  }
  return (
    <Card className="p-6 sm:p-8">
      <ContactForm
        form={form}
        onValid={setVerifying}
        headingLevel={headingLevel}
        headingRef={formHeading}
      />
    </Card>
  );
}

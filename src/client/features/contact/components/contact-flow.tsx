import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '#client/components/ui/card.tsx';
import { useAppForm } from '#client/components/ui/form.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { useTranslateMessage } from '#client/i18n/i18n.ts';
import { isLanguage } from '#shared/languages.ts';
import {
  type ContactFormData,
  type ContactFormValues,
  contactFormSchema,
} from '#shared/schemas/contact.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { ContactForm } from './contact-form.tsx';

/** Longest subject taken from a link (the schema allows 200 characters). */
const SUBJECT_FROM_LINK_MAX = 200;

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * What the flow hands its verification step. The page renders the verification feature's card
 * with these props (features do not import each other); the card knows nothing of the form.
 */
export type VerificationStep = {
  email: string;
  headingLevel: 2 | 3;
  headingRef: Ref<HTMLHeadingElement>;
  /** Expiry (ms since the epoch) of a code already mailed to this address during this visit. */
  liveCodeExpiresAt: number | undefined;
  onCodeSent: (expiresAt: number) => void;
  /** Called with the code the server confirmed: the flow then sends the message. */
  onVerified: (code: string) => void;
  busy: boolean;
  busyLabel: string;
  onBack: () => void;
};

export type ContactFlowProps = {
  headingLevel: 2 | 3;
  renderVerification: (step: VerificationStep) => ReactNode;
};

/**
 * The two-step contact flow (SPEC section 4): fill in, then verify the address with a code; the
 * verified code sends the message. Back to Form keeps what was typed.
 */
export function ContactFlow({ headingLevel, renderVerification }: ContactFlowProps) {
  const { t, i18n } = useTranslation('contact');
  const message = useTranslateMessage();
  const form = useAppForm<ContactFormValues, ContactFormData>({
    schema: contactFormSchema,
    defaultValues: EMPTY,
  });
  const sendMessage = useSendContactMessage();

  // A link such as a service page's "Ask about this service" fills in the subject
  // (/contact?subject=…); after hydration, so the prerendered form stays the same, and never over
  // what the visitor typed.
  const [searchParams] = useSearchParams();
  const linkedSubject = searchParams.get('subject')?.trim().slice(0, SUBJECT_FROM_LINK_MAX);
  const appliedSubject = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!linkedSubject || appliedSubject.current === linkedSubject) return;
    appliedSubject.current = linkedSubject;
    if (!form.getValues('subject')) form.setValue('subject', linkedSubject);
  }, [linkedSubject, form]);
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
            description: message(err) ?? t('failedText'),
            variant: 'destructive',
          }),
      },
    );
  };

  if (verifying) {
    return renderVerification({
      email: verifying.email,
      headingLevel,
      headingRef: cardHeading,
      liveCodeExpiresAt: liveCode?.email === verifying.email ? liveCode.expiresAt : undefined,
      onCodeSent: (expiresAt) => setLiveCode({ email: verifying.email, expiresAt }),
      onVerified: send,
      busy: sendMessage.isPending,
      busyLabel: t('sending'),
      onBack: () => setVerifying(null),
    });
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

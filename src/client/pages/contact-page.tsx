import { useTranslation } from 'react-i18next';
import { ContactPanels } from '../features/contact/components/contact-panels.tsx';
import { PageHeader } from '../features/marketing/components/page-header.tsx';
import { verificationStep } from './verification-step.tsx';

/** Contact Us: heading Get In Touch, the two-step form and the company's contact details. */
export default function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} subtitle={t('intro')} />
      <section aria-label={t('formAndDetails')} className="bg-cream">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
          <ContactPanels headingLevel={2} renderVerification={verificationStep} />
        </div>
      </section>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { ContactFlowProps } from './contact-flow.tsx';
import { ContactPanels } from './contact-panels.tsx';

/** The home page's contact section: heading Get In Touch, the form and the contact details. */
export function ContactSection({
  renderVerification,
}: Pick<ContactFlowProps, 'renderVerification'>) {
  const { t } = useTranslation('contact');
  return (
    <section id="contact" aria-labelledby="contact-section-title" className="bg-cream">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <div className="mx-auto mb-10 max-w-3xl text-center lg:mb-14">
          <p className="mb-3 text-sm font-semibold tracking-wider text-sun-700 uppercase">
            {t('eyebrow')}
          </p>
          <h2
            id="contact-section-title"
            className="text-3xl font-bold tracking-tight text-balance text-navy-900 sm:text-4xl"
          >
            {t('title')}
          </h2>
          <p className="mt-4 text-lg text-pretty text-slate-600">{t('intro')}</p>
        </div>
        <ContactPanels headingLevel={3} renderVerification={renderVerification} />
      </div>
    </section>
  );
}

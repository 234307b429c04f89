import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, LinkedinIcon } from '#client/components/layout/social-icons.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { company, telUrl, whatsappUrl } from '#shared/company.ts';
import { isLanguage } from '#shared/languages.ts';

const linkClass = 'font-medium text-navy-700 underline-offset-4 hover:underline wrap-anywhere';

function Detail({
  icon,
  label,
  children,
}: {
  /** The class of its icon (`i-…`). */
  icon: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className={`icon ${icon} flex size-11 shrink-0 items-center justify-center rounded-full bg-sun-100 text-sun-700 before:size-5`}
      />
      <div className="min-w-0">
        <p className="text-sm font-semibold text-navy-900">{label}</p>
        <div className="mt-0.5 text-slate-700">{children}</div>
      </div>
    </li>
  );
}

/** Address, e-mail, phone, hours and social links, all from the company profile. */
export function ContactDetails({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t, i18n } = useTranslation('contact');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { contact, social } = company;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <Card className="h-full p-6 sm:p-8">
      <Heading className="text-xl font-semibold text-navy-900">{t('details.title')}</Heading>
      <address className="mt-6 not-italic">
        <ul className="space-y-6">
          <Detail icon="i-map-pin" label={t('details.office')}>
            <p>{contact.address[language]}</p>
            {/* The warehouse line names itself ("Warehouse: …"). */}
            <p className="mt-1 text-sm text-slate-600">{contact.warehouse[language]}</p>
          </Detail>
          <Detail icon="i-mail" label={t('details.email')}>
            <a href={`mailto:${contact.email}`} className={linkClass}>
              {contact.email}
            </a>
          </Detail>
          <Detail icon="i-phone" label={t('details.phone')}>
            <a href={telUrl} className={linkClass}>
              {contact.phone}
            </a>
          </Detail>
          <Detail icon="i-message-circle" label={t('details.whatsapp')}>
            <a href={whatsappUrl} rel="noopener noreferrer" target="_blank" className={linkClass}>
              {contact.whatsapp}
            </a>
          </Detail>
          <Detail icon="i-clock" label={t('details.hours')}>
            <p>{contact.hours[language]}</p>
            <p>{contact.closed[language]}</p>
          </Detail>
        </ul>
      </address>
      <div className="mt-8 border-t border-slate-200 pt-6">
        <p className="text-sm font-semibold text-navy-900">{t('details.follow')}</p>
        <ul className="mt-3 flex gap-3">
          <li>
            <a
              href={social.facebook}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={t('details.facebook')}
              className="flex size-11 items-center justify-center rounded-full bg-navy-900 text-white hover:bg-navy-700"
            >
              <FacebookIcon className="size-5" />
            </a>
          </li>
          <li>
            <a
              href={social.linkedin}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={t('details.linkedin')}
              className="flex size-11 items-center justify-center rounded-full bg-navy-900 text-white hover:bg-navy-700"
            >
              <LinkedinIcon className="size-5" />
            </a>
          </li>
        </ul>
      </div>
    </Card>
  );
}

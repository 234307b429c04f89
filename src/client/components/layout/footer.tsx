import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '#client/lib/auth.ts';
import { useLanguage } from '#client/lib/use-language.ts';
import { company, telUrl } from '#shared/company.ts';
import { footerServices } from '#shared/content/footer-services.ts';
import { authHref, paths } from '#shared/paths.ts';
import { Logo } from './logo.tsx';
import { LogoutButton } from './logout-button.tsx';
import { MAIN_NAV } from './nav-links.ts';
import { FacebookIcon, LinkedinIcon } from './social-icons.tsx';

const headingClass = 'mb-4 text-sm font-semibold tracking-wider text-sun-300 uppercase';
const linkClass = 'text-slate-300 hover:text-white';
const contactLineClass = 'flex gap-2 before:mt-0.5 before:text-sun-400';

export function Footer() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: user } = useSession();
  return (
    // pb-36 (144 px) keeps the end of the page clear of the floating WhatsApp and call buttons
    // (two 56 px buttons, a 12 px gap, 16 px from the bottom: 140 px) once scrolled to the end.
    <footer className="drawn-when-near bg-navy-900 pb-36 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <Logo light />
          <p className="mt-4 text-sm leading-relaxed">{company.tagline[language]}</p>
          <div className="mt-5 flex gap-3">
            <a
              href={company.social.facebook}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={t('footer.facebook')}
              className="rounded-full bg-white/10 p-2 hover:bg-white/20"
            >
              <FacebookIcon className="size-4 text-white" />
            </a>
            <a
              href={company.social.linkedin}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={t('footer.linkedin')}
              className="rounded-full bg-white/10 p-2 hover:bg-white/20"
            >
              <LinkedinIcon className="size-4 text-white" />
            </a>
          </div>
        </div>
        <nav aria-label={t('footer.quickLinks')}>
          <h2 className={headingClass}>{t('footer.quickLinks')}</h2>
          <ul className="space-y-2 text-sm">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.services')}>
          <h2 className={headingClass}>{t('footer.services')}</h2>
          <ul className="space-y-2 text-sm">
            {footerServices.map((service) => (
              <li key={service.id}>
                <Link to={service.href} className={linkClass}>
                  {service.label[language]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>{t('footer.contact')}</h2>
          <address className="space-y-3 text-sm not-italic">
            <p className={`icon i-map-pin ${contactLineClass}`}>
              {company.contact.address[language]}
            </p>
            <p className={`icon i-mail ${contactLineClass}`}>
              <a href={`mailto:${company.contact.email}`} className={linkClass}>
                {company.contact.email}
              </a>
            </p>
            <p className={`icon i-phone ${contactLineClass}`}>
              <a href={telUrl} className={linkClass}>
                {company.contact.phone}
              </a>
            </p>
            <p>
              {company.contact.hours[language]}
              <br />
              {company.contact.closed[language]}
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-7xl px-4 py-6 text-xs sm:px-6">
          <p className="text-slate-400">
            CIN {company.legal.cin} · GST {company.legal.gst} · {company.legal.udyam} · DPIIT{' '}
            {company.legal.dpiit}
          </p>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p suppressHydrationWarning>
              © {new Date().getFullYear()} {company.name}. {t('footer.rights')}
            </p>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              <li>
                <Link to={paths.privacyPolicy} className={linkClass}>
                  {t('footer.privacy')}
                </Link>
              </li>
              <li>
                <Link to={paths.termsConditions} className={linkClass}>
                  {t('footer.terms')}
                </Link>
              </li>
              <li>
                {user ? (
                  <LogoutButton asLink className={linkClass} />
                ) : (
                  <Link to={authHref('admin')} className={linkClass}>
                    {t('footer.adminLogin')}
                  </Link>
                )}
              </li>
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}

import { useTranslation } from 'react-i18next';
import { Carousel } from '#client/components/ui/carousel.tsx';
import { Illustration } from '#client/components/ui/illustration.tsx';
import { useLanguage } from '#client/lib/use-language.ts';
import { partners } from '#shared/content/partners.ts';
import { Section, SectionHeading } from './section.tsx';

/** How long each position of the logo strip stays before it moves on, in ms. */
const PARTNER_SCROLL_MS = 3_000;

type PartnerCarouselProps = {
  /** Overrides the section's default heading (the services page names it differently). */
  heading?: string;
  tone?: 'white' | 'cream';
};

/** The partner logos, scrolling by themselves and pausing while the pointer is over them. */
export function PartnerCarousel({ heading, tone = 'white' }: PartnerCarouselProps) {
  const { t } = useTranslation('home');
  const lang = useLanguage();
  // Each partner is a link to its site (SPEC section 2), the logo's alternative text naming it.
  const slides = partners.map((partner) => (
    <a
      key={partner.id}
      href={partner.url}
      rel="noopener noreferrer"
      className="flex h-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm transition-shadow hover:shadow-md"
    >
      <Illustration
        id={partner.logo}
        alt={t('partners.logoAlt', { name: partner.name })}
        className="h-14 w-auto"
      />
      <p className="mt-3 text-sm text-slate-600">{partner.description[lang]}</p>
    </a>
  ));
  return (
    <Section labelledBy="partners-title" tone={tone}>
      <SectionHeading
        id="partners-title"
        eyebrow={t('partners.eyebrow')}
        title={heading ?? t('partners.heading')}
        subtitle={t('partners.subtitle')}
      />
      <Carousel
        slides={slides}
        loop
        autoplayMs={PARTNER_SCROLL_MS}
        slideClassName="basis-full min-[480px]:basis-1/2 md:basis-1/3 lg:basis-1/4"
        labels={{
          carousel: t('partners.carouselLabel'),
          previous: t('partners.previous'),
          next: t('partners.next'),
          slide: (position, total) => t('partners.slide', { position, total }),
          goTo: (position) => t('partners.goTo', { position }),
          pause: t('partners.pause'),
          play: t('partners.play'),
        }}
      />
    </Section>
  );
}

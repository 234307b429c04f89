import type { Localized } from './localized.ts';

// Its own module, apart from the catalogue in `services.ts`: the footer is on every page's first
// load, and a module goes into a chunk whole (the catalogue is 8 KB the footer does not show).
export interface FooterService {
  id: string;
  label: Localized;
  /** Marketing partnership leads to the partner portal; everything else to the services page. */
  href: '/services' | '/partner';
}

/** The service names listed in the footer (SPEC section 1), in the spec's order. */
export const footerServices: readonly FooterService[] = [
  {
    id: 'commercial-solar-installation',
    label: { en: 'Commercial Solar Installation', hi: 'व्यावसायिक सोलर स्थापना' },
    href: '/services',
  },
  {
    id: 'power-purchase-agreement',
    label: { en: 'Power Purchase Agreement', hi: 'बिजली खरीद समझौता (पीपीए)' },
    href: '/services',
  },
  {
    id: 'business-consulting',
    label: { en: 'Business Consulting', hi: 'व्यावसायिक परामर्श' },
    href: '/services',
  },
  {
    id: 'startup-handholding',
    label: { en: 'Startup Handholding', hi: 'स्टार्टअप मार्गदर्शन' },
    href: '/services',
  },
  {
    id: 'tech-setup-solutions',
    label: { en: 'Tech Setup Solutions', hi: 'तकनीकी सेटअप समाधान' },
    href: '/services',
  },
  {
    id: 'fmcg-sector-services',
    label: { en: 'FMCG Sector Services', hi: 'एफएमसीजी क्षेत्र सेवाएँ' },
    href: '/services',
  },
  {
    id: 'marketing-partnership',
    label: { en: 'Marketing Partnership', hi: 'मार्केटिंग साझेदारी' },
    href: '/partner',
  },
];

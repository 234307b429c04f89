import type { Localized } from './content/localized.ts';

/**
 * The company profile: the one place for the brand, addresses, phones and legal identifiers.
 * Arkaja Solar is a fictional brand; the identifiers below are placeholders in the right format.
 */
export const company = {
  name: 'Arkaja Solar Private Limited',
  shortName: 'Arkaja Solar',
  established: 2021,
  tagline: {
    en: 'Powering the growth of Indian business',
    hi: 'भारतीय व्यवसायों की प्रगति को ऊर्जा',
  } satisfies Localized,
  focus: {
    en: 'Commercial rooftop and ground-mounted solar from 50 kW to 5 MW',
    hi: '50 किलोवाट से 5 मेगावाट तक व्यावसायिक रूफटॉप और ग्राउंड-माउंटेड सोलर',
  } satisfies Localized,
  businessModel: {
    en: 'Zero upfront cost under a 60-month power purchase agreement, or bank EMI financing',
    hi: '60 महीने के बिजली खरीद समझौते के तहत शून्य अग्रिम लागत, या बैंक ईएमआई वित्तपोषण',
  } satisfies Localized,
  equipment: {
    en: 'Tier-1 panels and inverters from major brands, 25-year system warranty',
    hi: 'प्रमुख ब्रांडों के टियर-1 पैनल और इन्वर्टर, 25 वर्ष की सिस्टम वारंटी',
  } satisfies Localized,
  legal: {
    cin: 'U40106RJ2021PTC076543',
    gst: '08AAQCA1234B1Z2',
    udyam: 'UDYAM-RJ-17-0123456',
    dpiit: 'DIPP98765',
  },
  contact: {
    address: {
      en: 'Plot 14, Sitapura Industrial Area, Tonk Road, Jaipur, Rajasthan 302039',
      hi: 'प्लॉट 14, सीतापुरा औद्योगिक क्षेत्र, टोंक रोड, जयपुर, राजस्थान 302039',
    } satisfies Localized,
    warehouse: {
      en: 'Warehouse: Khasra 221, Goner Road, Jaipur, Rajasthan 302039',
      hi: 'गोदाम: खसरा 221, गोनेर रोड, जयपुर, राजस्थान 302039',
    } satisfies Localized,
    streetAddress: 'Plot 14, Sitapura Industrial Area, Tonk Road',
    city: 'Jaipur',
    region: 'Rajasthan',
    postalCode: '302039',
    country: 'IN',
    email: 'hello@arkajasolar.example',
    phone: '+91 98290 12345',
    whatsapp: '+91 98290 12345',
    hours: {
      en: 'Monday to Saturday, 9:00 AM to 6:00 PM',
      hi: 'सोमवार से शनिवार, सुबह 9:00 से शाम 6:00 बजे तक',
    } satisfies Localized,
    closed: { en: 'Closed on Sunday', hi: 'रविवार को बंद' } satisfies Localized,
  },
  social: {
    facebook: 'https://www.facebook.com/arkajasolar.example',
    linkedin: 'https://www.linkedin.com/company/arkajasolar-example',
  },
} as const;

/** Digits only, as wa.me links and tel: URIs want them. */
function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

export const whatsappUrl = `https://wa.me/${phoneDigits(company.contact.whatsapp)}`;
export const telUrl = `tel:+${phoneDigits(company.contact.phone)}`;

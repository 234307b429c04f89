import type { Localized } from './localized.ts';

/** lucide-react icon names the feature cards use. */
export type FeatureIcon = 'Landmark' | 'BadgeCheck' | 'Building2';

export interface Feature {
  id: string;
  icon: FeatureIcon;
  title: Localized;
  description: Localized;
}

/** The three why-choose-us cards. */
export const features: readonly Feature[] = [
  {
    id: 'bank-financing',
    icon: 'Landmark',
    title: { en: 'Easy Bank Financing', hi: 'आसान बैंक वित्तपोषण' },
    description: {
      en: 'Go solar with zero upfront cost under a 60-month power purchase agreement, or choose EMI financing from major banks. We help with every document the lender needs.',
      hi: '60 महीने के बिजली खरीद समझौते के तहत शून्य अग्रिम लागत पर सोलर अपनाएँ, या प्रमुख बैंकों से ईएमआई वित्तपोषण चुनें। ऋणदाता को जिन दस्तावेज़ों की ज़रूरत होती है, उन सबमें हम मदद करते हैं।',
    },
  },
  {
    id: 'major-brands',
    icon: 'BadgeCheck',
    title: { en: 'Major Solar Brands', hi: 'प्रमुख सोलर ब्रांड' },
    description: {
      en: 'We install only Tier-1 panels and inverters from major brands, sourced through authorised channels and backed by a 25-year system warranty.',
      hi: 'हम केवल प्रमुख ब्रांडों के टियर-1 पैनल और इन्वर्टर लगाते हैं, जो अधिकृत माध्यमों से खरीदे जाते हैं और जिन पर 25 वर्ष की सिस्टम वारंटी मिलती है।',
    },
  },
  {
    id: 'domestic-commercial',
    icon: 'Building2',
    title: { en: 'Domestic & Commercial', hi: 'घरेलू और व्यावसायिक' },
    description: {
      en: 'From housing societies to factories, hospitals and warehouses, we design systems from 50 kW to 5 MW around the way each building uses power.',
      hi: 'हाउसिंग सोसाइटी से लेकर फ़ैक्टरियों, अस्पतालों और गोदामों तक, हम हर भवन की बिजली खपत के अनुसार 50 किलोवाट से 5 मेगावाट तक के सिस्टम डिज़ाइन करते हैं।',
    },
  },
];

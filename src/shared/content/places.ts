import type { Localized } from './localized.ts';

/** Indian states and cities the catalogue mentions, spelled once in both languages. */
export const states = {
  andhraPradesh: { en: 'Andhra Pradesh', hi: 'आंध्र प्रदेश' },
  assam: { en: 'Assam', hi: 'असम' },
  gujarat: { en: 'Gujarat', hi: 'गुजरात' },
  haryana: { en: 'Haryana', hi: 'हरियाणा' },
  karnataka: { en: 'Karnataka', hi: 'कर्नाटक' },
  kerala: { en: 'Kerala', hi: 'केरल' },
  madhyaPradesh: { en: 'Madhya Pradesh', hi: 'मध्य प्रदेश' },
  maharashtra: { en: 'Maharashtra', hi: 'महाराष्ट्र' },
  punjab: { en: 'Punjab', hi: 'पंजाब' },
  rajasthan: { en: 'Rajasthan', hi: 'राजस्थान' },
  tamilNadu: { en: 'Tamil Nadu', hi: 'तमिलनाडु' },
  telangana: { en: 'Telangana', hi: 'तेलंगाना' },
  uttarPradesh: { en: 'Uttar Pradesh', hi: 'उत्तर प्रदेश' },
  westBengal: { en: 'West Bengal', hi: 'पश्चिम बंगाल' },
} as const satisfies Record<string, Localized>;

export const cities = {
  anand: { en: 'Anand', hi: 'आणंद' },
  bengaluru: { en: 'Bengaluru', hi: 'बेंगलुरु' },
  bhilwara: { en: 'Bhilwara', hi: 'भीलवाड़ा' },
  bhiwandi: { en: 'Bhiwandi', hi: 'भिवंडी' },
  bhopal: { en: 'Bhopal', hi: 'भोपाल' },
  coimbatore: { en: 'Coimbatore', hi: 'कोयंबटूर' },
  guntur: { en: 'Guntur', hi: 'गुंटूर' },
  gurugram: { en: 'Gurugram', hi: 'गुरुग्राम' },
  hyderabad: { en: 'Hyderabad', hi: 'हैदराबाद' },
  indore: { en: 'Indore', hi: 'इंदौर' },
  jaipur: { en: 'Jaipur', hi: 'जयपुर' },
  kochi: { en: 'Kochi', hi: 'कोच्चि' },
  lucknow: { en: 'Lucknow', hi: 'लखनऊ' },
  ludhiana: { en: 'Ludhiana', hi: 'लुधियाना' },
  pune: { en: 'Pune', hi: 'पुणे' },
  rajkot: { en: 'Rajkot', hi: 'राजकोट' },
  tiruppur: { en: 'Tiruppur', hi: 'तिरुप्पुर' },
  udaipur: { en: 'Udaipur', hi: 'उदयपुर' },
  vadodara: { en: 'Vadodara', hi: 'वडोदरा' },
} as const satisfies Record<string, Localized>;

import type { IllustrationId } from './illustrations.ts';
import type { Localized } from './localized.ts';

export type PartnerLogoId = Extract<IllustrationId, `partner-${string}`>;

export interface Partner {
  id: string;
  /** Brand name, the same in every language. */
  name: string;
  url: string;
  logo: PartnerLogoId;
  description: Localized;
}

/** The payment and billing tools of the partner carousel (fictional brands). */
export const partners: readonly Partner[] = [
  {
    id: 'paysetu',
    name: 'PaySetu',
    url: 'https://paysetu.example',
    logo: 'partner-paysetu',
    description: {
      en: 'UPI, card and net-banking payments for monthly PPA invoices.',
      hi: 'पीपीए के मासिक बिलों के लिए यूपीआई, कार्ड और नेट बैंकिंग से भुगतान।',
    },
  },
  {
    id: 'billbook',
    name: 'BillBook',
    url: 'https://billbook.example',
    logo: 'partner-billbook',
    description: {
      en: 'Simple invoicing and billing for small and medium businesses.',
      hi: 'छोटे और मध्यम व्यवसायों के लिए आसान इनवॉइसिंग और बिलिंग।',
    },
  },
  {
    id: 'ledgerly',
    name: 'Ledgerly',
    url: 'https://ledgerly.example',
    logo: 'partner-ledgerly',
    description: {
      en: 'Cloud bookkeeping that keeps your energy expenses and savings in one ledger.',
      hi: 'क्लाउड बहीखाता, जिसमें आपके ऊर्जा खर्च और बचत एक ही खाते में दर्ज रहते हैं।',
    },
  },
  {
    id: 'invoiceflow',
    name: 'InvoiceFlow',
    url: 'https://invoiceflow.example',
    logo: 'partner-invoiceflow',
    description: {
      en: 'Automated invoice reminders and payment tracking for finance teams.',
      hi: 'वित्त टीमों के लिए इनवॉइस के स्वचालित रिमाइंडर और भुगतान की ट्रैकिंग।',
    },
  },
  {
    id: 'gstmitra',
    name: 'GSTMitra',
    url: 'https://gstmitra.example',
    logo: 'partner-gstmitra',
    description: {
      en: 'GST return filing and input tax credit reconciliation.',
      hi: 'जीएसटी रिटर्न फ़ाइलिंग और इनपुट टैक्स क्रेडिट का मिलान।',
    },
  },
];

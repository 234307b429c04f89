import type { Localized } from './localized.ts';

/** lucide-react icon names the process section uses. */
export type ProcessStepIcon = 'ClipboardCheck' | 'FileUp' | 'BadgeCheck' | 'Wrench';

export interface ProcessStep {
  id: number;
  icon: ProcessStepIcon;
  title: Localized;
  description: Localized;
  timing: Localized;
}

/** The four steps from enquiry to a working plant (SPEC section 9). */
export const processSteps: readonly ProcessStep[] = [
  {
    id: 1,
    icon: 'ClipboardCheck',
    title: { en: 'Check Eligibility', hi: 'पात्रता जाँचें' },
    description: {
      en: 'Share your monthly electricity bill and a few details about your business. Businesses with a monthly bill of ₹50,000 or more qualify.',
      hi: 'अपना मासिक बिजली बिल और व्यवसाय की कुछ जानकारी साझा करें। ₹50,000 या उससे अधिक मासिक बिल वाले व्यवसाय पात्र होते हैं।',
    },
    timing: { en: 'Instant', hi: 'तुरंत' },
  },
  {
    id: 2,
    icon: 'FileUp',
    title: { en: 'Upload Documents', hi: 'दस्तावेज़ अपलोड करें' },
    description: {
      en: 'Upload your electricity bill, PAN, GST returns, balance sheet and bank statements securely online.',
      hi: 'अपना बिजली बिल, पैन, जीएसटी रिटर्न, बैलेंस शीट और बैंक स्टेटमेंट सुरक्षित रूप से ऑनलाइन अपलोड करें।',
    },
    timing: { en: 'Instant', hi: 'तुरंत' },
  },
  {
    id: 3,
    icon: 'BadgeCheck',
    title: { en: 'Get Approved', hi: 'मंज़ूरी पाएँ' },
    description: {
      en: 'Our team reviews your documents, confirms the system size and shares the power purchase agreement or financing offer.',
      hi: 'हमारी टीम आपके दस्तावेज़ों की समीक्षा करती है, सिस्टम का आकार तय करती है और बिजली खरीद समझौते या वित्तपोषण का प्रस्ताव भेजती है।',
    },
    timing: { en: 'Within 7 days', hi: '7 दिनों के भीतर' },
  },
  {
    id: 4,
    icon: 'Wrench',
    title: { en: 'System Installation', hi: 'सिस्टम की स्थापना' },
    description: {
      en: 'We install, test and commission your solar plant, handle net metering, and your savings begin.',
      hi: 'हम आपका सोलर संयंत्र स्थापित करते हैं, उसका परीक्षण करके उसे चालू करते हैं, नेट मीटरिंग का काम संभालते हैं, और आपकी बचत शुरू हो जाती है।',
    },
    timing: { en: 'Within 12 weeks', hi: '12 सप्ताह के भीतर' },
  },
];

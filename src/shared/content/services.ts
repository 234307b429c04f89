import type { IllustrationId } from './illustrations.ts';
import type { Localized } from './localized.ts';

export interface Service {
  id: number;
  title: Localized;
  shortDescription: Localized;
  description: Localized;
  image: IllustrationId;
  keyFeatures: readonly Localized[];
  /** The three "most popular" items shown on the service card. */
  popular: readonly Localized[];
}

export const services: readonly Service[] = [
  {
    id: 1,
    title: { en: 'Complete Solar Solutions', hi: 'संपूर्ण सोलर समाधान' },
    shortDescription: {
      en: 'End-to-end commercial solar, from site survey and design to installation, net metering and upkeep.',
      hi: 'साइट सर्वे और डिज़ाइन से लेकर स्थापना, नेट मीटरिंग और रखरखाव तक, संपूर्ण व्यावसायिक सोलर सेवा।',
    },
    description: {
      en: 'We take full responsibility for your solar plant, from the first energy audit to the day it starts cutting your bill and for years after. Our engineers study your roof or land and your load pattern, design a system between 50 kW and 5 MW, handle DISCOM approvals and net metering, and install it with our own trained crews. After commissioning, we monitor generation remotely and service the plant so that it keeps delivering the savings we promised.',
      hi: 'पहले ऊर्जा ऑडिट से लेकर बिजली बिल घटने के दिन तक, और उसके बाद भी वर्षों तक, आपके सोलर संयंत्र की पूरी ज़िम्मेदारी हमारी है। हमारे इंजीनियर आपकी छत या ज़मीन और बिजली खपत के पैटर्न का अध्ययन करते हैं, 50 किलोवाट से 5 मेगावाट तक का सिस्टम डिज़ाइन करते हैं, डिस्कॉम की मंज़ूरी और नेट मीटरिंग का काम संभालते हैं और अपनी प्रशिक्षित टीमों से स्थापना करते हैं। चालू होने के बाद हम उत्पादन की रिमोट निगरानी करते हैं और संयंत्र का रखरखाव करते हैं, ताकि वादे के अनुसार बचत मिलती रहे।',
    },
    image: 'service-complete',
    keyFeatures: [
      {
        en: 'Free site survey and energy audit',
        hi: 'निःशुल्क साइट सर्वे और ऊर्जा ऑडिट',
      },
      {
        en: 'Custom system design from 50 kW to 5 MW',
        hi: '50 किलोवाट से 5 मेगावाट तक अनुकूलित सिस्टम डिज़ाइन',
      },
      {
        en: 'DISCOM approvals and net metering handled for you',
        hi: 'डिस्कॉम की मंज़ूरी और नेट मीटरिंग की पूरी प्रक्रिया हमारी ओर से',
      },
      {
        en: 'Installation by our own trained crews',
        hi: 'हमारी अपनी प्रशिक्षित टीमों द्वारा स्थापना',
      },
      {
        en: 'Remote monitoring of daily generation',
        hi: 'दैनिक उत्पादन की रिमोट निगरानी',
      },
      {
        en: 'Scheduled cleaning and preventive maintenance',
        hi: 'नियमित सफ़ाई और निवारक रखरखाव',
      },
    ],
    popular: [
      { en: 'Factory rooftop systems', hi: 'फ़ैक्टरी रूफटॉप सिस्टम' },
      { en: 'Ground-mounted plants', hi: 'ग्राउंड-माउंटेड संयंत्र' },
      { en: 'Annual maintenance contracts', hi: 'वार्षिक रखरखाव अनुबंध' },
    ],
  },
  {
    id: 2,
    title: { en: 'Solar Financing Solutions', hi: 'सोलर वित्तपोषण समाधान' },
    shortDescription: {
      en: 'Go solar with zero upfront cost under a 60-month PPA, or spread the cost with bank EMI financing.',
      hi: '60 महीने के बिजली खरीद समझौते के तहत शून्य अग्रिम लागत पर सोलर अपनाएँ, या बैंक ईएमआई से भुगतान किस्तों में करें।',
    },
    description: {
      en: 'Capital should go into your business, not into your roof. Under our power purchase agreement we build and own the plant and you pay only for the energy it produces, at a fixed rate below your grid tariff, for 60 months; after that your solar power bill falls to zero. If you prefer to own the system from day one, we arrange EMI financing through major banks and help you prepare every document the lender asks for.',
      hi: 'पूंजी आपके व्यवसाय में लगनी चाहिए, छत पर नहीं। हमारे बिजली खरीद समझौते (पीपीए) के तहत संयंत्र हम लगाते हैं और उसका स्वामित्व हमारा रहता है; आप 60 महीनों तक केवल उत्पादित बिजली का भुगतान करते हैं, ग्रिड दर से कम एक तय दर पर। इसके बाद सोलर बिजली का आपका बिल शून्य हो जाता है। यदि आप पहले दिन से सिस्टम के मालिक बनना चाहते हैं, तो हम प्रमुख बैंकों से ईएमआई वित्तपोषण की व्यवस्था करते हैं और ऋणदाता द्वारा माँगे गए हर दस्तावेज़ को तैयार करने में मदद करते हैं।',
    },
    image: 'service-financing',
    keyFeatures: [
      {
        en: 'Zero upfront investment under a PPA',
        hi: 'पीपीए के तहत शून्य अग्रिम निवेश',
      },
      {
        en: 'Fixed energy rate for the full 60-month term',
        hi: 'पूरी 60 महीने की अवधि के लिए तय बिजली दर',
      },
      {
        en: 'Bill falls to zero within 60 months',
        hi: '60 महीनों के भीतर बिल शून्य',
      },
      {
        en: 'EMI financing through major banks',
        hi: 'प्रमुख बैंकों के माध्यम से ईएमआई वित्तपोषण',
      },
      {
        en: 'Help with loan documents and approvals',
        hi: 'ऋण दस्तावेज़ों और मंज़ूरी में सहायता',
      },
    ],
    popular: [
      { en: 'Zero-capex PPA', hi: 'शून्य पूंजी निवेश वाला पीपीए' },
      { en: 'Bank EMI plans', hi: 'बैंक ईएमआई योजनाएँ' },
      { en: 'Eligibility check in minutes', hi: 'कुछ ही मिनटों में पात्रता जाँच' },
    ],
  },
  {
    id: 3,
    title: { en: 'Premium Brand Installation', hi: 'प्रीमियम ब्रांड स्थापना' },
    shortDescription: {
      en: 'Tier-1 panels and inverters from major brands, installed to standard and backed by a 25-year system warranty.',
      hi: 'प्रमुख ब्रांडों के टियर-1 पैनल और इन्वर्टर, मानकों के अनुसार स्थापित और 25 वर्ष की सिस्टम वारंटी के साथ।',
    },
    description: {
      en: 'A solar plant is only as good as the equipment inside it. We install Tier-1 modules and inverters from major brands, on corrosion-resistant mounting structures designed for Indian wind loads, with cabling and protection that meet BIS and CEA standards. Every component is sourced through authorised channels and stocked at our Jaipur warehouse, and the complete system carries a 25-year warranty.',
      hi: 'सोलर संयंत्र उतना ही अच्छा होता है जितना उसमें लगा उपकरण। हम प्रमुख ब्रांडों के टियर-1 मॉड्यूल और इन्वर्टर लगाते हैं, भारतीय हवा के दबाव के अनुसार डिज़ाइन किए गए जंगरोधी माउंटिंग ढाँचों पर, और केबलिंग व सुरक्षा उपकरण बीआईएस तथा सीईए मानकों के अनुरूप होते हैं। हर पुर्ज़ा अधिकृत माध्यमों से खरीदा जाता है और हमारे जयपुर गोदाम में रखा जाता है, और पूरे सिस्टम पर 25 वर्ष की वारंटी मिलती है।',
    },
    image: 'service-brands',
    keyFeatures: [
      {
        en: 'Tier-1 solar modules from major brands',
        hi: 'प्रमुख ब्रांडों के टियर-1 सोलर मॉड्यूल',
      },
      {
        en: 'String and central inverters from trusted makers',
        hi: 'भरोसेमंद निर्माताओं के स्ट्रिंग और सेंट्रल इन्वर्टर',
      },
      {
        en: 'Corrosion-resistant mounting structures',
        hi: 'जंगरोधी माउंटिंग ढाँचे',
      },
      {
        en: 'Cabling and protection to BIS and CEA standards',
        hi: 'बीआईएस और सीईए मानकों के अनुरूप केबलिंग और सुरक्षा',
      },
      {
        en: '25-year system warranty',
        hi: '25 वर्ष की सिस्टम वारंटी',
      },
    ],
    popular: [
      { en: 'Bifacial module upgrades', hi: 'बाइफेशियल मॉड्यूल अपग्रेड' },
      { en: 'High-efficiency string inverters', hi: 'उच्च दक्षता वाले स्ट्रिंग इन्वर्टर' },
      { en: 'Extended performance warranty', hi: 'विस्तारित प्रदर्शन वारंटी' },
    ],
  },
];

export function findService(id: number): Service | undefined {
  return services.find((service) => service.id === id);
}

import type { Localized } from './localized.ts';

/** A question and its answer on a service's own page. */
export interface Faq {
  question: Localized;
  answer: Localized;
}

/** One way to pay for a plant, as the service pages list them. */
export interface FinancingOption {
  id: 'ppa' | 'emi' | 'purchase';
  title: Localized;
  text: Localized;
}

/** What a service's own page shows beyond its card (the `/services/{id}` page, decision 022). */
export interface ServiceDetail {
  serviceId: number;
  /** Who the service suits. */
  suits: readonly Localized[];
  faqs: readonly Faq[];
  /** Projects shown as examples of the service, by id. */
  relatedProjectIds: readonly number[];
}

/** The three ways to pay, the same on every service page and in the calculator. */
export const financingOptions: readonly FinancingOption[] = [
  {
    id: 'ppa',
    title: { en: 'Power purchase agreement (PPA)', hi: 'बिजली खरीद समझौता (पीपीए)' },
    text: {
      en: 'No upfront cost: we build and own the plant, you pay a fixed rate per kWh it generates for 60 months, then the plant is yours.',
      hi: 'कोई अग्रिम लागत नहीं: संयंत्र हम लगाते हैं और उसके मालिक रहते हैं, आप 60 महीनों तक उत्पादित हर यूनिट के लिए तय दर चुकाते हैं, फिर संयंत्र आपका हो जाता है।',
    },
  },
  {
    id: 'emi',
    title: { en: 'Bank EMI', hi: 'बैंक ईएमआई' },
    text: {
      en: 'Own the plant from day one and pay for it in monthly instalments through a bank loan; we prepare the documents the lender asks for.',
      hi: 'पहले दिन से संयंत्र के मालिक बनें और बैंक ऋण की मासिक किस्तों में भुगतान करें; ऋणदाता जो दस्तावेज़ माँगता है, वे हम तैयार करते हैं।',
    },
  },
  {
    id: 'purchase',
    title: { en: 'Outright purchase', hi: 'एकमुश्त खरीद' },
    text: {
      en: 'Pay for the plant at commissioning and keep every rupee of savings from the first month; the fastest payback of the three.',
      hi: 'चालू होने पर संयंत्र का पूरा भुगतान करें और पहले महीने से बचत का हर रुपया अपने पास रखें; तीनों में सबसे जल्दी लागत वसूली।',
    },
  },
];

export const serviceDetails: readonly ServiceDetail[] = [
  {
    serviceId: 1,
    suits: [
      {
        en: 'Factories and plants with a monthly bill of ₹50,000 or more',
        hi: '₹50,000 या उससे अधिक मासिक बिल वाली फ़ैक्टरियाँ और संयंत्र',
      },
      {
        en: 'Owners of large, unshaded roofs or spare land',
        hi: 'बड़ी, छायारहित छत या खाली ज़मीन वाले मालिक',
      },
      {
        en: 'Businesses that want one company accountable from survey to upkeep',
        hi: 'ऐसे व्यवसाय जो सर्वे से रखरखाव तक एक ही कंपनी की ज़िम्मेदारी चाहते हैं',
      },
    ],
    faqs: [
      {
        question: {
          en: 'How long does a project take from survey to power?',
          hi: 'सर्वे से बिजली उत्पादन तक कितना समय लगता है?',
        },
        answer: {
          en: 'Approval takes up to 7 days once your documents are in, and installation with commissioning within 12 weeks after that.',
          hi: 'दस्तावेज़ मिलने के बाद मंज़ूरी में 7 दिन तक लगते हैं, और उसके बाद 12 सप्ताह के भीतर स्थापना और चालू करने का काम पूरा होता है।',
        },
      },
      {
        question: {
          en: 'Do you handle net metering with the DISCOM?',
          hi: 'क्या डिस्कॉम के साथ नेट मीटरिंग का काम आप करते हैं?',
        },
        answer: {
          en: 'Yes. We file the application, arrange the inspection and get the bidirectional meter installed.',
          hi: 'हाँ। हम आवेदन दाखिल करते हैं, निरीक्षण की व्यवस्था करते हैं और द्विदिशीय मीटर लगवाते हैं।',
        },
      },
      {
        question: {
          en: 'What happens after commissioning?',
          hi: 'चालू होने के बाद क्या होता है?',
        },
        answer: {
          en: 'We watch daily generation remotely, clean the modules on a schedule and fix faults under the 25-year system warranty.',
          hi: 'हम दैनिक उत्पादन की रिमोट निगरानी करते हैं, तय समय पर मॉड्यूल साफ़ करते हैं और 25 वर्ष की सिस्टम वारंटी के तहत खराबी ठीक करते हैं।',
        },
      },
    ],
    relatedProjectIds: [1, 8, 11],
  },
  {
    serviceId: 2,
    suits: [
      {
        en: 'Businesses that would rather keep capital for growth',
        hi: 'ऐसे व्यवसाय जो पूंजी को विकास के लिए बचाकर रखना चाहते हैं',
      },
      {
        en: 'Companies with steady daytime power use and clean financial records',
        hi: 'दिन में नियमित बिजली खपत और साफ़ वित्तीय रिकॉर्ड वाली कंपनियाँ',
      },
      {
        en: 'Owners comparing a PPA, a bank loan and buying outright',
        hi: 'पीपीए, बैंक ऋण और एकमुश्त खरीद की तुलना करने वाले मालिक',
      },
    ],
    faqs: [
      {
        question: {
          en: 'What does a PPA cost me upfront?',
          hi: 'पीपीए में मुझे अग्रिम कितना भुगतान करना होता है?',
        },
        answer: {
          en: 'Nothing. You pay only for the units the plant generates, at a fixed rate below your grid tariff, for 60 months.',
          hi: 'कुछ नहीं। आप 60 महीनों तक केवल संयंत्र द्वारा उत्पादित यूनिटों का भुगतान करते हैं, ग्रिड दर से कम एक तय दर पर।',
        },
      },
      {
        question: {
          en: 'Which documents does the bank need for EMI financing?',
          hi: 'ईएमआई वित्तपोषण के लिए बैंक को कौन-से दस्तावेज़ चाहिए?',
        },
        answer: {
          en: 'Usually your electricity bill, PAN, GST returns, the last balance sheet and six months of bank statements.',
          hi: 'आमतौर पर आपका बिजली बिल, पैन, जीएसटी रिटर्न, पिछली बैलेंस शीट और छह महीने के बैंक स्टेटमेंट।',
        },
      },
      {
        question: {
          en: 'Which option saves the most over 25 years?',
          hi: '25 वर्षों में किस विकल्प से सबसे अधिक बचत होती है?',
        },
        answer: {
          en: 'It depends on your bill, your tariff and the loan’s interest rate. The calculator on the Environmental Impact page compares all three for your bill, year by year, and states every assumption.',
          hi: 'यह आपके बिल, आपकी बिजली दर और ऋण की ब्याज दर पर निर्भर करता है। पर्यावरणीय प्रभाव पेज का कैलकुलेटर आपके बिल के लिए तीनों की वर्ष-दर-वर्ष तुलना करता है और हर धारणा साफ़ बताता है।',
        },
      },
    ],
    relatedProjectIds: [2, 5, 12],
  },
  {
    serviceId: 3,
    suits: [
      {
        en: 'Sites where every square metre of roof must yield the most power',
        hi: 'ऐसी जगहें जहाँ छत के हर वर्ग मीटर से अधिकतम बिजली चाहिए',
      },
      {
        en: 'Hospitals, data centres and plants that cannot afford downtime',
        hi: 'अस्पताल, डेटा सेंटर और संयंत्र जो बिजली रुकने का जोखिम नहीं ले सकते',
      },
      {
        en: 'Buyers who want named brands and a long warranty on paper',
        hi: 'ऐसे खरीदार जो नामी ब्रांड और लिखित लंबी वारंटी चाहते हैं',
      },
    ],
    faqs: [
      {
        question: {
          en: 'Which brands do you install?',
          hi: 'आप किन ब्रांडों के उपकरण लगाते हैं?',
        },
        answer: {
          en: 'Tier-1 modules and inverters from major makers, bought through authorised channels; the quote names the exact models.',
          hi: 'प्रमुख निर्माताओं के टियर-1 मॉड्यूल और इन्वर्टर, अधिकृत माध्यमों से खरीदे गए; कोटेशन में सटीक मॉडल लिखे होते हैं।',
        },
      },
      {
        question: {
          en: 'What does the 25-year warranty cover?',
          hi: '25 वर्ष की वारंटी में क्या शामिल है?',
        },
        answer: {
          en: 'The complete system: modules, inverters, structures and cabling, with the makers’ performance guarantees passed on to you.',
          hi: 'पूरा सिस्टम: मॉड्यूल, इन्वर्टर, ढाँचे और केबलिंग, साथ ही निर्माताओं की प्रदर्शन गारंटी आपके नाम।',
        },
      },
      {
        question: {
          en: 'Are bifacial modules worth it on my roof?',
          hi: 'क्या मेरी छत पर बाइफेशियल मॉड्यूल फ़ायदेमंद हैं?',
        },
        answer: {
          en: 'On light-coloured roofs and raised structures they add several per cent of yield; our survey tells you whether yours qualifies.',
          hi: 'हल्के रंग की छतों और ऊँचे ढाँचों पर इनसे उत्पादन कुछ प्रतिशत बढ़ता है; हमारा सर्वे बताता है कि आपकी छत उपयुक्त है या नहीं।',
        },
      },
    ],
    relatedProjectIds: [4, 6, 10],
  },
];

export function findServiceDetail(serviceId: number): ServiceDetail | undefined {
  return serviceDetails.find((detail) => detail.serviceId === serviceId);
}

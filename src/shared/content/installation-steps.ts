import type { Localized } from './localized.ts';

export interface InstallationStep {
  id: number;
  title: Localized;
  description: Localized;
  /** When in the project the step happens, e.g. "Week 1". */
  duration: Localized;
}

/** The 8-step installation walkthrough of the environmental impact page. */
export const installationSteps: readonly InstallationStep[] = [
  {
    id: 1,
    title: { en: 'Site Survey & Energy Audit', hi: 'साइट सर्वे और ऊर्जा ऑडिट' },
    description: {
      en: 'Our engineers visit your premises, check the roof or land for shade and structural strength, and study twelve months of electricity bills to understand your load.',
      hi: 'हमारे इंजीनियर आपके परिसर का दौरा करते हैं, छत या ज़मीन पर छाया और संरचना की मज़बूती जाँचते हैं, और आपके लोड को समझने के लिए पिछले बारह महीनों के बिजली बिलों का अध्ययन करते हैं।',
    },
    duration: { en: 'Week 1', hi: 'सप्ताह 1' },
  },
  {
    id: 2,
    title: { en: 'System Design & Proposal', hi: 'सिस्टम डिज़ाइन और प्रस्ताव' },
    description: {
      en: 'We size the plant to your daytime consumption, prepare a layout and generation estimate, and present a clear proposal with the savings you can expect.',
      hi: 'हम दिन की खपत के अनुसार संयंत्र का आकार तय करते हैं, लेआउट और उत्पादन का अनुमान तैयार करते हैं, और अपेक्षित बचत के साथ एक स्पष्ट प्रस्ताव प्रस्तुत करते हैं।',
    },
    duration: { en: 'Week 2', hi: 'सप्ताह 2' },
  },
  {
    id: 3,
    title: { en: 'Financing & Agreement', hi: 'वित्तपोषण और अनुबंध' },
    description: {
      en: 'Choose zero upfront cost under a 60-month power purchase agreement or bank EMI financing. We help with the documents and sign the agreement with you.',
      hi: '60 महीने के बिजली खरीद समझौते के तहत शून्य अग्रिम लागत या बैंक ईएमआई वित्तपोषण में से चुनें। दस्तावेज़ों में हम मदद करते हैं और आपके साथ अनुबंध करते हैं।',
    },
    duration: { en: 'Weeks 3–4', hi: 'सप्ताह 3–4' },
  },
  {
    id: 4,
    title: { en: 'Approvals & Net Metering', hi: 'मंज़ूरी और नेट मीटरिंग' },
    description: {
      en: 'We file the net metering application with your DISCOM and obtain the approvals the installation needs, keeping you informed at every stage.',
      hi: 'हम आपकी डिस्कॉम में नेट मीटरिंग का आवेदन दाखिल करते हैं और स्थापना के लिए ज़रूरी मंज़ूरियाँ प्राप्त करते हैं, और हर चरण की जानकारी आपको देते रहते हैं।',
    },
    duration: { en: 'Weeks 4–6', hi: 'सप्ताह 4–6' },
  },
  {
    id: 5,
    title: { en: 'Procurement & Delivery', hi: 'खरीद और डिलीवरी' },
    description: {
      en: 'Tier-1 panels, inverters and mounting structures are procured through authorised channels, inspected at our Jaipur warehouse and delivered to your site.',
      hi: 'टियर-1 पैनल, इन्वर्टर और माउंटिंग ढाँचे अधिकृत माध्यमों से खरीदे जाते हैं, हमारे जयपुर गोदाम में उनकी जाँच होती है और फिर उन्हें आपकी साइट पर पहुँचाया जाता है।',
    },
    duration: { en: 'Weeks 6–8', hi: 'सप्ताह 6–8' },
  },
  {
    id: 6,
    title: { en: 'Structure & Panel Installation', hi: 'ढाँचा और पैनल स्थापना' },
    description: {
      en: 'Our crews erect corrosion-resistant mounting structures and fix the panels at the designed tilt, following strict safety practices on the roof.',
      hi: 'हमारी टीमें जंगरोधी माउंटिंग ढाँचे खड़े करती हैं और छत पर सुरक्षा नियमों का सख़्ती से पालन करते हुए पैनलों को निर्धारित कोण पर लगाती हैं।',
    },
    duration: { en: 'Weeks 8–10', hi: 'सप्ताह 8–10' },
  },
  {
    id: 7,
    title: { en: 'Electrical Integration & Testing', hi: 'विद्युत संयोजन और परीक्षण' },
    description: {
      en: 'Inverters, cabling, earthing and protection devices are connected to your electrical system and tested for safety and performance.',
      hi: 'इन्वर्टर, केबलिंग, अर्थिंग और सुरक्षा उपकरणों को आपकी विद्युत व्यवस्था से जोड़ा जाता है और सुरक्षा तथा प्रदर्शन के लिए उनका परीक्षण किया जाता है।',
    },
    duration: { en: 'Week 11', hi: 'सप्ताह 11' },
  },
  {
    id: 8,
    title: { en: 'Commissioning & Monitoring', hi: 'चालू करना और निगरानी' },
    description: {
      en: 'After the DISCOM inspection and net meter installation, the plant is switched on. We then monitor its generation remotely and service it for the years ahead.',
      hi: 'डिस्कॉम के निरीक्षण और नेट मीटर लगने के बाद संयंत्र चालू किया जाता है। इसके बाद हम इसके उत्पादन की रिमोट निगरानी करते हैं और आने वाले वर्षों तक इसका रखरखाव करते हैं।',
    },
    duration: { en: 'Week 12 onwards', hi: 'सप्ताह 12 से आगे' },
  },
];

import type { Language } from '../languages.ts';
import type { IllustrationId } from './illustrations.ts';
import type { Localized } from './localized.ts';

/** lucide-react icon names the values grid uses. */
export type AboutValueIcon = 'ShieldCheck' | 'BadgeCheck' | 'Handshake' | 'Leaf';

export interface AboutValue {
  id: string;
  icon: AboutValueIcon;
  title: Localized;
  description: Localized;
}

export interface AboutStat {
  id: string;
  /** The figure, shown with a trailing "+" ("40+ MW"). */
  value: number;
  /** Unit after the figure, if any. */
  unit: Localized | null;
  label: Localized;
}

export interface Leader {
  id: string;
  name: Localized;
  role: Localized;
  bio: Localized;
}

export interface AboutContent {
  image: IllustrationId;
  mission: Localized;
  vision: Localized;
  /** Paragraphs of "Our Story". */
  story: readonly Localized[];
  values: readonly AboutValue[];
  stats: readonly AboutStat[];
  leadership: readonly Leader[];
}

export const about: AboutContent = {
  image: 'about-team',
  mission: {
    en: 'To make clean, affordable solar power available to every Indian business, without upfront cost or complexity.',
    hi: 'हर भारतीय व्यवसाय को बिना अग्रिम लागत और बिना किसी झंझट के स्वच्छ और किफ़ायती सौर ऊर्जा उपलब्ध कराना।',
  },
  vision: {
    en: 'An India where every factory roof, hospital and warehouse produces its own clean power, and energy costs no longer hold back business growth.',
    hi: 'ऐसा भारत, जहाँ हर फ़ैक्टरी की छत, हर अस्पताल और हर गोदाम अपनी स्वच्छ बिजली ख़ुद बनाए, और बिजली की लागत व्यवसाय की प्रगति में बाधा न बने।',
  },
  story: [
    {
      en: 'Arkaja Solar was founded in Jaipur in 2021 by engineers and finance professionals who kept meeting the same problem at factory gates across Rajasthan: businesses knew solar would cut their power bills, but few could spare the capital or the management time to build a plant.',
      hi: 'अर्कजा सोलर की स्थापना 2021 में जयपुर में ऐसे इंजीनियरों और वित्त विशेषज्ञों ने की, जिन्हें राजस्थान की लगभग हर फ़ैक्टरी में एक ही समस्या दिखी: व्यवसाय जानते थे कि सोलर से बिजली का बिल घटेगा, लेकिन बहुत कम के पास संयंत्र लगाने के लिए पूंजी या प्रबंधन का समय था।',
    },
    {
      en: 'So we built our business around zero upfront cost. Under a 60-month power purchase agreement we finance, build and maintain the plant, and the customer pays only for the energy it produces. For businesses that prefer to own their system, we arrange EMI financing with major banks.',
      hi: 'इसलिए हमने अपना कारोबार शून्य अग्रिम लागत के मॉडल पर खड़ा किया। 60 महीने के बिजली खरीद समझौते के तहत हम संयंत्र का वित्तपोषण, निर्माण और रखरखाव करते हैं, और ग्राहक केवल उत्पादित बिजली का भुगतान करता है। जो व्यवसाय सिस्टम का स्वामित्व अपने पास रखना चाहते हैं, उनके लिए हम प्रमुख बैंकों से ईएमआई वित्तपोषण की व्यवस्था करते हैं।',
    },
    {
      en: 'Today we work from our head office in Sitapura Industrial Area and our warehouse on Goner Road, both in Jaipur, and serve factories, hospitals, hotels, schools, warehouses and offices across India with systems from 50 kW to 5 MW.',
      hi: 'आज हम जयपुर के सीतापुरा औद्योगिक क्षेत्र स्थित प्रधान कार्यालय और गोनेर रोड स्थित गोदाम से काम करते हैं, और देश भर में फ़ैक्टरियों, अस्पतालों, होटलों, स्कूलों, गोदामों और कार्यालयों को 50 किलोवाट से 5 मेगावाट तक के सिस्टम उपलब्ध कराते हैं।',
    },
  ],
  values: [
    {
      id: 'integrity',
      icon: 'ShieldCheck',
      title: { en: 'Integrity', hi: 'ईमानदारी' },
      description: {
        en: 'Honest generation estimates, transparent pricing and contracts written in plain language.',
        hi: 'उत्पादन के ईमानदार अनुमान, पारदर्शी मूल्य और सरल भाषा में लिखे अनुबंध।',
      },
    },
    {
      id: 'quality',
      icon: 'BadgeCheck',
      title: { en: 'Quality', hi: 'गुणवत्ता' },
      description: {
        en: 'Tier-1 equipment, trained crews and installation to BIS and CEA standards, every time.',
        hi: 'हर बार टियर-1 उपकरण, प्रशिक्षित टीमें और बीआईएस तथा सीईए मानकों के अनुरूप स्थापना।',
      },
    },
    {
      id: 'partnership',
      icon: 'Handshake',
      title: { en: 'Customer Partnership', hi: 'ग्राहक के साथ साझेदारी' },
      description: {
        en: 'We stay with our customers for the life of the plant, not just until it is commissioned.',
        hi: 'हम संयंत्र चालू होने तक ही नहीं, उसके पूरे जीवनकाल तक अपने ग्राहकों के साथ रहते हैं।',
      },
    },
    {
      id: 'sustainability',
      icon: 'Leaf',
      title: { en: 'Sustainability', hi: 'सतत विकास' },
      description: {
        en: 'Every kilowatt we install cuts carbon emissions, and we run our own operations with the same care for the environment.',
        hi: 'हमारा लगाया हर किलोवाट कार्बन उत्सर्जन घटाता है, और अपने कामकाज में भी हम पर्यावरण का उतना ही ध्यान रखते हैं।',
      },
    },
  ],
  stats: [
    {
      id: 'capacity',
      value: 40,
      unit: { en: 'MW', hi: 'मेगावाट' },
      label: { en: 'Capacity installed', hi: 'स्थापित क्षमता' },
    },
    {
      id: 'projects',
      value: 150,
      unit: null,
      label: { en: 'Projects completed', hi: 'पूरी की गई परियोजनाएँ' },
    },
    {
      id: 'cities',
      value: 35,
      unit: null,
      label: { en: 'Cities served', hi: 'शहरों में सेवा' },
    },
    {
      id: 'years',
      value: 5,
      unit: null,
      label: { en: 'Years of experience', hi: 'वर्षों का अनुभव' },
    },
  ],
  leadership: [
    {
      id: 'vikram-singh-rathore',
      name: { en: 'Vikram Singh Rathore', hi: 'विक्रम सिंह राठौड़' },
      role: { en: 'Founder & Managing Director', hi: 'संस्थापक एवं प्रबंध निदेशक' },
      bio: {
        en: 'An electrical engineer with more than fifteen years in power distribution and renewable energy, Vikram founded Arkaja Solar in 2021 to make solar simple for Indian businesses. He leads the company’s strategy and its key customer relationships.',
        hi: 'विद्युत इंजीनियर विक्रम को बिजली वितरण और नवीकरणीय ऊर्जा में पंद्रह वर्षों से अधिक का अनुभव है। भारतीय व्यवसायों के लिए सोलर को आसान बनाने के उद्देश्य से उन्होंने 2021 में अर्कजा सोलर की स्थापना की। वे कंपनी की रणनीति और प्रमुख ग्राहकों के साथ संबंधों का नेतृत्व करते हैं।',
      },
    },
    {
      id: 'neha-mathur',
      name: { en: 'Neha Mathur', hi: 'नेहा माथुर' },
      role: { en: 'Director, Finance & Partnerships', hi: 'निदेशक, वित्त एवं साझेदारी' },
      bio: {
        en: 'A chartered accountant who previously structured project loans at a leading bank, Neha designed our PPA and EMI programmes and manages our relationships with lenders and marketing partners.',
        hi: 'चार्टर्ड अकाउंटेंट नेहा पहले एक अग्रणी बैंक में प्रोजेक्ट ऋणों की संरचना का काम देखती थीं। हमारे पीपीए और ईएमआई कार्यक्रम उन्होंने ही तैयार किए हैं, और वे ऋणदाताओं तथा मार्केटिंग साझेदारों के साथ हमारे संबंधों का प्रबंधन करती हैं।',
      },
    },
    {
      id: 'arjun-meena',
      name: { en: 'Arjun Meena', hi: 'अर्जुन मीणा' },
      role: {
        en: 'Head of Engineering & Projects',
        hi: 'प्रमुख, इंजीनियरिंग एवं परियोजनाएँ',
      },
      bio: {
        en: 'Arjun has designed and commissioned more than a hundred rooftop and ground-mounted plants. He leads our design team and installation crews and sets the safety and quality standards every project follows.',
        hi: 'अर्जुन सौ से अधिक रूफटॉप और ग्राउंड-माउंटेड संयंत्रों का डिज़ाइन और कमीशनिंग कर चुके हैं। वे हमारी डिज़ाइन टीम और स्थापना टीमों का नेतृत्व करते हैं और सुरक्षा तथा गुणवत्ता के वे मानक तय करते हैं जिनका पालन हर परियोजना में होता है।',
      },
    },
  ],
};

/** "40+ MW" / "40+ मेगावाट"; "150+". */
export function statValue(stat: AboutStat, lang: Language): string {
  return stat.unit === null ? `${stat.value}+` : `${stat.value}+ ${stat.unit[lang]}`;
}

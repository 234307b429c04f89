import type { Language } from '../languages.ts';
import { annualGeneration, co2Tonnes, monthlySavings } from './catalogue-figures.ts';
import type { Localized } from './localized.ts';
import type { Project, ProjectKind } from './projects.ts';

/** Rated power of one module in the catalogue's plants, in watts. */
const MODULE_WATTS = 545;

/** The kind of client each kind of project was built for. */
export const clientTypes: Record<ProjectKind, Localized> = {
  factory: { en: 'Manufacturer', hi: 'निर्माता' },
  office: { en: 'Office campus', hi: 'कार्यालय परिसर' },
  mall: { en: 'Retail', hi: 'खुदरा व्यापार' },
  hospital: { en: 'Healthcare', hi: 'स्वास्थ्य सेवा' },
  hotel: { en: 'Hospitality', hi: 'आतिथ्य' },
  datacenter: { en: 'Data centre', hi: 'डेटा सेंटर' },
  school: { en: 'Education', hi: 'शिक्षा' },
  warehouse: { en: 'Logistics', hi: 'लॉजिस्टिक्स' },
  textile: { en: 'Textiles', hi: 'कपड़ा उद्योग' },
  food: { en: 'Food processing', hi: 'खाद्य प्रसंस्करण' },
};

/** The problem the client brought to us, by kind of site. */
const problems: Record<ProjectKind, Localized> = {
  factory: {
    en: 'Power was the second-largest cost after raw material, and every tariff revision ate into thin margins on machined parts.',
    hi: 'कच्चे माल के बाद बिजली सबसे बड़ा खर्च थी, और हर टैरिफ संशोधन मशीन से बने पुर्ज़ों के कम मुनाफ़े को और घटा देता था।',
  },
  office: {
    en: 'Air-conditioning and IT ran all day at commercial tariffs, and the tenants asked for a greener building.',
    hi: 'एयर-कंडीशनिंग और आईटी पूरे दिन व्यावसायिक दरों पर चलते थे, और किरायेदार एक हरित भवन चाहते थे।',
  },
  mall: {
    en: 'Lighting, escalators and cooling during shopping hours made the common-area bill the largest line in the maintenance budget.',
    hi: 'खरीदारी के समय प्रकाश व्यवस्था, एस्केलेटर और कूलिंग के कारण साझा क्षेत्र का बिल रखरखाव बजट की सबसे बड़ी मद था।',
  },
  hospital: {
    en: 'Round-the-clock cooling and medical equipment kept the bill high, and the trust wanted to spend that money on patient care.',
    hi: 'चौबीसों घंटे कूलिंग और चिकित्सा उपकरणों के कारण बिल ऊँचा रहता था, और ट्रस्ट वह पैसा मरीज़ों की देखभाल पर खर्च करना चाहता था।',
  },
  hotel: {
    en: 'Guest-room cooling, kitchens and hot water made energy the largest cost after staff, peaking in the tourist season.',
    hi: 'अतिथि कक्षों की कूलिंग, रसोई और गर्म पानी के कारण कर्मचारियों के बाद ऊर्जा सबसे बड़ा खर्च थी, जो पर्यटन के मौसम में चरम पर होती थी।',
  },
  datacenter: {
    en: 'A constant load of servers and precision cooling meant a large bill every month and clients asking about renewable sourcing.',
    hi: 'सर्वरों और प्रिसिजन कूलिंग के निरंतर लोड का मतलब था हर महीने बड़ा बिल, और ग्राहक नवीकरणीय ऊर्जा के बारे में पूछ रहे थे।',
  },
  school: {
    en: 'Fees could not rise with the power bill of classrooms, laboratories and hostels, and the management wanted students to see clean energy at work.',
    hi: 'कक्षाओं, प्रयोगशालाओं और छात्रावासों के बिजली बिल के साथ फ़ीस नहीं बढ़ाई जा सकती थी, और प्रबंधन चाहता था कि छात्र स्वच्छ ऊर्जा को काम करते देखें।',
  },
  warehouse: {
    en: 'A wide roof sat idle while lighting, material handling and cold rooms drew from the grid all day.',
    hi: 'चौड़ी छत खाली पड़ी थी, जबकि प्रकाश व्यवस्था, माल ढुलाई उपकरण और कोल्ड रूम दिन भर ग्रिड से बिजली लेते थे।',
  },
  textile: {
    en: 'Spinning, weaving and processing lines made power a third of the cost of each metre of fabric, against competitors abroad.',
    hi: 'कताई, बुनाई और प्रोसेसिंग लाइनों के कारण कपड़े के हर मीटर की लागत का एक तिहाई बिजली पर जाता था, जबकि मुकाबला विदेशी कंपनियों से था।',
  },
  food: {
    en: 'Processing lines and cold storage could not stop, and the bill rose every summer with the cooling load.',
    hi: 'प्रोसेसिंग लाइनें और कोल्ड स्टोरेज रुक नहीं सकते थे, और हर गर्मी में कूलिंग लोड के साथ बिल बढ़ जाता था।',
  },
};

const indianNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** The figures of a project's case study, all derived from its capacity. */
export function projectFigures(project: Pick<Project, 'capacityKw'>) {
  const generation = annualGeneration(project.capacityKw);
  return {
    capacityKw: project.capacityKw,
    annualGenerationKwh: generation,
    monthlySavingsRupees: monthlySavings(project.capacityKw),
    co2TonnesPerYear: co2Tonnes(generation),
    modules: Math.ceil((project.capacityKw * 1000) / MODULE_WATTS),
  };
}

export function projectProblem(project: Pick<Project, 'kind'>, lang: Language): string {
  return problems[project.kind][lang];
}

/** "What we built": generated from the project's fields, so it always matches its figures. */
export function projectSolution(project: Project, lang: Language): string {
  const { modules } = projectFigures(project);
  const kw = indianNumber.format(project.capacityKw);
  const count = indianNumber.format(modules);
  if (lang === 'hi') {
    return `हमने ${MODULE_WATTS} वॉट के ${count} टियर-1 मॉड्यूल वाला ${kw} किलोवाट का संयंत्र डिज़ाइन किया, जंगरोधी ढाँचों पर स्थापित किया, नेट मीटरिंग करवाई और ${project.year} में इसे चालू किया। तब से हम इसके दैनिक उत्पादन की रिमोट निगरानी करते हैं।`;
  }
  return `We designed a ${kw} kW plant of ${count} Tier-1 modules of ${MODULE_WATTS} W, installed it on corrosion-resistant structures, arranged net metering and commissioned it in ${project.year}. We have monitored its daily generation remotely ever since.`;
}

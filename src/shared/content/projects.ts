import type { Language } from '../languages.ts';
import { annualGeneration, co2Tonnes } from './catalogue-figures.ts';
import type { IllustrationId } from './illustrations.ts';
import type { Localized } from './localized.ts';
import { cities, states } from './places.ts';

export const PROJECT_KINDS = [
  'factory',
  'office',
  'mall',
  'hospital',
  'hotel',
  'datacenter',
  'school',
  'warehouse',
  'textile',
  'food',
] as const;

export type ProjectKind = (typeof PROJECT_KINDS)[number];

/** The illustration that belongs to each kind of project. */
export type ProjectIllustrationId = Extract<IllustrationId, `project-${ProjectKind}`>;

export interface Project {
  id: number;
  title: Localized;
  city: Localized;
  state: Localized;
  capacityKw: number;
  kind: ProjectKind;
  image: ProjectIllustrationId;
  /** Year the plant was commissioned. */
  year: number;
}

export const projects: readonly Project[] = [
  {
    id: 1,
    title: { en: 'Auto Components Plant', hi: 'ऑटो कंपोनेंट निर्माण इकाई' },
    city: cities.pune,
    state: states.maharashtra,
    capacityKw: 480,
    kind: 'factory',
    image: 'project-factory',
    year: 2022,
  },
  {
    id: 2,
    title: { en: 'Corporate Office Campus', hi: 'कॉर्पोरेट कार्यालय परिसर' },
    city: cities.gurugram,
    state: states.haryana,
    capacityKw: 250,
    kind: 'office',
    image: 'project-office',
    year: 2023,
  },
  {
    id: 3,
    title: { en: 'Shopping Mall', hi: 'शॉपिंग मॉल' },
    city: cities.lucknow,
    state: states.uttarPradesh,
    capacityKw: 410,
    kind: 'mall',
    image: 'project-mall',
    year: 2023,
  },
  {
    id: 4,
    title: { en: 'Multi-Speciality Hospital', hi: 'मल्टी-स्पेशियलिटी अस्पताल' },
    city: cities.indore,
    state: states.madhyaPradesh,
    capacityKw: 300,
    kind: 'hospital',
    image: 'project-hospital',
    year: 2022,
  },
  {
    id: 5,
    title: { en: 'Heritage Hotel', hi: 'हेरिटेज होटल' },
    city: cities.udaipur,
    state: states.rajasthan,
    capacityKw: 180,
    kind: 'hotel',
    image: 'project-hotel',
    year: 2021,
  },
  {
    id: 6,
    title: { en: 'Data Centre', hi: 'डेटा सेंटर' },
    city: cities.hyderabad,
    state: states.telangana,
    capacityKw: 520,
    kind: 'datacenter',
    image: 'project-datacenter',
    year: 2024,
  },
  {
    id: 7,
    title: { en: 'Senior Secondary School', hi: 'उच्च माध्यमिक विद्यालय' },
    city: cities.jaipur,
    state: states.rajasthan,
    capacityKw: 120,
    kind: 'school',
    image: 'project-school',
    year: 2021,
  },
  {
    id: 8,
    title: { en: 'Logistics Warehouse', hi: 'लॉजिस्टिक्स गोदाम' },
    city: cities.bhiwandi,
    state: states.maharashtra,
    capacityKw: 450,
    kind: 'warehouse',
    image: 'project-warehouse',
    year: 2024,
  },
  {
    id: 9,
    title: { en: 'Textile Spinning Mill', hi: 'कपड़ा कताई मिल' },
    city: cities.bhilwara,
    state: states.rajasthan,
    capacityKw: 500,
    kind: 'textile',
    image: 'project-textile',
    year: 2022,
  },
  {
    id: 10,
    title: { en: 'Dairy Processing Plant', hi: 'डेयरी प्रसंस्करण संयंत्र' },
    city: cities.anand,
    state: states.gujarat,
    capacityKw: 350,
    kind: 'food',
    image: 'project-food',
    year: 2023,
  },
  {
    id: 11,
    title: { en: 'Pharmaceutical Plant', hi: 'दवा निर्माण संयंत्र' },
    city: cities.vadodara,
    state: states.gujarat,
    capacityKw: 390,
    kind: 'factory',
    image: 'project-factory',
    year: 2025,
  },
  {
    id: 12,
    title: { en: 'IT Park Office Block', hi: 'आईटी पार्क कार्यालय भवन' },
    city: cities.bengaluru,
    state: states.karnataka,
    capacityKw: 280,
    kind: 'office',
    image: 'project-office',
    year: 2024,
  },
  {
    id: 13,
    title: { en: 'Eye Hospital', hi: 'नेत्र अस्पताल' },
    city: cities.coimbatore,
    state: states.tamilNadu,
    capacityKw: 160,
    kind: 'hospital',
    image: 'project-hospital',
    year: 2025,
  },
  {
    id: 14,
    title: { en: 'Business Hotel', hi: 'बिज़नेस होटल' },
    city: cities.kochi,
    state: states.kerala,
    capacityKw: 210,
    kind: 'hotel',
    image: 'project-hotel',
    year: 2024,
  },
  {
    id: 15,
    title: { en: 'Engineering College', hi: 'इंजीनियरिंग कॉलेज' },
    city: cities.bhopal,
    state: states.madhyaPradesh,
    capacityKw: 230,
    kind: 'school',
    image: 'project-school',
    year: 2025,
  },
  {
    id: 16,
    title: { en: 'Distribution Centre', hi: 'वितरण केंद्र' },
    city: cities.ludhiana,
    state: states.punjab,
    capacityKw: 330,
    kind: 'warehouse',
    image: 'project-warehouse',
    year: 2026,
  },
  {
    id: 17,
    title: { en: 'Garment Export Unit', hi: 'परिधान निर्यात इकाई' },
    city: cities.tiruppur,
    state: states.tamilNadu,
    capacityKw: 270,
    kind: 'textile',
    image: 'project-textile',
    year: 2025,
  },
  {
    id: 18,
    title: { en: 'Spice Processing Unit', hi: 'मसाला प्रसंस्करण इकाई' },
    city: cities.guntur,
    state: states.andhraPradesh,
    capacityKw: 200,
    kind: 'food',
    image: 'project-food',
    year: 2026,
  },
];

export function findProject(id: number): Project | undefined {
  return projects.find((project) => project.id === id);
}

/** Estimated yearly generation of a project, in kWh. */
function projectAnnualGeneration(project: Pick<Project, 'capacityKw'>): number {
  return annualGeneration(project.capacityKw);
}

const indianNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** "250 kW Installation" / "250 किलोवाट संयंत्र". */
export function projectCapacityLabel(project: Pick<Project, 'capacityKw'>, lang: Language): string {
  const kw = indianNumber.format(project.capacityKw);
  return lang === 'hi' ? `${kw} किलोवाट संयंत्र` : `${kw} kW Installation`;
}

/** "Pune, Maharashtra". */
export function projectLocation(project: Pick<Project, 'city' | 'state'>, lang: Language): string {
  return `${project.city[lang]}, ${project.state[lang]}`;
}

/** What the plant's energy does for each kind of site; completes the generation sentence. */
const kindBenefit: Record<ProjectKind, Localized> = {
  factory: {
    en: 'covering a large share of the daytime load of its machines and compressors',
    hi: 'जिससे मशीनों और कंप्रेसरों के दिन के लोड का बड़ा हिस्सा पूरा होता है',
  },
  office: {
    en: 'which closely matches its daytime air-conditioning and IT load',
    hi: 'जो दिन में चलने वाले एयर-कंडीशनिंग और आईटी लोड से अच्छी तरह मेल खाता है',
  },
  mall: {
    en: 'meeting much of the lighting, escalator and cooling demand during shopping hours',
    hi: 'जिससे खरीदारी के समय प्रकाश व्यवस्था, एस्केलेटर और कूलिंग की माँग का बड़ा हिस्सा पूरा होता है',
  },
  hospital: {
    en: 'cutting the cost of round-the-clock cooling, lighting and medical equipment',
    hi: 'जिससे चौबीसों घंटे चलने वाली कूलिंग, प्रकाश व्यवस्था और चिकित्सा उपकरणों का खर्च घटता है',
  },
  hotel: {
    en: 'lowering the cost of guest-room cooling, kitchens and hot water',
    hi: 'जिससे अतिथि कक्षों की कूलिंग, रसोई और गर्म पानी का खर्च कम होता है',
  },
  datacenter: {
    en: 'supplying part of the constant load of its servers and precision cooling',
    hi: 'जिससे सर्वरों और प्रिसिजन कूलिंग के निरंतर लोड का एक हिस्सा पूरा होता है',
  },
  school: {
    en: 'powering classrooms, laboratories and hostels through the teaching day',
    hi: 'जिससे पढ़ाई के समय कक्षाओं, प्रयोगशालाओं और छात्रावासों को बिजली मिलती है',
  },
  warehouse: {
    en: 'turning its wide, unshaded roof into power for lighting, material handling and cold rooms',
    hi: 'जिससे इसकी चौड़ी, छायारहित छत प्रकाश व्यवस्था, माल ढुलाई उपकरणों और कोल्ड रूम के लिए बिजली देती है',
  },
  textile: {
    en: 'reducing the energy cost of its spinning, weaving and processing lines',
    hi: 'जिससे कताई, बुनाई और प्रोसेसिंग लाइनों की बिजली लागत घटती है',
  },
  food: {
    en: 'keeping its processing lines and cold storage running at a lower cost',
    hi: 'जिससे प्रोसेसिंग लाइनें और कोल्ड स्टोरेज कम लागत पर चलते हैं',
  },
};

/** The detail text of a project card, generated from its fields. */
export function projectDescription(project: Project, lang: Language): string {
  const kw = indianNumber.format(project.capacityKw);
  const generation = projectAnnualGeneration(project);
  const kwh = indianNumber.format(generation);
  const co2 = indianNumber.format(co2Tonnes(generation));
  const benefit = kindBenefit[project.kind][lang];
  const title = project.title[lang];
  const place = projectLocation(project, lang);
  if (lang === 'hi') {
    return [
      `${place} स्थित ${title} के लिए यह ${kw} किलोवाट का सोलर संयंत्र अर्कजा सोलर ने ${project.year} में डिज़ाइन, स्थापित और चालू किया।`,
      `इससे हर वर्ष लगभग ${kwh} यूनिट बिजली उत्पादन का अनुमान है, ${benefit}।`,
      `साथ ही, हर वर्ष लगभग ${co2} टन कार्बन डाइऑक्साइड उत्सर्जन कम होता है।`,
    ].join(' ');
  }
  return [
    `In ${project.year}, Arkaja Solar designed, installed and commissioned this ${kw} kW solar plant for the ${title} in ${place}.`,
    `It is estimated to generate about ${kwh} kWh of electricity a year, ${benefit}.`,
    `It also avoids roughly ${co2} tonnes of CO2 emissions every year.`,
  ].join(' ');
}

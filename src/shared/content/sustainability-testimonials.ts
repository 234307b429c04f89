import { annualGeneration, co2Tonnes, treesEquivalent } from './catalogue-figures.ts';
import type { Localized } from './localized.ts';
import { cities, states } from './places.ts';

export interface SustainabilityImpacts {
  capacityKW: number;
  /** kWh generated per year. */
  annualGeneration: number;
  /** Tonnes of CO2 avoided per year, one decimal. */
  co2Reduction: number;
  /** Trees that would absorb as much CO2, whole number. */
  treesEquivalent: number;
}

export interface SustainabilityTestimonial {
  id: number;
  name: Localized;
  company: Localized;
  /** City and state. */
  location: Localized;
  quote: Localized;
  image: null;
  impacts: SustainabilityImpacts;
}

export function sustainabilityImpacts(capacityKW: number): SustainabilityImpacts {
  const generation = annualGeneration(capacityKW);
  return {
    capacityKW,
    annualGeneration: generation,
    co2Reduction: co2Tonnes(generation),
    treesEquivalent: treesEquivalent(generation),
  };
}

function place(city: Localized, state: Localized): Localized {
  return { en: `${city.en}, ${state.en}`, hi: `${city.hi}, ${state.hi}` };
}

export const sustainabilityTestimonials: readonly SustainabilityTestimonial[] = [
  {
    id: 1,
    name: { en: 'Ramesh Khandelwal', hi: 'रमेश खंडेलवाल' },
    company: { en: 'Khandelwal Handicraft Exports', hi: 'खंडेलवाल हैंडीक्राफ़्ट एक्सपोर्ट्स' },
    location: place(cities.jaipur, states.rajasthan),
    quote: {
      en: 'Our European buyers now ask about our carbon footprint in every audit. The solar plant gives us real numbers to show them, and it has cut our factory’s emissions by well over a hundred tonnes a year.',
      hi: 'हमारे यूरोपीय खरीदार अब हर ऑडिट में कार्बन फ़ुटप्रिंट के बारे में पूछते हैं। सोलर संयंत्र से हमारे पास उन्हें दिखाने के लिए ठोस आँकड़े हैं, और इससे हमारी फ़ैक्टरी का उत्सर्जन हर वर्ष सौ टन से भी ज़्यादा घटा है।',
    },
    image: null,
    impacts: sustainabilityImpacts(150),
  },
  {
    id: 2,
    name: { en: 'Dr. Shalini Menon', hi: 'डॉ. शालिनी मेनन' },
    company: { en: 'Lakeview Multi-Speciality Hospital', hi: 'लेकव्यू मल्टी-स्पेशियलिटी अस्पताल' },
    location: place(cities.kochi, states.kerala),
    quote: {
      en: 'Healing people while polluting the air they breathe never sat well with us. Going solar is a decision our doctors and staff are proud of, and the savings help us keep treatment affordable.',
      hi: 'लोगों का इलाज करते हुए उसी हवा को प्रदूषित करना, जिसमें वे साँस लेते हैं, हमें कभी ठीक नहीं लगा। सोलर अपनाने के फ़ैसले पर हमारे डॉक्टरों और कर्मचारियों को गर्व है, और इससे होने वाली बचत इलाज को किफ़ायती बनाए रखने में मदद करती है।',
    },
    image: null,
    impacts: sustainabilityImpacts(240),
  },
  {
    id: 3,
    name: { en: 'Gurpreet Kaur', hi: 'गुरप्रीत कौर' },
    company: { en: 'Kaur Agro Foods', hi: 'कौर एग्रो फ़ूड्स' },
    location: place(cities.ludhiana, states.punjab),
    quote: {
      en: 'Our raw material comes from farmers, so the climate affects our business directly. Producing clean energy on our own roof is our small contribution, and it is equal to planting thousands of trees.',
      hi: 'हमारा कच्चा माल किसानों से आता है, इसलिए जलवायु का असर सीधे हमारे कारोबार पर पड़ता है। अपनी छत पर स्वच्छ ऊर्जा बनाना हमारा छोटा-सा योगदान है, जो हज़ारों पेड़ लगाने के बराबर है।',
    },
    image: null,
    impacts: sustainabilityImpacts(300),
  },
  {
    id: 4,
    name: { en: 'Nikhil Joshi', hi: 'निखिल जोशी' },
    company: { en: 'Joshi Precision Castings', hi: 'जोशी प्रिसिजन कास्टिंग्स' },
    location: place(cities.rajkot, states.gujarat),
    quote: {
      en: 'We expected savings; we did not expect our customers to value the green credentials so much. Two large OEM clients now mention our solar plant in their supplier sustainability reports.',
      hi: 'हमें बचत की उम्मीद थी, लेकिन यह नहीं सोचा था कि हमारे ग्राहक पर्यावरण के प्रति हमारी इस पहल को इतना महत्व देंगे। दो बड़े ओईएम ग्राहक अब अपनी आपूर्तिकर्ता सस्टेनेबिलिटी रिपोर्ट में हमारे सोलर संयंत्र का उल्लेख करते हैं।',
    },
    image: null,
    impacts: sustainabilityImpacts(450),
  },
  {
    id: 5,
    name: { en: 'Farhan Siddiqui', hi: 'फ़रहान सिद्दीक़ी' },
    company: { en: 'Awadh Residency Hotel', hi: 'अवध रेज़िडेंसी होटल' },
    location: place(cities.lucknow, states.uttarPradesh),
    quote: {
      en: 'Travellers increasingly choose hotels that care for the environment. Our solar rooftop now features in our brochures, and it quietly produces clean power every single day.',
      hi: 'यात्री अब ऐसे होटलों को चुनने लगे हैं जो पर्यावरण का ध्यान रखते हैं। हमारी सोलर छत अब हमारे ब्रोशर में शामिल है, और यह हर दिन चुपचाप स्वच्छ बिजली पैदा करती है।',
    },
    image: null,
    impacts: sustainabilityImpacts(200),
  },
];

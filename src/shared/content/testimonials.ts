import { annualGeneration, co2Tonnes, monthlySavings } from './catalogue-figures.ts';
import type { Localized } from './localized.ts';
import { states } from './places.ts';

export interface TestimonialImpacts {
  capacityKW: number;
  /** Rupees saved per month. */
  monthlySavings: number;
  /** kWh generated per year. */
  annualGeneration: number;
  /** Tonnes of CO2 avoided per year, one decimal. */
  co2Reduction: number;
}

export interface Testimonial {
  id: number;
  name: Localized;
  role: Localized;
  /** An Indian state. */
  location: Localized;
  image: null;
  content: Localized;
  impacts: TestimonialImpacts;
}

export function testimonialImpacts(capacityKW: number): TestimonialImpacts {
  const generation = annualGeneration(capacityKW);
  return {
    capacityKW,
    monthlySavings: monthlySavings(capacityKW),
    annualGeneration: generation,
    co2Reduction: co2Tonnes(generation),
  };
}

/**
 * Up to two initials for an avatar: the first letter of the first and of the last word.
 * Works on Latin and Devanagari names alike (a Devanagari "letter" is a whole grapheme,
 * e.g. "श्री").
 */
export function initials(name: string): string {
  const words = name
    .replace(/^(dr|mr|mrs|ms|shri|smt)\.?\s+/i, '')
    .replace(/^(डॉ|श्री|श्रीमती)\.?\s+/u, '')
    .split(/\s+/)
    .filter((word) => word.length > 0);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const segmenter =
    typeof Intl.Segmenter === 'function'
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      : undefined;
  const head = (word: string): string =>
    (segmenter === undefined
      ? Array.from(word)[0]
      : segmenter.segment(word)[Symbol.iterator]().next().value?.segment) ?? '';
  return (head(first) + (last === undefined ? '' : head(last))).toLocaleUpperCase('en-IN');
}

export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    name: { en: 'Rajesh Agarwal', hi: 'राजेश अग्रवाल' },
    role: {
      en: 'Managing Director, Marble Processing Unit',
      hi: 'प्रबंध निदेशक, मार्बल प्रोसेसिंग इकाई',
    },
    location: states.rajasthan,
    image: null,
    content: {
      en: 'Our cutting and polishing machines run all day, and electricity was our biggest fixed cost. Arkaja Solar installed the plant on our shed under a PPA without us investing a single rupee. The bill came down from the very first month.',
      hi: 'हमारी कटिंग और पॉलिशिंग मशीनें दिन भर चलती हैं, और बिजली हमारा सबसे बड़ा स्थायी खर्च थी। अर्कजा सोलर ने पीपीए के तहत हमारे शेड पर संयंत्र लगाया और हमें एक रुपया भी निवेश नहीं करना पड़ा। पहले ही महीने से बिल कम हो गया।',
    },
    impacts: testimonialImpacts(180),
  },
  {
    id: 2,
    name: { en: 'Priya Nair', hi: 'प्रिया नायर' },
    role: {
      en: 'Operations Head, Multi-Speciality Hospital',
      hi: 'संचालन प्रमुख, मल्टी-स्पेशियलिटी अस्पताल',
    },
    location: states.kerala,
    image: null,
    content: {
      en: 'A hospital cannot afford a single interruption, so we were cautious about any change to our power set-up. The Arkaja team planned the work around our operation theatres and finished without one disruption. The savings now go into new equipment for our patients.',
      hi: 'अस्पताल में बिजली का एक पल के लिए भी रुकना मंज़ूर नहीं, इसलिए हम बिजली व्यवस्था में किसी भी बदलाव को लेकर सतर्क थे। अर्कजा की टीम ने ऑपरेशन थिएटरों को ध्यान में रखकर काम की योजना बनाई और बिना किसी रुकावट के काम पूरा किया। अब बचत का पैसा हमारे मरीज़ों के लिए नए उपकरणों में लग रहा है।',
    },
    impacts: testimonialImpacts(220),
  },
  {
    id: 3,
    name: { en: 'Harpreet Singh', hi: 'हरप्रीत सिंह' },
    role: { en: 'Owner, Cold Storage Facility', hi: 'मालिक, कोल्ड स्टोरेज' },
    location: states.punjab,
    image: null,
    content: {
      en: 'Cold storage runs entirely on electricity, and every tariff hike hit our margins directly. With solar on the roof, our summer bills are under control and the fixed PPA rate makes planning easy. Their after-sales service has been prompt every time.',
      hi: 'कोल्ड स्टोरेज पूरी तरह बिजली पर चलता है, और बिजली दर की हर बढ़ोतरी सीधे हमारे मुनाफ़े पर असर डालती थी। छत पर सोलर लगने के बाद गर्मियों के बिल अब काबू में हैं और पीपीए की तय दर से योजना बनाना आसान हो गया है। उनकी बिक्री-पश्चात सेवा हर बार तत्पर रही है।',
    },
    impacts: testimonialImpacts(260),
  },
  {
    id: 4,
    name: { en: 'Suresh Patel', hi: 'सुरेश पटेल' },
    role: { en: 'Director, Pharmaceutical Plant', hi: 'निदेशक, दवा निर्माण संयंत्र' },
    location: states.gujarat,
    image: null,
    content: {
      en: 'We compared four vendors and chose Arkaja for their Tier-1 equipment and clear paperwork. The bank EMI was sanctioned quickly and the plant was running within ten weeks. Generation has matched their estimate month after month.',
      hi: 'हमने चार कंपनियों की तुलना की और टियर-1 उपकरणों तथा स्पष्ट कागज़ी कार्रवाई के कारण अर्कजा को चुना। बैंक ईएमआई जल्दी स्वीकृत हो गई और दस सप्ताह के भीतर संयंत्र चालू हो गया। हर महीने उत्पादन उनके अनुमान के अनुरूप रहा है।',
    },
    impacts: testimonialImpacts(320),
  },
  {
    id: 5,
    name: { en: 'Anjali Deshpande', hi: 'अंजलि देशपांडे' },
    role: { en: 'Facility Manager, IT Park', hi: 'फ़ैसिलिटी मैनेजर, आईटी पार्क' },
    location: states.maharashtra,
    image: null,
    content: {
      en: 'Our tenants wanted a greener campus, and we wanted lower common-area charges. Arkaja delivered both, and the monitoring dashboard lets me share generation figures in every review meeting.',
      hi: 'हमारे किरायेदार एक हरित परिसर चाहते थे, और हम कॉमन एरिया के खर्च में कमी। अर्कजा ने दोनों लक्ष्य पूरे किए, और मॉनिटरिंग डैशबोर्ड की मदद से मैं हर समीक्षा बैठक में उत्पादन के आँकड़े दिखा पाती हूँ।',
    },
    impacts: testimonialImpacts(300),
  },
  {
    id: 6,
    name: { en: 'Venkatesh Reddy', hi: 'वेंकटेश रेड्डी' },
    role: { en: 'Finance Head, Food Processing Unit', hi: 'वित्त प्रमुख, खाद्य प्रसंस्करण इकाई' },
    location: states.telangana,
    image: null,
    content: {
      en: 'As a finance person, I liked that the PPA needed no capital and added no new loan to our balance sheet. We simply pay for the units the plant produces, at a rate below the grid tariff. It was the easiest cost saving we made last year.',
      hi: 'वित्त विभाग से होने के नाते मुझे यह अच्छा लगा कि पीपीए में न पूंजी लगानी पड़ी, न हमारी बैलेंस शीट पर कोई नया ऋण आया। हम केवल संयंत्र द्वारा उत्पादित यूनिटों का भुगतान करते हैं, वह भी ग्रिड से कम दर पर। पिछले वर्ष की यह हमारी सबसे आसान बचत रही।',
    },
    impacts: testimonialImpacts(150),
  },
  {
    id: 7,
    name: { en: 'Meenakshi Sundaram', hi: 'मीनाक्षी सुंदरम' },
    role: { en: 'Principal, Engineering College', hi: 'प्राचार्य, इंजीनियरिंग कॉलेज' },
    location: states.tamilNadu,
    image: null,
    content: {
      en: 'The solar plant has become a teaching tool as well as a cost saver. Our students visit the rooftop with their faculty to study real generation data, and the Arkaja engineers even ran a workshop for them.',
      hi: 'सोलर संयंत्र अब बचत के साथ-साथ पढ़ाई का साधन भी बन गया है। हमारे विद्यार्थी शिक्षकों के साथ छत पर जाकर उत्पादन के वास्तविक आँकड़ों का अध्ययन करते हैं, और अर्कजा के इंजीनियरों ने उनके लिए एक कार्यशाला भी आयोजित की।',
    },
    impacts: testimonialImpacts(120),
  },
  {
    id: 8,
    name: { en: 'Arindam Banerjee', hi: 'अरिंदम बनर्जी' },
    role: { en: 'General Manager, Business Hotel', hi: 'महाप्रबंधक, बिज़नेस होटल' },
    location: states.westBengal,
    image: null,
    content: {
      en: 'Air-conditioning in 90 rooms made power our second-largest expense. Since the solar plant went live, our monthly bill has fallen sharply, and guests often ask about the panels they see from the terrace.',
      hi: '90 कमरों के एयर-कंडीशनिंग के कारण बिजली हमारा दूसरा सबसे बड़ा खर्च थी। सोलर संयंत्र चालू होने के बाद हमारा मासिक बिल काफ़ी घट गया है, और मेहमान अक्सर छत पर दिखने वाले पैनलों के बारे में पूछते हैं।',
    },
    impacts: testimonialImpacts(140),
  },
  {
    id: 9,
    name: { en: 'Kavita Sharma', hi: 'कविता शर्मा' },
    role: { en: 'Plant Head, Textile Mill', hi: 'प्लांट प्रमुख, टेक्सटाइल मिल' },
    location: states.madhyaPradesh,
    image: null,
    content: {
      en: 'Our looms and humidification plant run three shifts, so every unit of power matters. Arkaja sized the system carefully to our daytime load, and we now use almost all of its output ourselves. The installation crew was disciplined and safety-conscious throughout.',
      hi: 'हमारे करघे और ह्यूमिडिफ़िकेशन प्लांट तीनों शिफ़्टों में चलते हैं, इसलिए बिजली की हर यूनिट मायने रखती है। अर्कजा ने हमारे दिन के लोड के अनुसार सिस्टम का आकार सावधानी से तय किया, और अब इसका लगभग पूरा उत्पादन हम ख़ुद उपयोग करते हैं। स्थापना टीम पूरे समय अनुशासित रही और सुरक्षा का पूरा ध्यान रखा।',
    },
    impacts: testimonialImpacts(280),
  },
  {
    id: 10,
    name: { en: 'Mohammed Irfan', hi: 'मोहम्मद इरफ़ान' },
    role: { en: 'Owner, Logistics Warehouse', hi: 'मालिक, लॉजिस्टिक्स गोदाम' },
    location: states.uttarPradesh,
    image: null,
    content: {
      en: 'Our warehouse roof used to be empty space. Now it powers our lights and forklift chargers, and the PPA costs less than our old bill. I have already recommended Arkaja to two neighbours in our industrial area.',
      hi: 'हमारे गोदाम की छत पहले बस खाली पड़ी रहती थी। अब वही छत हमारी लाइटों और फ़ोर्कलिफ़्ट चार्जरों को बिजली देती है, और पीपीए का खर्च हमारे पुराने बिल से कम है। मैं अपने औद्योगिक क्षेत्र के दो पड़ोसी कारोबारियों को पहले ही अर्कजा की सिफ़ारिश कर चुका हूँ।',
    },
    impacts: testimonialImpacts(200),
  },
  {
    id: 11,
    name: { en: 'Sunita Yadav', hi: 'सुनीता यादव' },
    role: { en: 'Chairperson, Private School', hi: 'अध्यक्ष, निजी विद्यालय' },
    location: states.haryana,
    image: null,
    content: {
      en: 'We wanted our school to practise what it teaches about the environment. Arkaja handled the approvals and net metering, and the installation was completed during the summer vacation. Our electricity bill is now a fraction of what it was.',
      hi: 'हम चाहते थे कि हमारा विद्यालय पर्यावरण के बारे में जो पढ़ाता है, उसे ख़ुद भी अपनाए। अर्कजा ने मंज़ूरी और नेट मीटरिंग का काम संभाला, और स्थापना गर्मी की छुट्टियों में पूरी हो गई। अब हमारा बिजली बिल पहले की तुलना में बहुत कम है।',
    },
    impacts: testimonialImpacts(100),
  },
  {
    id: 12,
    name: { en: 'Bikash Das', hi: 'बिकाश दास' },
    role: {
      en: 'Managing Partner, Tea Processing Factory',
      hi: 'प्रबंध साझेदार, चाय प्रसंस्करण फ़ैक्टरी',
    },
    location: states.assam,
    image: null,
    content: {
      en: 'Withering and drying tea leaves takes a lot of power in the season, and grid supply in our area is not always steady. The solar plant works alongside our diesel generator and has cut both our fuel bill and our cost per kilo of tea.',
      hi: 'सीज़न में चाय की पत्तियों को मुरझाने और सुखाने में बहुत बिजली लगती है, और हमारे इलाके में ग्रिड की आपूर्ति हमेशा स्थिर नहीं रहती। सोलर संयंत्र हमारे डीज़ल जनरेटर के साथ मिलकर चलता है, जिससे ईंधन का खर्च और प्रति किलो चाय की लागत, दोनों कम हुए हैं।',
    },
    impacts: testimonialImpacts(160),
  },
];

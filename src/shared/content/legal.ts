import { company } from '../company.ts';
import type { Localized } from './localized.ts';

export interface LegalSection {
  heading: Localized;
  paragraphs: readonly Localized[];
}

export interface LegalDocument {
  /** ISO date of the latest revision. */
  lastUpdated: '2025-05-12';
  sections: readonly LegalSection[];
}

const nameHi = 'अर्कजा सोलर प्राइवेट लिमिटेड';
const email = company.contact.email;
const address = company.contact.address;

export const privacyPolicy: LegalDocument = {
  lastUpdated: '2025-05-12',
  sections: [
    {
      heading: { en: 'Introduction', hi: 'परिचय' },
      paragraphs: [
        {
          en: `This Privacy Policy explains how ${company.name} (CIN ${company.legal.cin}), with its registered office at ${address.en} (“Arkaja Solar”, “we”, “us”), collects, uses, stores and protects personal data when you use our website, our customer and partner accounts and our services.`,
          hi: `यह गोपनीयता नीति बताती है कि ${nameHi} (सीआईएन ${company.legal.cin}), जिसका पंजीकृत कार्यालय ${address.hi} में है (“अर्कजा सोलर”, “हम”), हमारी वेबसाइट, ग्राहक और साझेदार खातों तथा हमारी सेवाओं के उपयोग के दौरान व्यक्तिगत डेटा को किस प्रकार एकत्र, उपयोग, संग्रहीत और सुरक्षित करती है।`,
        },
        {
          en: 'We process personal data in accordance with the Digital Personal Data Protection Act, 2023 (“DPDP Act”), the Information Technology Act, 2000 and the rules made under them. For the purposes of the DPDP Act, Arkaja Solar is the Data Fiduciary for the personal data described in this policy.',
          hi: 'हम व्यक्तिगत डेटा का प्रसंस्करण डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (“डीपीडीपी अधिनियम”), सूचना प्रौद्योगिकी अधिनियम, 2000 और इनके अंतर्गत बने नियमों के अनुसार करते हैं। डीपीडीपी अधिनियम के प्रयोजनों के लिए, इस नीति में वर्णित व्यक्तिगत डेटा के संबंध में अर्कजा सोलर डेटा न्यासी (डेटा फ़िड्यूशियरी) है।',
        },
        {
          en: 'By using our website or giving us your information, you consent to its processing as described in this policy. You may withdraw your consent at any time, as explained under “Your Rights”.',
          hi: 'हमारी वेबसाइट का उपयोग करके या हमें अपनी जानकारी देकर आप इस नीति में बताए गए तरीके से उसके प्रसंस्करण के लिए सहमति देते हैं। आप अपनी सहमति किसी भी समय वापस ले सकते हैं, जैसा कि “आपके अधिकार” खंड में बताया गया है।',
        },
      ],
    },
    {
      heading: { en: 'Information We Collect', hi: 'हम कौन-सी जानकारी एकत्र करते हैं' },
      paragraphs: [
        {
          en: 'Contact forms: your name, e-mail address, phone number, subject and message, and a record that you confirmed your e-mail address with a one-time code.',
          hi: 'संपर्क फ़ॉर्म: आपका नाम, ई-मेल पता, फ़ोन नंबर, विषय और संदेश, तथा यह रिकॉर्ड कि आपने एक बार उपयोग होने वाले कोड से अपने ई-मेल पते की पुष्टि की है।',
        },
        {
          en: 'Accounts: your first and last name, e-mail address, username, phone number, company name and password. Passwords are stored only as a secure one-way hash, never in readable form.',
          hi: 'खाते: आपका पहला और अंतिम नाम, ई-मेल पता, यूज़रनेम, फ़ोन नंबर, कंपनी का नाम और पासवर्ड। पासवर्ड केवल सुरक्षित वन-वे हैश के रूप में रखे जाते हैं, कभी भी पढ़ने योग्य रूप में नहीं।',
        },
        {
          en: 'Partner applications and leads: a partner’s name, company, e-mail, phone, city, state, experience and message; and, for each business a partner refers, the contact person’s name, e-mail and phone, the business name, address and nature of business, the monthly electricity bill and, where provided, PAN, annual profit and facility area. Partners may also upload supporting documents such as electricity bills, balance sheets, income tax returns, bank statements, GST returns and PAN cards.',
          hi: 'साझेदार आवेदन और लीड: साझेदार का नाम, कंपनी, ई-मेल, फ़ोन, शहर, राज्य, अनुभव और संदेश; तथा साझेदार द्वारा सुझाए गए प्रत्येक व्यवसाय के लिए संपर्क व्यक्ति का नाम, ई-मेल और फ़ोन, व्यवसाय का नाम, पता और प्रकृति, मासिक बिजली बिल और, यदि दिए गए हों, पैन, वार्षिक लाभ और परिसर का क्षेत्रफल। साझेदार सहायक दस्तावेज़ भी अपलोड कर सकते हैं, जैसे बिजली बिल, बैलेंस शीट, आयकर रिटर्न, बैंक स्टेटमेंट, जीएसटी रिटर्न और पैन कार्ड।',
        },
        {
          en: 'Newsletter: your e-mail address and the date you subscribed.',
          hi: 'न्यूज़लेटर: आपका ई-मेल पता और सदस्यता लेने की तारीख।',
        },
        {
          en: 'Technical data: your IP address, browser type and the date and time of requests, which our servers record in security logs. Reactions you give to our services and projects are stored against your account.',
          hi: 'तकनीकी डेटा: आपका आईपी पता, ब्राउज़र का प्रकार और अनुरोधों की तारीख व समय, जिन्हें हमारे सर्वर सुरक्षा लॉग में दर्ज करते हैं। हमारी सेवाओं और परियोजनाओं पर आपकी प्रतिक्रियाएँ आपके खाते के साथ दर्ज की जाती हैं।',
        },
      ],
    },
    {
      heading: {
        en: 'How We Use Your Information',
        hi: 'हम आपकी जानकारी का उपयोग कैसे करते हैं',
      },
      paragraphs: [
        {
          en: 'We use personal data only for specified purposes: to reply to your enquiries; to create and secure your account and let you sign in; to review partner applications; to assess the solar eligibility of referred businesses, prepare proposals and arrange a power purchase agreement or bank financing; to send the newsletter you asked for; and to keep our website secure and prevent fraud and misuse.',
          hi: 'हम व्यक्तिगत डेटा का उपयोग केवल निर्धारित प्रयोजनों के लिए करते हैं: आपकी पूछताछ का उत्तर देने; आपका खाता बनाने, उसे सुरक्षित रखने और आपको लॉग इन करने देने; साझेदार आवेदनों की समीक्षा करने; सुझाए गए व्यवसायों की सोलर पात्रता का आकलन करने, प्रस्ताव तैयार करने और बिजली खरीद समझौते या बैंक वित्तपोषण की व्यवस्था करने; आपके द्वारा माँगा गया न्यूज़लेटर भेजने; तथा अपनी वेबसाइट को सुरक्षित रखने और धोखाधड़ी व दुरुपयोग रोकने के लिए।',
        },
        {
          en: 'We also process data where the law requires it, for example to maintain tax and accounting records or to respond to lawful requests from authorities.',
          hi: 'जहाँ कानून के अनुसार आवश्यक हो, वहाँ भी हम डेटा का प्रसंस्करण करते हैं, जैसे कर और लेखा रिकॉर्ड रखने या प्राधिकरणों के वैध अनुरोधों का उत्तर देने के लिए।',
        },
        {
          en: 'We do not sell personal data, and we do not use it for automated decisions that have legal effects on you.',
          hi: 'हम व्यक्तिगत डेटा नहीं बेचते, और न ही इसका उपयोग ऐसे स्वचालित निर्णयों के लिए करते हैं जिनका आप पर कानूनी प्रभाव पड़े।',
        },
      ],
    },
    {
      heading: { en: 'Partner Leads and Documents', hi: 'साझेदार लीड और दस्तावेज़' },
      paragraphs: [
        {
          en: 'When a partner submits the details or documents of another business, the partner confirms that it has informed that business and obtained its consent to share the information with Arkaja Solar for an eligibility assessment.',
          hi: 'जब कोई साझेदार किसी अन्य व्यवसाय का विवरण या दस्तावेज़ जमा करता है, तो वह पुष्टि करता है कि उसने उस व्यवसाय को इसकी जानकारी दे दी है और पात्रता आकलन के लिए अर्कजा सोलर के साथ जानकारी साझा करने की उसकी सहमति ले ली है।',
        },
        {
          en: 'Lead documents are visible only to the partner who uploaded them and to our authorised staff. We use them solely to assess eligibility and to arrange installation and financing for that business.',
          hi: 'लीड के दस्तावेज़ केवल उन्हें अपलोड करने वाले साझेदार और हमारे अधिकृत कर्मचारियों को दिखाई देते हैं। हम उनका उपयोग केवल पात्रता के आकलन और उस व्यवसाय के लिए स्थापना व वित्तपोषण की व्यवस्था करने के लिए करते हैं।',
        },
        {
          en: 'A business whose details have been shared with us may contact our Grievance Officer at any time to access, correct or erase them.',
          hi: 'जिस व्यवसाय का विवरण हमारे साथ साझा किया गया है, वह उसे देखने, सुधारने या मिटवाने के लिए किसी भी समय हमारे शिकायत अधिकारी से संपर्क कर सकता है।',
        },
      ],
    },
    {
      heading: { en: 'Sharing of Information', hi: 'जानकारी साझा करना' },
      paragraphs: [
        {
          en: 'We share personal data only when it is needed for the purposes above: with banks and financial institutions when you or a referred business choose financing; with electricity distribution companies (DISCOMs) and government agencies for net metering and approvals; and with service providers who host our systems or deliver our e-mail, under contracts that require them to protect the data and use it only on our instructions.',
          hi: 'हम व्यक्तिगत डेटा केवल ऊपर बताए गए प्रयोजनों के लिए आवश्यक होने पर साझा करते हैं: जब आप या सुझाया गया व्यवसाय वित्तपोषण चुनते हैं, तब बैंकों और वित्तीय संस्थानों के साथ; नेट मीटरिंग और मंज़ूरियों के लिए बिजली वितरण कंपनियों (डिस्कॉम) और सरकारी एजेंसियों के साथ; तथा हमारे सिस्टम होस्ट करने या ई-मेल पहुँचाने वाले सेवा प्रदाताओं के साथ, ऐसे अनुबंधों के तहत जो उन्हें डेटा सुरक्षित रखने और केवल हमारे निर्देशों पर उसका उपयोग करने के लिए बाध्य करते हैं।',
        },
        {
          en: 'We may disclose personal data when required by law, by a court order or by a lawful request of a government authority, or where necessary to protect our rights and the safety of others.',
          hi: 'कानून, न्यायालय के आदेश या किसी सरकारी प्राधिकरण के वैध अनुरोध पर, अथवा अपने अधिकारों और दूसरों की सुरक्षा के लिए आवश्यक होने पर, हम व्यक्तिगत डेटा प्रकट कर सकते हैं।',
        },
        {
          en: 'We never sell or rent personal data to anyone for marketing.',
          hi: 'हम मार्केटिंग के लिए किसी को भी व्यक्तिगत डेटा न तो बेचते हैं और न ही किराये पर देते हैं।',
        },
      ],
    },
    {
      heading: { en: 'Storage and Security', hi: 'भंडारण और सुरक्षा' },
      paragraphs: [
        {
          en: 'Personal data is stored on servers located in India. We do not transfer it outside India.',
          hi: 'व्यक्तिगत डेटा भारत में स्थित सर्वरों पर संग्रहीत किया जाता है। हम इसे भारत से बाहर स्थानांतरित नहीं करते।',
        },
        {
          en: 'We protect it with reasonable security practices, including encrypted connections (HTTPS), hashed passwords, access limited to staff who need it, and regular backups.',
          hi: 'हम इसे उचित सुरक्षा उपायों से सुरक्षित रखते हैं, जिनमें एन्क्रिप्टेड कनेक्शन (एचटीटीपीएस), हैश किए गए पासवर्ड, केवल आवश्यकता वाले कर्मचारियों तक सीमित पहुँच और नियमित बैकअप शामिल हैं।',
        },
        {
          en: 'If a personal data breach occurs, we will inform the Data Protection Board of India and the persons affected, as the DPDP Act requires.',
          hi: 'यदि व्यक्तिगत डेटा का उल्लंघन होता है, तो डीपीडीपी अधिनियम के अनुसार हम भारतीय डेटा संरक्षण बोर्ड और प्रभावित व्यक्तियों को इसकी सूचना देंगे।',
        },
      ],
    },
    {
      heading: { en: 'Data Retention', hi: 'डेटा कितने समय तक रखा जाता है' },
      paragraphs: [
        {
          en: 'We keep personal data only as long as it is needed for the purpose for which it was collected, or as long as the law requires.',
          hi: 'हम व्यक्तिगत डेटा केवल तब तक रखते हैं जब तक वह उस प्रयोजन के लिए आवश्यक हो जिसके लिए उसे एकत्र किया गया था, या जब तक कानून के अनुसार रखना अनिवार्य हो।',
        },
        {
          en: 'Contact messages are kept for up to 2 years after our last reply. Account data is kept while the account is active. When you delete your account in its settings, your personal data is erased at once (see “Your Rights”). Partner leads and documents are kept for the duration of the partnership and up to 3 years after it ends, or longer where a power purchase agreement or financing agreement with that business requires. Newsletter addresses are kept until you unsubscribe.',
          hi: 'संपर्क संदेश हमारे अंतिम उत्तर के बाद अधिकतम 2 वर्ष तक रखे जाते हैं। खाते का डेटा खाता सक्रिय रहने तक रखा जाता है। जब आप खाते की सेटिंग्स में अपना खाता हटाते हैं, तो आपका व्यक्तिगत डेटा तुरंत मिटा दिया जाता है (“आपके अधिकार” देखें)। साझेदार लीड और दस्तावेज़ साझेदारी की अवधि तक और उसके समाप्त होने के बाद अधिकतम 3 वर्ष तक रखे जाते हैं, या उससे अधिक समय तक यदि उस व्यवसाय के साथ हुए बिजली खरीद समझौते या वित्तपोषण अनुबंध के लिए आवश्यक हो। न्यूज़लेटर के ई-मेल पते सदस्यता समाप्त करने तक रखे जाते हैं।',
        },
        {
          en: 'Links we e-mail to reset a password are valid for 30 minutes, links to confirm an e-mail address for 7 days; each works once. For each signed-in session we keep the kind of browser and device and when it was last used, so you can see and end your sessions; a session ends after 7 days without use. E-mail verification codes expire after 10 minutes. Security logs are kept for 180 days. Records we must keep under tax, company or other laws, such as invoices and agreements, are retained for the period those laws prescribe.',
          hi: 'पासवर्ड रीसेट करने के लिए ई-मेल किए गए लिंक 30 मिनट तक और ई-मेल पते की पुष्टि के लिंक 7 दिनों तक मान्य रहते हैं; हर लिंक केवल एक बार काम करता है। हर लॉग-इन सेशन के लिए हम ब्राउज़र और डिवाइस का प्रकार तथा उसके पिछले उपयोग का समय रखते हैं, ताकि आप अपने सेशन देख और समाप्त कर सकें; 7 दिन उपयोग न होने पर सेशन समाप्त हो जाता है। ई-मेल सत्यापन कोड 10 मिनट बाद समाप्त हो जाते हैं। सुरक्षा लॉग 180 दिनों तक रखे जाते हैं। कर, कंपनी या अन्य कानूनों के तहत जिन रिकॉर्ड को रखना अनिवार्य है, जैसे इनवॉइस और अनुबंध, उन्हें उन कानूनों में निर्धारित अवधि तक रखा जाता है।',
        },
      ],
    },
    {
      heading: { en: 'Cookies and Local Storage', hi: 'कुकीज़ और लोकल स्टोरेज' },
      paragraphs: [
        {
          en: 'We use a single, strictly necessary cookie: a session cookie that keeps you securely signed in. It expires when you sign out or your session ends.',
          hi: 'हम केवल एक अनिवार्य कुकी का उपयोग करते हैं: एक सेशन कुकी, जो आपको सुरक्षित रूप से लॉग इन रखती है। आपके लॉग आउट करने या सेशन समाप्त होने पर यह समाप्त हो जाती है।',
        },
        {
          en: 'We remember your language preference (English or Hindi) in your browser’s local storage. It contains no other information.',
          hi: 'हम आपकी भाषा की पसंद (अंग्रेज़ी या हिंदी) आपके ब्राउज़र के लोकल स्टोरेज में याद रखते हैं। इसमें कोई अन्य जानकारी नहीं होती।',
        },
        {
          en: 'We do not use advertising or analytics cookies, and we do not allow any third-party trackers on our website.',
          hi: 'हम विज्ञापन या एनालिटिक्स कुकीज़ का उपयोग नहीं करते, और अपनी वेबसाइट पर किसी भी तृतीय-पक्ष ट्रैकर की अनुमति नहीं देते।',
        },
      ],
    },
    {
      heading: { en: 'Your Rights', hi: 'आपके अधिकार' },
      paragraphs: [
        {
          en: 'Under the DPDP Act you have the right to obtain a summary of the personal data we hold about you and of how we process it; to ask us to correct, complete, update or erase it; to withdraw the consent you have given; to have your grievances redressed; and to nominate another person to exercise these rights in the event of your death or incapacity.',
          hi: 'डीपीडीपी अधिनियम के तहत आपको यह अधिकार है कि आप हमारे पास मौजूद अपने व्यक्तिगत डेटा और उसके प्रसंस्करण का सारांश प्राप्त करें; उसे सुधारने, पूरा करने, अद्यतन करने या मिटाने का अनुरोध करें; दी गई सहमति वापस लें; अपनी शिकायतों का निवारण पाएँ; और अपनी मृत्यु या अक्षमता की स्थिति में इन अधिकारों का प्रयोग करने के लिए किसी अन्य व्यक्ति को नामित करें।',
        },
        {
          en: 'In your account settings you can download everything we store about you as one file (your profile, partner record, leads and the descriptions of their documents, reactions, sessions, and the contact messages and newsletter subscription under your confirmed address), and you can delete your account with your password. Deleting erases your name, e-mail address, phone, company, password, reactions and sessions. The leads a partner referred stay with us, because our work and agreements with those businesses depend on them, but they no longer name the partner. Our record of what our staff did keeps only the account’s number.',
          hi: 'अपने खाते की सेटिंग्स में आप हमारे पास रखी अपनी सारी जानकारी एक फ़ाइल के रूप में डाउनलोड कर सकते हैं (आपकी प्रोफ़ाइल, साझेदार रिकॉर्ड, लीड और उनके दस्तावेज़ों का विवरण, प्रतिक्रियाएँ, सेशन, तथा आपके पुष्ट ई-मेल पते से भेजे गए संपर्क संदेश और न्यूज़लेटर सदस्यता), और अपने पासवर्ड से अपना खाता हटा सकते हैं। खाता हटाने से आपका नाम, ई-मेल पता, फ़ोन, कंपनी, पासवर्ड, प्रतिक्रियाएँ और सेशन मिट जाते हैं। साझेदार द्वारा सुझाए गए लीड हमारे पास रहते हैं, क्योंकि उन व्यवसायों के साथ हमारा काम और अनुबंध उन पर निर्भर हैं, लेकिन उनमें साझेदार का नाम नहीं रहता। हमारे कर्मचारियों की कार्रवाइयों के रिकॉर्ड में केवल खाते की संख्या रहती है।',
        },
        {
          en: 'To exercise any of these rights, write to our Grievance Officer. We may ask you to verify your identity. Withdrawing consent does not affect processing already carried out, but we may be unable to continue a service that depends on the data.',
          hi: 'इनमें से किसी भी अधिकार का प्रयोग करने के लिए हमारे शिकायत अधिकारी को लिखें। हम आपसे अपनी पहचान की पुष्टि करने के लिए कह सकते हैं। सहमति वापस लेने से पहले हो चुका प्रसंस्करण प्रभावित नहीं होता, लेकिन संभव है कि हम उस डेटा पर निर्भर कोई सेवा जारी न रख सकें।',
        },
        {
          en: 'Our services are meant for businesses and adults. We do not knowingly collect personal data of children under 18; if you believe a child has given us personal data, please contact us and we will delete it.',
          hi: 'हमारी सेवाएँ व्यवसायों और वयस्कों के लिए हैं। हम जानबूझकर 18 वर्ष से कम आयु के बच्चों का व्यक्तिगत डेटा एकत्र नहीं करते; यदि आपको लगता है कि किसी बच्चे ने हमें व्यक्तिगत डेटा दिया है, तो कृपया हमसे संपर्क करें, हम उसे मिटा देंगे।',
        },
        {
          en: 'If you are not satisfied with our response, you may file a complaint with the Data Protection Board of India.',
          hi: 'यदि आप हमारे उत्तर से संतुष्ट नहीं हैं, तो आप भारतीय डेटा संरक्षण बोर्ड में शिकायत दर्ज कर सकते हैं।',
        },
      ],
    },
    {
      heading: {
        en: 'Grievance Officer and Changes to This Policy',
        hi: 'शिकायत अधिकारी और नीति में बदलाव',
      },
      paragraphs: [
        {
          en: `For any question, request or complaint about your personal data, contact our Grievance Officer by e-mail at ${email}, with “Grievance Officer” in the subject line, or by post at ${address.en}.`,
          hi: `अपने व्यक्तिगत डेटा से संबंधित किसी भी प्रश्न, अनुरोध या शिकायत के लिए हमारे शिकायत अधिकारी से ${email} पर ई-मेल द्वारा संपर्क करें (विषय पंक्ति में “शिकायत अधिकारी” लिखें), या डाक द्वारा इस पते पर लिखें: ${address.hi}।`,
        },
        {
          en: 'We will acknowledge your message within 7 days and resolve it within one month of receiving it.',
          hi: 'हम 7 दिनों के भीतर आपके संदेश की प्राप्ति की पुष्टि करेंगे और प्राप्ति के एक महीने के भीतर उसका निवारण करेंगे।',
        },
        {
          en: 'We may update this policy from time to time. The date at the top shows the latest revision, and we will announce significant changes on our website or by e-mail.',
          hi: 'हम समय-समय पर इस नीति को अद्यतन कर सकते हैं। ऊपर दी गई तारीख नवीनतम संशोधन दर्शाती है, और महत्वपूर्ण बदलावों की सूचना हम अपनी वेबसाइट पर या ई-मेल द्वारा देंगे।',
        },
      ],
    },
  ],
};

export const termsAndConditions: LegalDocument = {
  lastUpdated: '2025-05-12',
  sections: [
    {
      heading: { en: 'Acceptance of Terms', hi: 'शर्तों की स्वीकृति' },
      paragraphs: [
        {
          en: `These Terms & Conditions govern your use of the website of ${company.name} (CIN ${company.legal.cin}), Jaipur, Rajasthan (“Arkaja Solar”, “we”, “us”), and of the customer and partner accounts offered on it.`,
          hi: `ये नियम और शर्तें ${nameHi} (सीआईएन ${company.legal.cin}), जयपुर, राजस्थान (“अर्कजा सोलर”, “हम”) की वेबसाइट और उस पर उपलब्ध ग्राहक व साझेदार खातों के आपके उपयोग पर लागू होती हैं।`,
        },
        {
          en: 'By using the website or creating an account, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the website.',
          hi: 'वेबसाइट का उपयोग करके या खाता बनाकर आप इन शर्तों और हमारी गोपनीयता नीति से सहमत होते हैं। यदि आप सहमत नहीं हैं, तो कृपया वेबसाइट का उपयोग न करें।',
        },
        {
          en: 'If you use the website on behalf of a business, you confirm that you are authorised to accept these terms for it.',
          hi: 'यदि आप किसी व्यवसाय की ओर से वेबसाइट का उपयोग करते हैं, तो आप पुष्टि करते हैं कि आप उसकी ओर से इन शर्तों को स्वीकार करने के लिए अधिकृत हैं।',
        },
      ],
    },
    {
      heading: { en: 'Our Services', hi: 'हमारी सेवाएँ' },
      paragraphs: [
        {
          en: 'Arkaja Solar provides commercial solar installations of 50 kW to 5 MW for businesses. Our services are offered through a power purchase agreement (PPA): we install and maintain the solar plant at zero upfront cost, and the customer pays a fixed rate for the energy it produces for a term of 60 months. Bank EMI financing may be offered as an alternative.',
          hi: 'अर्कजा सोलर व्यवसायों के लिए 50 किलोवाट से 5 मेगावाट तक के व्यावसायिक सोलर संयंत्र स्थापित करती है। हमारी सेवाएँ बिजली खरीद समझौते (पीपीए) के माध्यम से प्रदान की जाती हैं: हम शून्य अग्रिम लागत पर सोलर संयंत्र स्थापित करते हैं और उसका रखरखाव करते हैं, और ग्राहक 60 महीने की अवधि तक संयंत्र से उत्पादित बिजली का एक तय दर पर भुगतान करता है। विकल्प के रूप में बैंक ईएमआई वित्तपोषण भी उपलब्ध कराया जा सकता है।',
        },
        {
          en: 'Information on the website, including savings figures, calculator results and project descriptions, is indicative and is not an offer. The terms of any installation, including the energy rate, warranty and timelines, are set only by a signed PPA or other written agreement, which prevails over anything on this website.',
          hi: 'वेबसाइट पर दी गई जानकारी, जिसमें बचत के आँकड़े, कैलकुलेटर के परिणाम और परियोजनाओं का विवरण शामिल है, केवल सांकेतिक है और कोई प्रस्ताव नहीं है। किसी भी स्थापना की शर्तें, जिनमें बिजली दर, वारंटी और समय-सीमा शामिल हैं, केवल हस्ताक्षरित पीपीए या अन्य लिखित अनुबंध से तय होती हैं, और वही इस वेबसाइट पर दी गई किसी भी बात पर प्रभावी होता है।',
        },
        {
          en: 'Installation timelines depend on site conditions, approvals from electricity distribution companies and the availability of financing, and may vary.',
          hi: 'स्थापना की समय-सीमा साइट की स्थिति, बिजली वितरण कंपनियों की मंज़ूरी और वित्तपोषण की उपलब्धता पर निर्भर करती है, और इसमें बदलाव हो सकता है।',
        },
      ],
    },
    {
      heading: { en: 'Your Account', hi: 'आपका खाता' },
      paragraphs: [
        {
          en: 'You must provide accurate, complete and current information when you register, and you must keep your account information accurate and up to date.',
          hi: 'पंजीकरण के समय आपको सटीक, पूर्ण और वर्तमान जानकारी देनी होगी, और अपने खाते की जानकारी को हमेशा सटीक और अद्यतन रखना होगा।',
        },
        {
          en: `You are responsible for keeping your password confidential and for all activity under your account. Tell us at once at ${email} if you suspect any unauthorised use.`,
          hi: `अपना पासवर्ड गोपनीय रखने और अपने खाते से होने वाली सभी गतिविधियों की ज़िम्मेदारी आपकी है। किसी भी अनधिकृत उपयोग का संदेह होने पर तुरंत ${email} पर हमें सूचित करें।`,
        },
        {
          en: 'We may suspend or close an account that contains false information or is used in breach of these terms.',
          hi: 'जिस खाते में गलत जानकारी हो या जिसका उपयोग इन शर्तों के उल्लंघन में किया जाए, उसे हम निलंबित या बंद कर सकते हैं।',
        },
      ],
    },
    {
      heading: { en: 'Partner Programme', hi: 'साझेदार कार्यक्रम' },
      paragraphs: [
        {
          en: 'Businesses and individuals may apply to become referral marketing partners. Arkaja Solar may approve or reject any partner application at its sole discretion and is not obliged to give reasons.',
          hi: 'व्यवसाय और व्यक्ति रेफ़रल मार्केटिंग साझेदार बनने के लिए आवेदन कर सकते हैं। अर्कजा सोलर अपने पूर्ण विवेक से किसी भी साझेदार आवेदन को स्वीकार या अस्वीकार कर सकती है और इसके कारण बताने के लिए बाध्य नहीं है।',
        },
        {
          en: 'Arkaja Solar may suspend or end a partnership at any time at its discretion, including where a partner breaches these terms, submits false information or harms our reputation.',
          hi: 'अर्कजा सोलर अपने विवेक से किसी भी समय साझेदारी को निलंबित या समाप्त कर सकती है, जिसमें वे स्थितियाँ भी शामिल हैं जब कोई साझेदार इन शर्तों का उल्लंघन करे, गलत जानकारी दे या हमारी प्रतिष्ठा को नुक़सान पहुँचाए।',
        },
        {
          en: 'Partners may submit leads and documents only with the consent of the business concerned and must ensure that they are genuine and accurate. Partners must not make any promise on our behalf beyond what is published on this website.',
          hi: 'साझेदार केवल संबंधित व्यवसाय की सहमति से ही लीड और दस्तावेज़ जमा कर सकते हैं और उन्हें सुनिश्चित करना होगा कि वे असली और सटीक हों। साझेदार इस वेबसाइट पर प्रकाशित जानकारी से आगे बढ़कर हमारी ओर से कोई वादा नहीं करेंगे।',
        },
        {
          en: 'Any commission or other payment to a partner is payable only under a separate written agreement with Arkaja Solar; approval as a partner does not by itself create a right to payment.',
          hi: 'किसी साझेदार को कमीशन या अन्य भुगतान केवल अर्कजा सोलर के साथ हुए अलग लिखित अनुबंध के तहत देय है; केवल साझेदार के रूप में स्वीकृति मिलने से भुगतान का कोई अधिकार नहीं बनता।',
        },
      ],
    },
    {
      heading: { en: 'Acceptable Use', hi: 'स्वीकार्य उपयोग' },
      paragraphs: [
        {
          en: 'You agree not to use the website for any unlawful purpose; not to submit false or misleading information, or another person’s information without their authority; not to upload files containing malware; not to attempt unauthorised access to any account or system; and not to copy, scrape or overload the website by automated means.',
          hi: 'आप सहमत हैं कि आप वेबसाइट का उपयोग किसी गैरकानूनी उद्देश्य के लिए नहीं करेंगे; गलत या भ्रामक जानकारी, या किसी अन्य व्यक्ति की जानकारी उसकी अनुमति के बिना जमा नहीं करेंगे; मैलवेयर वाली फ़ाइलें अपलोड नहीं करेंगे; किसी खाते या सिस्टम तक अनधिकृत पहुँच का प्रयास नहीं करेंगे; और स्वचालित साधनों से वेबसाइट की नकल, स्क्रैपिंग या उस पर अनावश्यक भार नहीं डालेंगे।',
        },
      ],
    },
    {
      heading: { en: 'Intellectual Property', hi: 'बौद्धिक संपदा' },
      paragraphs: [
        {
          en: 'The content of the website, including its text, illustrations, logos and design, belongs to Arkaja Solar or its licensors and is protected by Indian copyright and trademark law. You may view it and print pages for your own or internal business use, but you may not reproduce, modify or distribute it commercially without our written permission.',
          hi: 'वेबसाइट की सामग्री, जिसमें पाठ, चित्र, लोगो और डिज़ाइन शामिल हैं, अर्कजा सोलर या उसके लाइसेंसदाताओं की है और भारतीय कॉपीराइट तथा ट्रेडमार्क कानूनों द्वारा संरक्षित है। आप इसे देख सकते हैं और निजी या आंतरिक व्यावसायिक उपयोग के लिए पृष्ठ प्रिंट कर सकते हैं, लेकिन हमारी लिखित अनुमति के बिना इसका व्यावसायिक रूप से पुनरुत्पादन, संशोधन या वितरण नहीं कर सकते।',
        },
        {
          en: 'Names and logos of partner tools belong to their respective owners.',
          hi: 'साझेदार टूल के नाम और लोगो उनके संबंधित स्वामियों के हैं।',
        },
      ],
    },
    {
      heading: { en: 'Third-Party Links', hi: 'तृतीय-पक्ष लिंक' },
      paragraphs: [
        {
          en: 'The website links to third-party payment and billing tools and to other services such as WhatsApp. We do not control them and are not responsible for their content, services or privacy practices; your use of them is governed by their own terms.',
          hi: 'वेबसाइट पर तृतीय-पक्ष भुगतान और बिलिंग टूल तथा व्हाट्सऐप जैसी अन्य सेवाओं के लिंक हैं। उन पर हमारा नियंत्रण नहीं है और उनकी सामग्री, सेवाओं या गोपनीयता व्यवहार के लिए हम ज़िम्मेदार नहीं हैं; उनका उपयोग उनकी अपनी शर्तों के अधीन है।',
        },
      ],
    },
    {
      heading: { en: 'Limitation of Liability', hi: 'दायित्व की सीमा' },
      paragraphs: [
        {
          en: 'The website is provided on an “as is” and “as available” basis. We take care to keep it accurate and available, but we do not guarantee that it will be free of errors or interruptions.',
          hi: 'वेबसाइट “जैसी है” और “जैसी उपलब्ध है” के आधार पर प्रदान की जाती है। हम इसे सटीक और उपलब्ध रखने का पूरा प्रयास करते हैं, लेकिन इसकी गारंटी नहीं देते कि इसमें कोई त्रुटि या रुकावट नहीं होगी।',
        },
        {
          en: 'To the extent permitted by law, Arkaja Solar is not liable for any indirect or consequential loss, or for any loss of profit or data, arising from the use of the website. Our liability for installations and energy supply is governed solely by the relevant PPA or written agreement.',
          hi: 'कानून द्वारा अनुमत सीमा तक, वेबसाइट के उपयोग से होने वाली किसी भी अप्रत्यक्ष या परिणामी हानि, अथवा लाभ या डेटा की हानि के लिए अर्कजा सोलर उत्तरदायी नहीं है। स्थापना और बिजली आपूर्ति से संबंधित हमारा दायित्व केवल संबंधित पीपीए या लिखित अनुबंध से तय होता है।',
        },
        {
          en: 'You agree to indemnify Arkaja Solar against any claim arising from your breach of these terms or from information you submit.',
          hi: 'इन शर्तों के आपके उल्लंघन या आपके द्वारा जमा की गई जानकारी से उत्पन्न किसी भी दावे के विरुद्ध आप अर्कजा सोलर की क्षतिपूर्ति करने के लिए सहमत हैं।',
        },
      ],
    },
    {
      heading: { en: 'Governing Law and Jurisdiction', hi: 'लागू कानून और क्षेत्राधिकार' },
      paragraphs: [
        {
          en: 'These terms are governed by and construed in accordance with the laws of India.',
          hi: 'ये शर्तें भारत के कानूनों के अधीन हैं और उन्हीं के अनुसार इनकी व्याख्या की जाएगी।',
        },
        {
          en: 'Subject to any dispute resolution clause in a signed agreement, the courts at Jaipur, Rajasthan shall have exclusive jurisdiction over any dispute arising out of or in connection with these terms or the use of the website.',
          hi: 'किसी हस्ताक्षरित अनुबंध में दिए गए विवाद समाधान प्रावधान के अधीन, इन शर्तों या वेबसाइट के उपयोग से उत्पन्न या उससे संबंधित किसी भी विवाद पर जयपुर, राजस्थान स्थित न्यायालयों का अनन्य क्षेत्राधिकार होगा।',
        },
      ],
    },
    {
      heading: { en: 'Changes and Contact', hi: 'बदलाव और संपर्क' },
      paragraphs: [
        {
          en: 'We may revise these terms from time to time. Revised terms apply from the date shown at the top, and continuing to use the website means that you accept them.',
          hi: 'हम समय-समय पर इन शर्तों में संशोधन कर सकते हैं। संशोधित शर्तें ऊपर दी गई तारीख से लागू होती हैं, और वेबसाइट का उपयोग जारी रखने का अर्थ है कि आप उन्हें स्वीकार करते हैं।',
        },
        {
          en: `Questions about these terms may be sent to ${email} or by post to ${address.en}.`,
          hi: `इन शर्तों से संबंधित प्रश्न ${email} पर या डाक द्वारा इस पते पर भेजे जा सकते हैं: ${address.hi}।`,
        },
      ],
    },
  ],
};

import type { Locale } from '../locale/locale.js';

/** Diagnostics in Hindi. */
export const hi: Locale = {
  code: 'hi',
  messages: {
    'approval-footer-max-length': {
      tooLong: '{{place}} में {{count}} अक्षर हैं (हर वेरिएबल 1 गिना जाता है); अनुमोदन समीक्षा अधिकतम {{limit}} स्वीकार करती है। इसे {{excess}} अक्षर छोटा करें।',
    },
    'authentication-body': {
      wrongBody: 'ऑथेंटिकेशन टेम्पलेट का मुख्य भाग ठीक "{{expected}}" होना चाहिए{{reason}}; अभी यह "{{text}}" है।',
    },
    'authentication-copy-code-button': {
      missing: 'ऑथेंटिकेशन टेम्पलेट में कोड कॉपी करने का बटन (टेक्स्ट "Copy code" या "Copy Code") ज़रूरी है; एक जोड़ें।',
      otherButton: 'ऑथेंटिकेशन टेम्पलेट का बटन कोड कॉपी करने वाला बटन होता है; यह "{{kind}}" बटन हटाएँ।',
    },
    'authentication-header': {
      header:
        'ऑथेंटिकेशन टेम्पलेट में सिर्फ़ मुख्य भाग, फ़ुटर और कोड कॉपी बटन होते हैं; अनुमोदन समीक्षा हेडर स्वीकार नहीं करती (यह हेडर {{format}} है)। `chat_template_header` हटाएँ या उसका टाइप id 0 करें।',
    },
    'body-max-length': {
      tooLong: '{{place}} में {{count}} अक्षर हैं (हर वेरिएबल 1 गिना जाता है); अनुमोदन समीक्षा अधिकतम {{limit}} स्वीकार करती है। इसे {{excess}} अक्षर छोटा करें।',
    },
    'body-required': {
      missing: '{{where}} में `chat_template_body` नहीं है; संदेश के टेक्स्ट के साथ इसे जोड़ें।',
      missingText: '{{where}} के मुख्य भाग में `chat_template_body_value` नहीं है; संदेश का टेक्स्ट जोड़ें।',
      empty: '{{where}} के मुख्य भाग का टेक्स्ट खाली है; संदेश का टेक्स्ट लिखें।',
    },
    'body-text-format': {
      tooManyLineBreaks: '{{place}} में लगातार {{count}} लाइन ब्रेक हैं; अनुमोदन समीक्षा {{max}} से ज़्यादा अस्वीकार करती है। ज़्यादा से ज़्यादा एक खाली लाइन रखें।',
      tooManyEmoji: '{{place}} में {{count}} इमोजी हैं; अनुमोदन समीक्षा {{max}} से ज़्यादा अस्वीकार करती है। {{excess}} हटाएँ।',
      onlyVariables: '{{place}} में सिर्फ़ वेरिएबल हैं; अनुमोदन समीक्षा ऐसा टेक्स्ट अस्वीकार करती है जिसमें अपने शब्द न हों। वेरिएबल के आसपास संदेश लिखें।',
    },
    'body-variable-placement': {
      leading:
        '{{place}} वेरिएबल `{{variable}}` से शुरू होता है; अनुमोदन समीक्षा वेरिएबल से शुरू होने वाला मुख्य भाग अस्वीकार करती है (API त्रुटि 2388299)। उससे पहले कुछ शब्द लिखें।',
      trailing:
        '{{place}} वेरिएबल `{{variable}}` पर ख़त्म होता है; अनुमोदन समीक्षा वेरिएबल पर ख़त्म होने वाला मुख्य भाग अस्वीकार करती है (API त्रुटि 2388299)। उसके बाद कुछ शब्द या पूर्ण विराम लिखें।',
    },
    'button-count': {
      tooMany: 'यह बटन नंबर {{number}} है; अनुमोदन समीक्षा एक टेम्पलेट में अधिकतम {{max}} बटन स्वीकार करती है। इसे हटाएँ।',
      tooManyInCard: 'यह कैरोसेल कार्ड {{card}} का बटन नंबर {{number}} है; अनुमोदन समीक्षा एक कार्ड में अधिकतम {{max}} बटन स्वीकार करती है। इसे हटाएँ।',
      tooManyWebsite: 'यह {{where}} वेबसाइट बटन नंबर {{number}} है; अनुमोदन समीक्षा अधिकतम {{max}} स्वीकार करती है। इसे हटाएँ या किसी दूसरे तरह का बटन इस्तेमाल करें।',
      tooManyPhone: 'यह {{where}} फ़ोन बटन नंबर {{number}} है; अनुमोदन समीक्षा अधिकतम {{max}} स्वीकार करती है। इसे हटाएँ।',
      tooManyCopyCode: 'यह {{where}} कोड कॉपी बटन नंबर {{number}} है; अनुमोदन समीक्षा अधिकतम {{max}} स्वीकार करती है। इसे हटाएँ।',
    },
    'button-field-max-length': {
      tooLong: 'इस "{{button}}" बटन के "{{field}}" में {{count}} अक्षर हैं (हर वेरिएबल 1 गिना जाता है); सीमा {{limit}} है। इसे {{excess}} अक्षर छोटा करें।',
      objectTooLong: 'इस "{{button}}" बटन का "{{field}}" JSON टेक्स्ट के रूप में {{limit}} अक्षरों से लंबा है; इसे छोटा करें।',
      sampleTooLong: 'उदाहरण ऑफ़र कोड में {{count}} अक्षर हैं; सीमा {{limit}} है। उदाहरण छोटा करें।',
    },
    'button-order': {
      split:
        'इस {{kind}} बटन पर बटन दूसरी बार क्विक रिप्लाई और दूसरे बटनों के बीच बदलते हैं; अनुमोदन समीक्षा क्विक रिप्लाई बटन सिर्फ़ एक समूह में स्वीकार करती है, बाकी सभी बटनों से पहले या बाद में। क्विक रिप्लाई बटनों को एक साथ रखें।',
    },
    'button-text-unique': {
      duplicate: 'बटन {{number}} का टेक्स्ट "{{text}}" है, जो बटन {{first}} का भी है; अनुमोदन समीक्षा एक जैसे टेक्स्ट वाले बटन अस्वीकार करती है। हर बटन को अलग टेक्स्ट दें।',
    },
    'button-text-variable': {
      variable: 'बटन के टेक्स्ट में वेरिएबल `{{variable}}` है; अनुमोदन समीक्षा सिर्फ़ तय बटन टेक्स्ट स्वीकार करती है। टेक्स्ट पूरा लिखें।',
    },
    'carousel-card-body-max-length': {
      tooLong: 'कार्ड के मुख्य भाग में {{count}} अक्षर हैं (हर वेरिएबल 1 गिना जाता है); अनुमोदन समीक्षा कैरोसेल कार्ड में अधिकतम {{limit}} स्वीकार करती है। इसे {{excess}} अक्षर छोटा करें।',
    },
    'carousel-card-button-kind': {
      wrongKind: 'कैरोसेल कार्ड {{card}} में {{kind}} बटन है; अनुमोदन समीक्षा कार्ड पर सिर्फ़ {{allowed}} बटन स्वीकार करती है। इनमें से कोई इस्तेमाल करें।',
    },
    'carousel-card-consistency': {
      headerFormat:
        'कैरोसेल कार्ड {{card}} में {{format}} है, लेकिन कार्ड {{firstCard}} में {{expected}} है; अनुमोदन समीक्षा के लिए हर कार्ड में एक जैसे हिस्से होने चाहिए। सभी कार्ड में एक ही हेडर फ़ॉर्मैट रखें।',
      buttonCount:
        'कैरोसेल कार्ड {{card}} में {{count}} {{count|one:बटन है|other:बटन हैं}}, लेकिन कार्ड {{firstCard}} में {{expected}}; अनुमोदन समीक्षा के लिए हर कार्ड में एक जैसे बटन होने चाहिए। सभी कार्ड को एक जैसे बटन दें।',
      buttonKind:
        'कैरोसेल कार्ड {{card}} का बटन {{number}} {{kind}} बटन है, लेकिन कार्ड {{firstCard}} का बटन {{number}} {{expected}} बटन है; अनुमोदन समीक्षा के लिए हर कार्ड पर एक ही क्रम में एक जैसे बटन होने चाहिए। इन्हें एक जैसा करें।',
    },
    'carousel-card-count': {
      missing: 'कैरोसेल में `chat_template_carousel_card` नहीं है; {{min}} से {{max}} कार्ड जोड़ें।',
      tooFew: 'कैरोसेल में {{count}} {{count|one:कार्ड है|other:कार्ड हैं}}; कम से कम {{min}} चाहिए।',
      tooMany: 'कैरोसेल में {{count}} कार्ड हैं; सीमा {{max}} है। {{excess}} हटाएँ।',
    },
    'carousel-card-header': {
      missing: 'कैरोसेल कार्ड {{card}} में हेडर नहीं है; अनुमोदन समीक्षा के लिए हर कार्ड पर इमेज या वीडियो हेडर ज़रूरी है। एक जोड़ें।',
      notMedia: 'कैरोसेल कार्ड {{card}} में {{format}} हेडर है; अनुमोदन समीक्षा कार्ड पर सिर्फ़ इमेज या वीडियो हेडर स्वीकार करती है। इमेज या वीडियो इस्तेमाल करें।',
    },
    'carousel-category': {
      notMarketing:
        'यह कैरोसेल {{category}} कैटेगरी में है; अनुमोदन समीक्षा कैरोसेल सिर्फ़ {{allowed}} टेम्पलेट के लिए देती है। कैटेगरी सूची से {{allowed}} कैटेगरी का id इस्तेमाल करें।',
    },
    'carousel-template-type': {
      notCarouselType: 'टेम्पलेट में `chat_template_carousel` है, इसलिए `chat_template_type_id` टेम्पलेट-टाइप सूची का कैरोसेल टाइप id होना चाहिए।',
      missingCarousel: 'टेम्पलेट का टाइप कैरोसेल है लेकिन `chat_template_carousel` नहीं है; इसे {{min}} से {{max}} कार्ड के साथ जोड़ें।',
    },
    'catalog-button-single': {
      notAlone: 'कैटलॉग टेम्पलेट में एक ही बटन होता है, कैटलॉग बटन; इस टेम्पलेट में {{count}} हैं। बाकी बटन हटाएँ, या कैटलॉग बटन।',
    },
    'catalog-button-text': {
      wrongText: 'भेजते समय कैटलॉग बटन का टेक्स्ट ठीक "View catalog" होना चाहिए; अभी यह "{{text}}" है।',
    },
    'code-expiration-range': {
      outOfRange: 'कोड की समय-सीमा {{minutes}} मिनट है; यह {{min}} से {{max}} तक की पूर्ण संख्या होनी चाहिए।',
    },
    'copy-code-button-authentication-only': {
      outsideAuthentication:
        'यह कोड कॉपी बटन ऑथेंटिकेशन टेम्पलेट का वन-टाइम पासवर्ड बटन है, और यह टेम्पलेट {{category}} है। कूपन कोड के लिए ऑफ़र कोड कॉपी बटन इस्तेमाल करें; पासवर्ड के लिए ऑथेंटिकेशन कैटेगरी चुनें।',
    },
    'copy-code-button-text': {
      wrongText: 'कोड कॉपी बटन का टेक्स्ट ठीक "Copy Code" या "Copy code" होना चाहिए; अभी यह "{{text}}" है।',
    },
    'field-type': {
      wrongType: '`{{field}}` {{expected}} होना चाहिए; अभी यह {{actual}} है।',
      required: '`{{field}}` यहाँ ज़रूरी है; इसे जोड़ें।',
      tooFewItems: '`{{field}}` में कम से कम {{min}} {{min|one:आइटम होना चाहिए|other:आइटम होने चाहिए}}; यह खाली है।',
    },
    'flow-button-flag': {
      flagNotSet: 'टेम्पलेट में Flow बटन है, इसलिए `chat_template_flag_flow` true होना चाहिए।',
    },
    'flow-button-single': {
      extra: 'यह Flow बटन नंबर {{number}} है; एक टेम्पलेट में अधिकतम {{max}} हो सकते हैं। इसे हटाएँ।',
    },
    'flow-id-known': {
      unknown: 'Flow id "{{flowId}}" सेवा के किसी Flow का नहीं है; पहले Flow बनाएँ या कोई मौजूदा id इस्तेमाल करें।',
    },
    'footer-max-length': {
      tooLong: 'इस टेम्पलेट ({{kind}}) के फ़ुटर में {{count}} अक्षर हैं (हर वेरिएबल 1 गिना जाता है); सीमा {{limit}} है। इसे {{excess}} अक्षर छोटा करें।',
    },
    'header-data-single-item': {
      missing: 'हेडर में `chat_template_header_data` नहीं है; ठीक एक आइटम वाली सूची जोड़ें।',
      count: '`chat_template_header_data` में {{count}} आइटम हैं; इसमें ठीक एक होना चाहिए।',
    },
    'header-footer-plain-text': {
      newline: '{{place}} में लाइन ब्रेक है; अनुमोदन समीक्षा हेडर या फ़ुटर सिर्फ़ एक लाइन में स्वीकार करती है। लाइन ब्रेक हटाएँ।',
      emoji: '{{place}} में इमोजी {{emoji}} है; अनुमोदन समीक्षा हेडर या फ़ुटर में इमोजी स्वीकार नहीं करती। इसे हटाएँ या मुख्य भाग में ले जाएँ।',
      formatting:
        '{{place}} में `{{marker}}` फ़ॉर्मैटिंग है; अनुमोदन समीक्षा हेडर या फ़ुटर में फ़ॉर्मैटिंग (*बोल्ड*, _इटैलिक_, ~स्ट्राइकथ्रू~) स्वीकार नहीं करती। `{{marker}}` हटाएँ।',
    },
    'header-media-storage-id': {
      missing: 'इस {{kind}} हेडर में मीडिया नहीं है: `chat_template_header_data_cloud_storage_id` में फ़ाइल अपलोड करने पर मिला id डालें (0 का मतलब है इस्तेमाल नहीं)।',
    },
    'header-text-max-length': {
      tooLong: 'हेडर टेक्स्ट में {{count}} अक्षर हैं (हर वेरिएबल 1 गिना जाता है); सीमा {{limit}} है। इसे {{excess}} अक्षर छोटा करें।',
    },
    'header-variable-count': {
      tooMany: 'हेडर में {{count}} अलग-अलग वेरिएबल हैं; अनुमोदन समीक्षा हेडर में अधिकतम {{max}} स्वीकार करती है। `{{variable}}` हटाएँ या उसे मुख्य भाग में ले जाएँ।',
    },
    'interactive-body-max-length': {
      tooLong: 'मुख्य भाग में {{count}} अक्षर हैं (हर वेरिएबल 1 गिना जाता है); {{kind}} इंटरैक्टिव मुख्य भाग में {{limit}} तक की अनुमति है। इसे {{excess}} अक्षर छोटा करें।',
    },
    'interactive-cta-url-button': {
      missing: 'CTA URL इंटरैक्टिव टेम्पलेट में ठीक एक वेबसाइट बटन ज़रूरी है; डिस्प्ले टेक्स्ट और URL के साथ एक जोड़ें।',
      extra: 'CTA URL इंटरैक्टिव टेम्पलेट में ठीक एक बटन होता है; यह "{{button}}" बटन हटाएँ।',
      missingText: 'इस CTA URL बटन का डिस्प्ले टेक्स्ट नहीं है; इसे लिखें (अधिकतम {{limit}} अक्षर)।',
      missingUrl: 'इस CTA URL बटन में URL नहीं है; वेबसाइट का URL डालें।',
    },
    'interactive-flow-button': {
      missing: 'Flow वाले इंटरैक्टिव टेम्पलेट में ठीक एक Flow बटन ज़रूरी है; Flow id और बटन टेक्स्ट के साथ एक जोड़ें।',
      otherButton: 'Flow वाले इंटरैक्टिव टेम्पलेट में सिर्फ़ उसका Flow बटन होता है; यह "{{button}}" बटन हटाएँ।',
      missingFlowId: 'इस Flow बटन में Flow id नहीं है; Flow फ़ील्ड में किसी मौजूदा Flow का id डालें।',
      missingText: 'इस Flow बटन में टेक्स्ट नहीं है; बटन का टेक्स्ट लिखें (अधिकतम {{limit}} अक्षर)।',
    },
    'interactive-list-button-text': {
      notList: '`interactive_list_button_text` सिर्फ़ सूची वाले इंटरैक्टिव टेम्पलेट के लिए है; इसे हटाएँ या सूची इंटरैक्टिव टाइप इस्तेमाल करें।',
    },
    'interactive-list-header': {
      notText: 'सूची वाला इंटरैक्टिव टेम्पलेट सिर्फ़ टेक्स्ट हेडर लेता है; यह हेडर {{kind}} है। टेक्स्ट हेडर इस्तेमाल करें या कोई हेडर न रखें।',
    },
    'interactive-list-rows': {
      count: 'सूची वाले इंटरैक्टिव टेम्पलेट में {{min}} से {{max}} पंक्तियाँ होती हैं; इसमें {{count}} हैं।',
      otherButton: 'सूची वाले इंटरैक्टिव टेम्पलेट की पंक्तियाँ क्विक रिप्लाई विकल्प होती हैं; यह "{{button}}" बटन हटाएँ।',
    },
    'interactive-reply-buttons': {
      count: 'रिप्लाई बटन वाले इंटरैक्टिव टेम्पलेट में {{min}} से {{max}} रिप्लाई बटन होते हैं; इसमें {{count}} हैं।',
      otherButton: 'रिप्लाई बटन वाले इंटरैक्टिव टेम्पलेट में सिर्फ़ क्विक रिप्लाई बटन होते हैं; यह "{{button}}" बटन हटाएँ।',
    },
    'interactive-text-content': {
      buttons: 'टेक्स्ट वाले इंटरैक्टिव टेम्पलेट में बटन नहीं होते; `chat_template_button` हटाएँ या दूसरा इंटरैक्टिव टाइप चुनें।',
      footer: 'टेक्स्ट वाले इंटरैक्टिव टेम्पलेट में फ़ुटर नहीं होता; `chat_template_footer` हटाएँ।',
    },
    'interactive-type-required': {
      missing:
        'टेम्पलेट इंटरैक्टिव है, इसलिए `interactive_type_id` ज़रूरी है; इंटरैक्टिव-टाइप सूची से कोई id इस्तेमाल करें (रिप्लाई बटन, सूची, टेक्स्ट, Flow, CTA URL)।',
    },
    'known-catalog-id': {
      templateType: 'टेम्पलेट टाइप id {{id}} {{catalog}} की टेम्पलेट-टाइप सूची में नहीं है; इनमें से कोई इस्तेमाल करें: {{known}}।',
      category: 'कैटेगरी id {{id}} {{catalog}} की कैटेगरी सूची में नहीं है; इनमें से कोई इस्तेमाल करें: {{known}}।',
      language: 'भाषा id {{id}} {{catalog}} की भाषा सूची में नहीं है; इनमें से कोई इस्तेमाल करें: {{known}}।',
      headerType: 'हेडर टाइप id {{id}} {{catalog}} की हेडर-टाइप सूची में नहीं है; बिना हेडर के लिए 0 या इनमें से कोई इस्तेमाल करें: {{known}}।',
      interactiveType: 'इंटरैक्टिव टाइप id {{id}} {{catalog}} की इंटरैक्टिव-टाइप सूची में नहीं है; इनमें से कोई इस्तेमाल करें: {{known}}।',
      buttonType: 'बटन टाइप id {{id}} {{catalog}} की बटन-टाइप सूची में नहीं है; इनमें से कोई इस्तेमाल करें: {{known}}।',
      subType: 'बटन सब-टाइप id {{id}} {{catalog}} में बटन टाइप "{{buttonType}}" का सब-टाइप नहीं है; इनमें से कोई इस्तेमाल करें: {{known}}।',
      field: 'फ़ील्ड id {{id}} {{catalog}} में बटन सब-टाइप "{{subType}}" का फ़ील्ड नहीं है; इनमें से कोई इस्तेमाल करें: {{known}}।',
      option: 'विकल्प id {{id}} {{catalog}} में फ़ील्ड "{{field}}" का विकल्प नहीं है; इनमें से कोई इस्तेमाल करें: {{known}}।',
    },
    'language-category-required': {
      language: 'टेम्पलेट में `chat_language_id` नहीं है; भाषा सूची से कोई id जोड़ें (सिर्फ़ इंटरैक्टिव टेम्पलेट इसे छोड़ सकते हैं)।',
      category: 'टेम्पलेट में `chat_template_category_id` नहीं है; कैटेगरी सूची से कोई id जोड़ें (सिर्फ़ इंटरैक्टिव टेम्पलेट इसे छोड़ सकते हैं)।',
    },
    'named-parameter-flag': {
      namedWithoutFlag: 'टेम्पलेट में नाम वाला वेरिएबल `{{variable}}` है, इसलिए `flag_named_parameter` true होना चाहिए।',
      numberedWithFlag: '`flag_named_parameter` true है, लेकिन टेम्पलेट में नंबर वाला वेरिएबल `{{variable}}` है; नाम वाले टेम्पलेट में नंबर वाले वेरिएबल नहीं होने चाहिए।',
    },
    'phone-button-number-format': {
      notDigits:
        'फ़ोन नंबर "{{number}}" सिर्फ़ अंकों (शुरू में वैकल्पिक + के साथ) से नहीं बना है; अनुमोदन समीक्षा इसे अमान्य फ़ोन नंबर मानकर अस्वीकार करती है। इसे +<देश कोड><नंबर> की तरह लिखें, जैसे +15550100।',
    },
    'placeholder-syntax': {
      unclosed: '{{place}} में `{{open}}` है लेकिन उसे बंद करने वाला `{{close}}` नहीं है; वेरिएबल को {{examples}} की तरह लिखें।',
      unopened: '{{place}} में `{{close}}` है लेकिन उससे पहले खोलने वाला `{{open}}` नहीं है; वेरिएबल को {{examples}} की तरह लिखें।',
      empty: '{{place}} में खाली वेरिएबल `{{}}` है; ब्रैकेट के बीच कोई नंबर या नाम लिखें।',
    },
    'plain-text-variable': {
      variable:
        '{{place}} में वेरिएबल `{{variable}}` है, लेकिन {{place}} में उसे बताने के लिए वेरिएबल पंक्तियाँ नहीं होतीं, इसलिए अनुरोध अस्वीकार हो जाता है। टेक्स्ट पूरा लिखें या वेरिएबल को मुख्य भाग में ले जाएँ।',
    },
    'provider-integration-id': {
      missing: 'अनुरोध में `provider_integration_chat_id` नहीं है; उस बिज़नेस चैट खाते का id जोड़ें जिसका यह टेम्पलेट है।',
      empty: '`provider_integration_chat_id` खाली है; उस बिज़नेस चैट खाते का id दें जिसका यह टेम्पलेट है।',
    },
    'request-shape': {
      notObject: 'अनुरोध एक JSON ऑब्जेक्ट होना चाहिए (spec 2.1); अभी यह {{actual}} है।',
      missingData: 'अनुरोध में `chat_template_data` नहीं है; टेम्पलेट ऑब्जेक्ट जोड़ें (spec 2.2)।',
      dataNotObject: '`chat_template_data` एक ऑब्जेक्ट होना चाहिए (spec 2.2); अभी यह {{actual}} है।',
    },
    'template-name-derived': {
      derived:
        '`chat_template_name` नहीं भेजा गया है, इसलिए यह डिस्प्ले नाम "{{displayName}}" से बनाया जाएगा: `{{name}}`। सही नाम पक्का करने के लिए इसे ख़ुद सेट करें।',
    },
    'template-name-format': {
      invalid: 'टेम्पलेट के नाम में स्थान {{position}} पर "{{character}}" है; सिर्फ़ छोटे अंग्रेज़ी अक्षर, अंक और अंडरस्कोर इस्तेमाल करें, जैसे `{{suggestion}}`।',
    },
    'template-name-max-length': {
      tooLong: 'टेम्पलेट के नाम में {{count}} अक्षर हैं; सीमा {{limit}} है। इसे छोटा करें।',
    },
    'template-name-required': {
      missing: 'टेम्पलेट में `chat_template_name` नहीं है; छोटे अंग्रेज़ी अक्षरों, अंकों और अंडरस्कोर से बना मशीन नाम जोड़ें, जैसे `order_update`।',
      underivable:
        'टेम्पलेट में `chat_template_name` नहीं है, और डिस्प्ले नाम "{{displayName}}" में नाम बनाने लायक अक्षर या अंक नहीं हैं; `order_update` जैसा मशीन नाम जोड़ें।',
    },
    'template-name-unique': {
      taken: 'टेम्पलेट नाम `{{name}}` इस इंटीग्रेशन में पहले से इस्तेमाल हो रहा है; कोई दूसरा नाम चुनें।',
      derivedTaken: 'डिस्प्ले नाम से बना नाम `{{name}}` इस इंटीग्रेशन में पहले से इस्तेमाल हो रहा है; कोई दूसरा `chat_template_name` सेट करें।',
    },
    'unknown-field': {
      typo: '`{{field}}` यहाँ कोई फ़ील्ड नहीं है; क्या आपका मतलब `{{suggestion}}` था?',
      unknown: '`{{field}}` ऐसा फ़ील्ड नहीं है जिसे spec यहाँ परिभाषित करता है; प्लेटफ़ॉर्म इसे अनदेखा या अस्वीकार करता है। इसे हटाएँ।',
    },
    'variable-density': {
      adjacent:
        '{{place}} में वेरिएबल `{{first}}` और `{{second}}` के बीच सिर्फ़ स्पेस है; अनुमोदन समीक्षा साथ-साथ रखे वेरिएबल अस्वीकार करती है। इनके बीच कुछ शब्द (या कम से कम विराम चिह्न) लिखें।',
      tooDense:
        '{{place}} में {{variables}} {{variables|one:वेरिएबल है|other:वेरिएबल हैं}} लेकिन तय टेक्स्ट के सिर्फ़ {{words}} {{words|one:शब्द है|other:शब्द हैं}}; अनुमोदन समीक्षा लंबाई के हिसाब से बहुत ज़्यादा वेरिएबल अस्वीकार करती है, और {{variables}} वेरिएबल के लिए कम से कम {{needed}} शब्द चाहिए। {{missing}} शब्द और जोड़ें या कम वेरिएबल इस्तेमाल करें।',
    },
    'variable-mixed-kinds': {
      mixed: '{{place}} में नंबर वाले और नाम वाले वेरिएबल मिले हुए हैं (`{{first}}` और `{{other}}`); पूरे टेक्स्ट में एक ही तरीका इस्तेमाल करें।',
    },
    'variable-name-format': {
      invalid: '{{place}} का वेरिएबल `{{variable}}` छोटे अंग्रेज़ी अक्षरों, अंकों और अंडरस्कोर के अलावा दूसरे अक्षर इस्तेमाल करता है; इसे `{{suggestion}}` लिखें।',
    },
    'variable-name-max-length': {
      tooLong: '{{place}} के वेरिएबल नाम `{{name}}` में {{length}} अक्षर हैं; अनुमोदन समीक्षा अधिकतम {{max}} स्वीकार करती है। नाम को यहाँ और उसकी वेरिएबल पंक्ति में छोटा करें।',
    },
    'variable-row-missing': {
      noRows: '{{place}} में {{count}} {{count|one:वेरिएबल है|other:वेरिएबल हैं}} लेकिन `{{rowsKey}}` सूची नहीं है; हर वेरिएबल के लिए key और उदाहरण के साथ एक पंक्ति जोड़ें।',
      noRow: '{{place}} के वेरिएबल `{{variable}}` की `{{rowsKey}}` में कोई पंक्ति नहीं है; key `{{key}}` और एक उदाहरण मान के साथ पंक्ति जोड़ें।',
    },
    'variable-row-unused': {
      unused: '{{place}} की key `{{key}}` वाली वेरिएबल पंक्ति टेक्स्ट के किसी `{{variable}}` से मेल नहीं खाती; पंक्ति हटाएँ या वेरिएबल इस्तेमाल करें।',
      looseKey: '{{place}} की वेरिएबल पंक्ति की key `{{key}}` में फ़ालतू स्पेस या ब्रैकेट हैं; इसे `{{name}}` लिखें ताकि यह `{{variable}}` से मेल खाए।',
      duplicate: '{{place}} के वेरिएबल `{{variable}}` की दूसरी पंक्ति है; spec हर वेरिएबल के लिए एक पंक्ति माँगता है। यह पंक्ति हटाएँ और एक उदाहरण रखें।',
    },
    'variable-sample-format': {
      blank: '{{place}} के वेरिएबल `{{variable}}` के उदाहरण में सिर्फ़ स्पेस हैं; अनुमोदन समीक्षा इसी से टेम्पलेट जाँचती है। असली जैसा उदाहरण मान लिखें।',
      placeholder:
        '{{place}} के वेरिएबल `{{variable}}` का उदाहरण "{{sample}}" असली मान नहीं, प्लेसहोल्डर जैसा लगता है; अनुमोदन समीक्षा इसी से टेम्पलेट जाँचती है। असली जैसा उदाहरण मान लिखें, जैसे कोई नाम या तारीख़।',
    },
    'variable-sample-required': {
      missing: '{{place}} की वेरिएबल पंक्ति `{{key}}` में `{{sampleKey}}` नहीं है; समीक्षा के लिए एक उदाहरण मान जोड़ें।',
      empty: '{{place}} की वेरिएबल पंक्ति `{{key}}` का उदाहरण मान खाली है; समीक्षा के लिए एक उदाहरण मान जोड़ें।',
    },
    'variable-sequence': {
      notFromOne: '{{place}} अपने वेरिएबल `{{variable}}` से गिनता है; अनुमोदन समीक्षा उम्मीद करती है कि वे {{first}} से शुरू हों। इन्हें {{first}} से बिना अंतर के फिर से नंबर दें।',
      gap: '{{place}} में `{{variable}}` है लेकिन `{{missing}}` नहीं; अनुमोदन समीक्षा ऐसे नंबर वाले वेरिएबल अस्वीकार करती है जो कोई नंबर छोड़ दें। इन्हें {{first}} से बिना अंतर के फिर से नंबर दें।',
    },
    'website-url-host': {
      whatsappLink:
        'वेबसाइट URL {{host}} पर ले जाता है, जो WhatsApp चैट लिंक है; अनुमोदन समीक्षा बिज़नेस के अपने डोमेन के लिंक चाहती है। इसकी जगह अपनी वेबसाइट का लिंक दें।',
      shortener:
        'वेबसाइट URL {{host}} पर ले जाता है, जो एक लिंक छोटा करने वाली सेवा ({{service}}) है; अनुमोदन समीक्षा छोटे किए गए लिंक अस्वीकार करती है क्योंकि वे असली मंज़िल छिपाते हैं। अपने डोमेन का पूरा URL इस्तेमाल करें।',
    },
    'website-url-variable-end': {
      notAtEnd:
        'वेबसाइट URL में वेरिएबल `{{variable}}` उसके अंत से पहले है; अनुमोदन समीक्षा सिर्फ़ एक वेरिएबल स्वीकार करती है, URL के अंत में ({{example}})। इसे अंत में ले जाएँ।',
    },
  },
  terms: {
    body: 'मुख्य भाग',
    header: 'हेडर',
    footer: 'फ़ुटर',
    'header text': 'हेडर टेक्स्ट',
    'card body': 'कार्ड का मुख्य भाग',
    'carousel header': 'कैरोसेल हेडर',
    'button field': 'बटन फ़ील्ड',
    'list button text': 'सूची बटन का टेक्स्ट',
    template: 'टेम्पलेट',
    'carousel card #': 'कैरोसेल कार्ड #',
    'in the template': 'टेम्पलेट में',
    'in carousel card #': 'कैरोसेल कार्ड # में',
    'body of carousel card #': 'कैरोसेल कार्ड # का मुख्य भाग',
    'card body of carousel card #': 'कैरोसेल कार्ड # का मुख्य भाग',
    'header of carousel card #': 'कैरोसेल कार्ड # का हेडर',
    'footer of carousel card #': 'कैरोसेल कार्ड # का फ़ुटर',
    website: 'वेबसाइट',
    phone: 'फ़ोन',
    'quick reply': 'क्विक रिप्लाई',
    quick_reply: 'क्विक रिप्लाई',
    'copy code': 'कोड कॉपी',
    copy_code: 'कोड कॉपी',
    'offer code': 'ऑफ़र कोड',
    offer_code: 'ऑफ़र कोड',
    flow: 'Flow',
    catalog: 'कैटलॉग',
    'open form': 'फ़ॉर्म',
    open_form: 'फ़ॉर्म',
    other: 'अन्य',
    'website, phone, quick reply': 'वेबसाइट, फ़ोन या क्विक रिप्लाई',
    text: 'टेक्स्ट',
    image: 'इमेज',
    video: 'वीडियो',
    document: 'डॉक्यूमेंट',
    'a text header': 'टेक्स्ट हेडर',
    'an image header': 'इमेज हेडर',
    'a video header': 'वीडियो हेडर',
    'a document header': 'डॉक्यूमेंट हेडर',
    'no header': 'कोई हेडर नहीं',
    marketing: 'मार्केटिंग',
    utility: 'यूटिलिटी',
    authentication: 'ऑथेंटिकेशन',
    interactive: 'इंटरैक्टिव',
    'a string': 'टेक्स्ट',
    'a number': 'संख्या',
    'a boolean': 'true या false',
    'an object': 'ऑब्जेक्ट',
    'an array': 'सूची',
    'a number or null': 'संख्या या null',
    'a string or null': 'टेक्स्ट या null',
    'a string or an array or null': 'टेक्स्ट, सूची या null',
    string: 'टेक्स्ट',
    number: 'संख्या',
    boolean: 'true/false',
    object: 'ऑब्जेक्ट',
    array: 'सूची',
    ' (chat_template_security_recommendation is true)': ' (chat_template_security_recommendation true है)',
    ' (add the security sentence only with chat_template_security_recommendation: true)':
      ' (सुरक्षा वाला वाक्य सिर्फ़ chat_template_security_recommendation: true के साथ जोड़ें)',
    'the bundled example catalog': 'साथ आए उदाहरण कैटलॉग',
    "the bundled example catalog (its ids are examples: `templint catalog pull` fetches your account's)":
      'साथ आए उदाहरण कैटलॉग (इसके id उदाहरण हैं: `templint catalog pull` आपके खाते के id लाता है)',
    'the catalog given': 'दिए गए कैटलॉग',
  },
};

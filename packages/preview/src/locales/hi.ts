import type { PreviewLabels } from '../html/labels.js';

/** The preview's words in Hindi. */
export const hi: PreviewLabels = {
  code: 'hi',
  media: { image: 'इमेज', video: 'वीडियो', document: 'डॉक्यूमेंट' },
  unknownHeader: 'हेडर',
  seeAllOptions: 'सभी विकल्प देखें',
  unnamedTemplate: 'बिना नाम का टेम्पलेट',
  missingButton: {
    quick_reply: 'बटन का टेक्स्ट नहीं है',
    website: 'बटन का टेक्स्ट नहीं है',
    phone: 'बटन का टेक्स्ट नहीं है',
    copy_code: 'कोड कॉपी करें',
    offer_code: 'ऑफ़र कोड कॉपी करें',
    flow: 'बटन का टेक्स्ट नहीं है',
    catalog: 'कैटलॉग देखें',
    open_form: 'बटन का टेक्स्ट नहीं है',
    list: 'सूची बटन का टेक्स्ट नहीं है',
    other: 'बटन का टेक्स्ट नहीं है',
  },
  codeExpiration: 'यह कोड {{minutes}} मिनट में समाप्त हो जाएगा।',
  missingSample: '{{variable}} का कोई उदाहरण नहीं है',
  severity: { error: 'त्रुटि', warning: 'चेतावनी' },
};

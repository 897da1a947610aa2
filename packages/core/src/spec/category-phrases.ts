// Words that tell a template's category apart, for the category hints (otp-outside-authentication,
// utility-promotional-wording, body-unclear). The approval authority publishes guidelines and examples,
// no word list: these are templint's, kept short on purpose (a hint must not flag an accepted template),
// in the bundled catalog's languages (English, Spanish, Portuguese, Hindi, Indonesian). Each rule's page
// says what was measured with them. A space in a phrase matches one space or hyphen.

/** The language a phrase list is in. */
export const PHRASE_LANGUAGES = ['en', 'es', 'pt', 'hi', 'id'] as const;
/** One of the languages the category hints read. */
export type PhraseLanguage = (typeof PHRASE_LANGUAGES)[number];
/** A list of phrases per language; every language has one (maybe empty). */
export type PhraseLists = Readonly<Record<PhraseLanguage, readonly string[]>>;

/** Every phrase of the lists, whatever the language: a template may quote another language. */
export function allPhrases(lists: PhraseLists): readonly string[] {
  return PHRASE_LANGUAGES.flatMap((language) => lists[language]);
}

/**
 * A one-time passcode, named: categorization, "Only authentication templates can be used to send a
 * one-time passcode for identity verification".
 */
export const ONE_TIME_PASSCODE_PHRASES: PhraseLists = {
  en: ['OTP', 'one time password', 'one time passcode', 'one time code', 'one time pin', 'passcode', 'verification code'],
  es: ['código de verificación', 'contraseña de un solo uso', 'código de un solo uso', 'clave de un solo uso'],
  pt: ['código de verificação', 'senha de uso único', 'código de uso único', 'senha única'],
  hi: ['ओटीपी', 'सत्यापन कोड', 'वन टाइम पासवर्ड'],
  id: ['kode verifikasi', 'kata sandi sekali pakai', 'kode sekali pakai'],
};

/**
 * A warning against sharing a code ("Never share your OTP with anyone"), as banks add to transaction
 * alerts: a sentence that says it, with no variable, names a passcode without sending one.
 */
export const DO_NOT_SHARE_PHRASES: PhraseLists = {
  en: ['do not share', "don't share", 'don’t share', 'never share', 'do not disclose', 'never disclose', 'never tell'],
  es: ['no compartas', 'nunca compartas', 'no comparta', 'nunca comparta', 'no lo compartas', 'no la compartas', 'no lo comparta', 'no la comparta'],
  pt: ['não compartilhe', 'nunca compartilhe', 'não informe', 'nunca informe', 'não forneça', 'nunca forneça'],
  // Hindi as written in Devanagari and in Latin letters (Hinglish, as many Indian banks send it).
  hi: ['साझा न करें', 'शेयर न करें', 'साझा ना करें', 'शेयर ना करें', 'साझा मत करें', 'शेयर मत करें', 'न बताएं', 'मत बताएं', 'share na karein', 'share mat karein', 'mat batayein', 'mat batayen'],
  id: ['jangan bagikan', 'jangan berikan', 'jangan membagikan', 'jangan memberikan', 'jangan beritahukan', 'jangan memberitahukan', 'jangan beri tahu', 'jangan sebarkan'],
};

/**
 * Clearly promotional wording: categorization, utility messages "should not promote, recommend, upsell, or
 * cross-sell products; include offers; or attempt to secure renewals". No single word such as "free",
 * "offer", "discount" or "upgrade": the authority's own utility examples use "free" and "top up".
 */
export const PROMOTIONAL_PHRASES: PhraseLists = {
  en: ['% off', 'buy now', 'shop now', 'limited time offer', 'special offer', 'exclusive offer', 'promo code', 'discount code', 'coupon code', 'free shipping', 'flash sale'],
  es: ['compra ahora', 'compra ya', 'oferta especial', 'oferta exclusiva', 'código promocional', 'código de descuento', 'código de cupón', 'envío gratis'],
  pt: ['compre agora', 'compre já', 'oferta especial', 'oferta exclusiva', 'código promocional', 'cupom de desconto', 'frete grátis', 'oferta relâmpago'],
  hi: ['अभी खरीदें', 'कूपन कोड'],
  id: ['beli sekarang', 'belanja sekarang', 'penawaran spesial', 'penawaran eksklusif', 'kode promo', 'gratis ongkir'],
};

/**
 * Words of a bare greeting or congratulation: categorization, "Templates where contents are unclear (for
 * example, where contents are only {{1}} or Congratulations!)" are marketing. A text is a bare greeting
 * when every word of it is one of these.
 */
export const GREETING_WORDS: PhraseLists = {
  en: ['hi', 'hello', 'hey', 'greetings', 'congratulations', 'congrats', 'welcome', 'dear', 'good', 'morning', 'afternoon', 'evening', 'happy', 'birthday', 'thanks', 'thank', 'you'],
  es: ['hola', 'felicidades', 'felicitaciones', 'enhorabuena', 'bienvenido', 'bienvenida', 'querido', 'querida', 'buenos', 'buenas', 'días', 'tardes', 'noches', 'feliz', 'cumpleaños', 'gracias'],
  pt: ['olá', 'oi', 'parabéns', 'bem', 'vindo', 'vinda', 'caro', 'cara', 'bom', 'boa', 'dia', 'tarde', 'noite', 'feliz', 'aniversário', 'obrigado', 'obrigada'],
  hi: ['नमस्ते', 'नमस्कार', 'बधाई', 'हो', 'धन्यवाद', 'शुभकामनाएं', 'स्वागत', 'है'],
  id: ['halo', 'hai', 'selamat', 'pagi', 'siang', 'sore', 'malam', 'datang', 'ulang', 'tahun', 'terima', 'kasih'],
};
